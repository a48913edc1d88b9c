package org.qakit.train.sweep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;

/**
 * The runs of a sweep and what they say: each cell's mean ± standard deviation over its seeds (and
 * folds), the best cell by that mean, and per hyper-parameter the scores of every run at each of
 * its values, over all values of the other axes (SQAD's sensitivity plots, Fig. 6). The standard
 * deviation is the sample one, √(Σ(x − x̄)² / (n − 1)); NaN for a single run.
 *
 * @param metric the dev metric (MAP for the pair head, accuracy for choice)
 * @param grid the grid
 * @param seeds the seeds, in order
 * @param folds cross-validation folds, or 0 for the dev split
 * @param runs every run, in the order they ran (cell, then seed, then fold)
 */
public record SweepResult(String metric, SweepGrid grid, List<Long> seeds, int folds, List<Run> runs) {

  /**
   * One training run.
   *
   * @param cell the grid values
   * @param seed its seed
   * @param fold the held-out fold (1-based), or 0 without folds
   * @param score its dev metric: the kept epoch's; with folds, the held-out fold's after the last epoch
   * @param keptEpoch the epoch the folder holds
   * @param folder its model folder
   */
  public record Run(SequencedMap<String, String> cell, long seed, int fold, double score, int keptEpoch, Path folder) {}

  /** A set of scores: its size, mean and sample standard deviation. */
  public record Summary(int n, double mean, double sd) {
    static Summary of(List<Double> xs) {
      double mean = xs.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
      double ss = xs.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum();
      return new Summary(xs.size(), mean, xs.size() > 1 ? Math.sqrt(ss / (xs.size() - 1)) : Double.NaN);
    }
  }

  /** A cell with the summary of its runs. */
  public record Cell(SequencedMap<String, String> values, Summary summary, List<Double> scores) {}

  /** One value of one hyper-parameter with every run's score at it. */
  public record Point(String value, Summary summary, List<Double> scores) {}

  public SweepResult {
    runs = List.copyOf(runs);
    seeds = List.copyOf(seeds);
  }

  /** Every cell in grid order. */
  public List<Cell> cells() {
    var out = new ArrayList<Cell>();
    for (var cell : grid.cells()) {
      List<Double> scores = runs.stream().filter(r -> r.cell().equals(cell)).map(Run::score).toList();
      out.add(new Cell(cell, Summary.of(scores), scores));
    }
    return out;
  }

  /** The cell with the highest mean; a tie goes to the earlier cell. */
  public Cell best() {
    Cell best = null;
    for (Cell c : cells()) {
      if (best == null || c.summary().mean() > best.summary().mean()) {
        best = c;
      }
    }
    return best;
  }

  /** The best cell's run with the highest score (its model folder is the one to keep); a tie goes to the earlier run. */
  public Run bestRun() {
    Cell cell = best();
    Run best = null;
    for (Run r : runs) {
      if (r.cell().equals(cell.values()) && (best == null || r.score() > best.score())) {
        best = r;
      }
    }
    return best;
  }

  /** Per hyper-parameter, in grid order: each value's runs over every value of the other axes. */
  public SequencedMap<String, List<Point>> sensitivity() {
    var out = new LinkedHashMap<String, List<Point>>();
    for (var axis : grid.axes().entrySet()) {
      var points = new ArrayList<Point>();
      for (String value : axis.getValue()) {
        List<Double> scores = runs.stream().filter(r -> value.equals(r.cell().get(axis.getKey()))).map(Run::score).toList();
        points.add(new Point(value, Summary.of(scores), scores));
      }
      out.put(axis.getKey(), points);
    }
    return out;
  }

  /** The runs as plain data for {@code sweep.json}. */
  public Map<String, Object> json() {
    var out = new LinkedHashMap<String, Object>();
    out.put("metric", metric);
    out.put("grid", grid.axes());
    out.put("seeds", seeds);
    out.put("folds", folds);
    var list = new ArrayList<Map<String, Object>>();
    for (Run r : runs) {
      var m = new LinkedHashMap<String, Object>();
      m.put("cell", r.cell());
      m.put("seed", r.seed());
      m.put("fold", r.fold());
      m.put("score", r.score());
      m.put("keptEpoch", r.keptEpoch());
      m.put("folder", r.folder().toString());
      list.add(m);
    }
    out.put("runs", list);
    Cell best = best();
    out.put("best", Map.of("cell", best.values(), "mean", best.summary().mean(), "folder", bestRun().folder().toString()));
    return out;
  }
}
