package org.qakit.demo;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.qakit.dataset.Dataset;
import org.qakit.dataset.DatasetStats;
import org.qakit.dataset.Samples;
import org.qakit.eval.metric.Accuracy;
import org.qakit.eval.metric.MeanReciprocalRank;
import org.qakit.eval.metric.Metric;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.format.View;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;
import org.qakit.solve.Solvers;

/**
 * The main job on embedded defaults: read the shipped sample of every registered format in every
 * view, count it, and score the index-free baselines on it. It grows with the project.
 */
public final class Demo {
  private Demo() {}

  /** One line of the demo: a format's sample read in one view, its counts and baseline scores. */
  public record Row(String format, String view, DatasetStats stats, String metric, Map<String, OptionalDouble> scores) {}

  /** Runs the demo, copying the samples under {@code workDir}. */
  public static List<Row> run(Path workDir) throws IOException {
    var rows = new ArrayList<Row>();
    for (Format format : Formats.registry().all()) {
      if (!Samples.exists(format.id())) {
        throw new IllegalStateException("format '" + format.id() + "' ships no sample");
      }
      List<Path> paths = Samples.materialize(format.id(), workDir.resolve(format.id()));
      for (View view : format.views()) {
        Dataset d = format.read(paths, ReadOptions.STRICT.withView(view.id()));
        rows.add(row(format, view, d));
      }
    }
    return rows;
  }

  private static Row row(Format format, View view, Dataset d) {
    Metric metric = metricFor(d.items());
    var scores = new java.util.LinkedHashMap<String, OptionalDouble>();
    for (Solver solver : Solvers.registry().all()) {
      scores.put(solver.id(), metric == null ? OptionalDouble.empty() : OptionalDouble.of(score(solver, metric, d.items())));
    }
    return new Row(format.id(), view.id(), DatasetStats.of(d), metric == null ? "-" : metric.id(), scores);
  }

  /** Accuracy when there are multiple-choice items, else MRR when all candidates are labelled. */
  static Metric metricFor(List<Item> items) {
    if (items.stream().anyMatch(i -> i.kind() == ItemKind.MULTIPLE_CHOICE)) {
      return new Accuracy();
    }
    boolean selection = items.stream().anyMatch(i -> i.kind() == ItemKind.ANSWER_SELECTION);
    boolean labelled = items.stream()
        .filter(AnswerSelectionItem.class::isInstance)
        .map(AnswerSelectionItem.class::cast)
        .allMatch(a -> a.candidates().stream().allMatch(Candidate::labelled));
    return selection && labelled ? new MeanReciprocalRank() : null;
  }

  private static double score(Solver solver, Metric metric, List<Item> items) {
    Map<String, Prediction> predictions = new HashMap<>();
    for (Item item : items) {
      solver.solve(item).ifPresent(p -> predictions.put(item.id(), p));
    }
    return metric.score(items, predictions);
  }
}
