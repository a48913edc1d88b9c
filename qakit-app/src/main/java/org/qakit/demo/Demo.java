package org.qakit.demo;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.qakit.dataset.Dataset;
import org.qakit.dataset.DatasetStats;
import org.qakit.dataset.Samples;
import org.qakit.eval.BaselineScores;
import org.qakit.eval.Bootstrap;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.format.View;
import org.qakit.solve.Solvers;

/**
 * The main job on embedded defaults: read the shipped sample of every registered format in every
 * view, count it, and score the index-free baselines on it. It grows with the project.
 */
public final class Demo {
  private Demo() {}

  /**
   * One line of the demo: a format's sample read in one view, its counts, and the baselines'
   * scores with their 95% bootstrap intervals (both empty when no metric applies).
   */
  public record Row(
      String format, String view, DatasetStats stats, String metric, Map<String, OptionalDouble> scores,
      Map<String, Bootstrap.Interval> intervals) {}

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
    var baselines = BaselineScores.of(d.items());
    var scores = new java.util.LinkedHashMap<String, OptionalDouble>();
    for (String solver : Solvers.registry().ids()) {
      scores.put(solver, baselines.map(b -> OptionalDouble.of(b.scores().get(solver))).orElse(OptionalDouble.empty()));
    }
    return new Row(format.id(), view.id(), DatasetStats.of(d), baselines.map(BaselineScores::metric).orElse("-"), scores,
        baselines.map(BaselineScores::intervals).orElse(Map.of()));
  }
}
