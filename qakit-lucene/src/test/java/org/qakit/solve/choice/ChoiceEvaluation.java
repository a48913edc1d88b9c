package org.qakit.solve.choice;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.corpus.Importers;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexProgress;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;
import org.qakit.testing.SharedData;
import org.qakit.text.Language;

/** Helpers for the real-data checks: indexes from importers, items from formats, accuracy. */
final class ChoiceEvaluation {
  private ChoiceEvaluation() {}

  /** Builds an index of the passages the importers read from the paths (importer i reads path i). */
  static void build(Path target, Language language, List<String> importers, List<Path> paths) throws IOException {
    new IndexBuilder(language, 2, false, IndexProgress.NONE).build(target, sink -> {
      for (int i = 0; i < importers.size(); i++) {
        Importers.get(importers.get(i)).read(paths.get(i), ReadOptions.STRICT, sink);
      }
    }, String.join("+", importers), List.of(), -1);
  }

  static List<MultipleChoiceItem> items(String format, String file) throws IOException {
    return Formats.get(format).read(SharedData.path(file), ReadOptions.STRICT).items().stream()
        .filter(MultipleChoiceItem.class::isInstance).map(MultipleChoiceItem.class::cast).toList();
  }

  /** Accuracy with the project's tie rule: highest score, then the earliest option. */
  static double accuracy(Solver solver, List<MultipleChoiceItem> items) {
    int right = 0;
    for (MultipleChoiceItem m : items) {
      var scores = ((Prediction.ChoiceScores) solver.solve(m).orElseThrow()).scores();
      String best = null;
      for (String label : m.labels()) {
        if (best == null || scores.get(label) > scores.get(best)) {
          best = label;
        }
      }
      right += best.equals(m.answer()) ? 1 : 0;
    }
    return right / (double) items.size();
  }

  /** Mean of 1 / (number of options): the expected accuracy of a uniform random guess. */
  static double chance(List<MultipleChoiceItem> items) {
    return items.stream().mapToDouble(m -> 1.0 / m.choices().size()).average().orElse(0);
  }
}
