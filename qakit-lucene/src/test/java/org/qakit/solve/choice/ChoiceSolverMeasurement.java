package org.qakit.solve.choice;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.Solver;
import org.qakit.testing.SharedData;
import org.qakit.text.Language;

/**
 * The figures of docs/solvers.md (not part of the default run: the name does not end in Test).
 * Re-run with {@code ./mvnw -q -B test -o -pl qakit-lucene -am -Dtest=ChoiceSolverMeasurement
 * -Dsurefire.failIfNoSpecifiedTests=false -Dqakit.measure.dir=/tmp/qakit-measure}; indexes are
 * built once under that folder and the figures printed to standard output.
 */
class ChoiceSolverMeasurement {
  private static final Path DIR = Path.of(System.getProperty("qakit.measure.dir", "/tmp/qakit-measure"));

  @Test
  void arcEasyValidationOnWordNetAndGcide() throws IOException {
    Path index = DIR.resolve("en-wordnet-gcide");
    if (!Files.exists(index)) {
      long t = System.nanoTime();
      ChoiceEvaluation.build(index, Language.ENGLISH, List.of("wordnet", "gcide"),
          List.of(Path.of("/usr/share/wordnet"), Path.of("/usr/share/dictd")));
      System.out.printf("built %s in %.1f s%n", index, (System.nanoTime() - t) / 1e9);
    }
    var items = ChoiceEvaluation.items("arc", "arc/ARC-Easy-validation.jsonl");
    measure("ARC-Easy validation", index, Language.ENGLISH, items);
  }

  @Test
  void gkmcAndGeoTsqaOnGkmcEvidence() throws IOException {
    Path index = DIR.resolve("zh-gkmc-evidence");
    if (!Files.exists(index)) {
      ChoiceEvaluation.build(index, Language.CHINESE, List.of("gkmc-evidence"), List.of(SharedData.path("gkmc/gkmc_train.json")));
    }
    measure("GKMC train", index, Language.CHINESE, ChoiceEvaluation.items("gkmc", "gkmc/gkmc_train.json"));
    measure("GeoTSQA train", index, Language.CHINESE, ChoiceEvaluation.items("geotsqa", "geotsqa/geotsqa_train.json"));
  }

  private static void measure(String name, Path index, Language language, List<org.qakit.model.MultipleChoiceItem> items)
      throws IOException {
    try (var r = Bm25Retriever.open(index, language)) {
      System.out.printf("%s: %d items, %d indexed units, chance %.4f%n", name, items.size(), r.stats().documents(),
          ChoiceEvaluation.chance(items));
      for (Solver s : List.of(new IrSolver(r), new PmiSolver(r))) {
        long t = System.nanoTime();
        double acc = ChoiceEvaluation.accuracy(s, items);
        double sec = (System.nanoTime() - t) / 1e9;
        System.out.printf("%s %s: accuracy %.4f (%.1f s, %.1f questions/s)%n", name, s.id(), acc, sec, items.size() / sec);
      }
    }
  }
}
