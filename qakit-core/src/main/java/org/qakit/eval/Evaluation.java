package org.qakit.eval;

import java.util.List;
import java.util.Map;

/**
 * What {@link Evaluator} computed: each metric's mean over its items with a bootstrap confidence
 * interval, the same per value of each breakdown field, how the predictions covered the dataset,
 * and, for answer-selection items, the distribution of the rank of the first correct candidate.
 *
 * @param items the number of items in the dataset
 * @param scores one score per metric, in the order the metrics were given
 * @param breakdowns one per (field, metric), fields in the order given, then metrics
 * @param coverage missing and unknown item ids
 * @param unscored items of kinds no selected metric scores, by kind id (not in any score)
 * @param firstCorrectRank {@link FirstCorrectRank#buckets} of the answer-selection items; empty
 *     when there are none
 * @param bootstrapSamples the number of bootstrap resamples behind every interval
 * @param seed the bootstrap seed
 */
public record Evaluation(
    int items,
    List<MetricScore> scores,
    List<Breakdown> breakdowns,
    Coverage coverage,
    Map<String, Integer> unscored,
    Map<String, Integer> firstCorrectRank,
    int bootstrapSamples,
    long seed) {

  public Evaluation {
    scores = List.copyOf(scores);
    breakdowns = List.copyOf(breakdowns);
    unscored = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(unscored));
    firstCorrectRank = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(firstCorrectRank));
  }

  /**
   * A mean of per-item values with its interval.
   *
   * @param n the number of items averaged
   * @param mean the mean of their values
   * @param interval the 95% percentile-bootstrap interval of the mean
   */
  public record Score(int n, double mean, Bootstrap.Interval interval) {
    /** The mean of {@code values} and its bootstrap interval; {@code values} must not be empty. */
    public static Score of(double[] values, Bootstrap bootstrap) {
      if (values.length == 0) {
        throw new IllegalArgumentException("a score needs at least one item, found none");
      }
      double sum = 0;
      for (double v : values) {
        sum += v;
      }
      return new Score(values.length, sum / values.length, bootstrap.meanInterval(values));
    }

    /**
     * {@link #of} of each row of {@code values} (rows of one length, not empty), the intervals
     * from one pass of resampling ({@link Bootstrap#meanIntervals}): the same scores, bit for bit.
     */
    public static List<Score> ofAll(double[][] values, Bootstrap bootstrap) {
      var scores = new java.util.ArrayList<Score>(values.length);
      List<Bootstrap.Interval> intervals = bootstrap.meanIntervals(values);
      for (int r = 0; r < values.length; r++) {
        double[] row = values[r];
        if (row.length == 0) {
          throw new IllegalArgumentException("a score needs at least one item, found none");
        }
        double sum = 0;
        for (double v : row) {
          sum += v;
        }
        scores.add(new Score(row.length, sum / row.length, intervals.get(r)));
      }
      return scores;
    }
  }

  /** One metric's score over all the items of its kind. */
  public record MetricScore(String metric, String kind, Score score) {}

  /** One metric's scores per value of one field; values in {@link Evaluator}'s order. */
  public record Breakdown(String field, String metric, List<Cell> cells) {
    public Breakdown {
      cells = List.copyOf(cells);
    }
  }

  /** The score of the items that have {@code value} for a breakdown's field. */
  public record Cell(String value, Score score) {}

  /**
   * How the predictions covered the dataset's scored items.
   *
   * @param predictions the number of predictions given
   * @param missing scored items without a prediction (scored 0 when lenient)
   * @param missingIds the first ten of them, in dataset order
   * @param unknown predictions whose id is not an item of the dataset (ignored when lenient)
   * @param unknownIds the first ten of them, in the predictions' order
   * @param lenient whether missing and unknown ids were tolerated
   */
  public record Coverage(int predictions, int missing, List<String> missingIds, int unknown, List<String> unknownIds, boolean lenient) {
    public Coverage {
      missingIds = List.copyOf(missingIds);
      unknownIds = List.copyOf(unknownIds);
    }
  }
}
