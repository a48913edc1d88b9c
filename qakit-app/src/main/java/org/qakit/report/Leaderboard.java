package org.qakit.report;

import java.util.List;
import java.util.Map;
import org.qakit.eval.Evaluation;
import org.qakit.eval.significance.PairedComparison;
import org.qakit.task.Anchor;

/**
 * Several systems on one task split (or one dataset), ranked by the headline metric: each
 * system's official metrics with their 95% bootstrap intervals, its paired significance against
 * the best system and against the baseline, and the task's published anchors to read them beside.
 * Built by {@link LeaderboardBuilder}; rendered by {@link LeaderboardMarkdown}, {@link
 * LeaderboardLatex}, {@link LeaderboardCsv} and {@link LeaderboardHtml}.
 *
 * @param task the task id, or null for runs given by format and files
 * @param split the task split, or null
 * @param dataset what the items are, for a heading ({@code wikiqa dev}, or the format and file names)
 * @param protocol which items count, in words
 * @param items the number of items that count
 * @param metrics the metrics, headline first
 * @param entries the systems, best first (headline score descending, then label)
 * @param baseline the baseline's label, or null when none was named or it ran on other data
 * @param anchors the task's published figures (not measured here)
 * @param settings how intervals and tests were computed
 */
public record Leaderboard(String task, String split, String dataset, String protocol, int items, List<String> metrics,
    List<Entry> entries, String baseline, List<Anchor> anchors, Settings settings) {

  public Leaderboard {
    metrics = List.copyOf(metrics);
    entries = List.copyOf(entries);
    anchors = List.copyOf(anchors);
    if (metrics.isEmpty() || entries.isEmpty()) {
      throw new IllegalArgumentException("a leaderboard needs a metric and a system");
    }
  }

  /** The metric the board is ranked by. */
  public String headline() {
    return metrics.get(0);
  }

  /** The board's heading: {@code wikiqa dev}, or the dataset's description without a task. */
  public String title() {
    return task == null ? dataset : task + " " + split;
  }

  /** How the numbers were computed, in two plain sentences for a table's note. */
  public String methodNote() {
    return "95% intervals: percentile bootstrap over the " + items + " items (" + settings.intervalSamples() + " resamples, seed "
        + settings.seed() + "). Δ: this system minus the other on " + headline() + "; p: two-sided, paired bootstrap / approximate"
        + " randomization (" + settings.testSamples() + " rounds each, seed " + settings.seed() + "; the smallest p is 1/"
        + (settings.testSamples() + 1) + ").";
  }

  /**
   * Where a run record's own metrics differ from the scores recomputed here by more than 5e-5
   * (a run scored on other items, or by another definition), one line each; empty when they agree.
   */
  public List<String> disagreements() {
    var lines = new java.util.ArrayList<String>();
    for (Entry e : entries) {
      e.system().run().metrics().forEach((metric, recorded) -> {
        Evaluation.Score here = e.scores().get(metric);
        if (here != null && Math.abs(here.mean() - recorded) > 5e-5) {
          lines.add(e.system().record() + ": the run recorded " + metric + " " + Figures.four(recorded) + ", recomputed here on "
              + title() + " " + Figures.four(here.mean()) + "; the report shows the recomputed score");
        }
      });
    }
    return lines;
  }

  /** The anchors reported in {@code metric} (case-insensitive: papers write MAP, qakit map). */
  public List<Anchor> anchorsOf(String metric) {
    return anchors.stream().filter(a -> a.metric().equalsIgnoreCase(metric)).toList();
  }

  /**
   * One system's row.
   *
   * @param rank 1 for the best; systems with the same headline score share a rank
   * @param system the system
   * @param scores its score per metric, in {@link #metrics()} order
   * @param versusBest the headline metric compared with the best system (this − best), or null for the best itself
   * @param versusBaseline compared with the baseline (this − baseline), or null for the baseline itself or without one
   */
  public record Entry(int rank, SystemRun system, Map<String, Evaluation.Score> scores, PairedComparison versusBest,
      PairedComparison versusBaseline) {
    public Entry {
      scores = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(scores));
    }
  }

  /**
   * How the numbers were computed.
   *
   * @param intervalSamples bootstrap resamples behind each score's interval (as {@code qakit eval})
   * @param testSamples paired-bootstrap resamples and randomization rounds (as {@code qakit compare})
   * @param seed the seed of every resampling
   */
  public record Settings(int intervalSamples, int testSamples, long seed) {}
}
