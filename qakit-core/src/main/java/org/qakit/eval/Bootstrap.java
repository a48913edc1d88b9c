package org.qakit.eval;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Percentile bootstrap over items (Efron and Tibshirani 1993): resample the n per-item values
 * with replacement B times, take the mean of each resample, and report the 2.5th and 97.5th
 * percentiles of those means as the 95% confidence interval of the mean. Seeded: the same values,
 * samples and seed give the same interval. Resampling indices (not values) lets a paired test draw
 * the same items for two systems.
 */
public final class Bootstrap {
  /** The default number of resamples. */
  public static final int DEFAULT_SAMPLES = 1000;
  /** The default seed. */
  public static final long DEFAULT_SEED = 42;

  private final int samples;
  private final long seed;

  public Bootstrap(int samples, long seed) {
    if (samples < 10) {
      throw new IllegalArgumentException("bootstrap needs at least 10 resamples, found " + samples);
    }
    this.samples = samples;
    this.seed = seed;
  }

  public int samples() {
    return samples;
  }

  public long seed() {
    return seed;
  }

  /** A confidence interval [low, high] of a mean at the given level. */
  public record Interval(double low, double high, double level) {}

  /** The 95% percentile interval of the mean of {@code values}; [NaN, NaN] when there are none. */
  public Interval meanInterval(double[] values) {
    return meanInterval(values, 0.95);
  }

  /** The percentile interval of the mean of {@code values} at {@code level} (e.g. 0.95). */
  public Interval meanInterval(double[] values, double level) {
    if (!(level > 0 && level < 1)) {
      throw new IllegalArgumentException("confidence level must be in (0, 1), found " + level);
    }
    int n = values.length;
    if (n == 0) {
      return new Interval(Double.NaN, Double.NaN, level);
    }
    double[] means = new double[samples];
    var random = new SplittableRandom(seed);
    for (int b = 0; b < samples; b++) {
      double sum = 0;
      for (int i = 0; i < n; i++) {
        sum += values[random.nextInt(n)];
      }
      means[b] = sum / n;
    }
    Arrays.sort(means);
    double alpha = (1 - level) / 2;
    return new Interval(percentile(means, alpha), percentile(means, 1 - alpha), level);
  }

  /**
   * {@link #meanInterval(double[])} of each row of {@code values}, rows of one length: the same
   * intervals, bit for bit, from one pass. Every row's interval draws the same item indices (same
   * seed, same n), so each index is drawn once and read from every row; each row's resample
   * means add the same values in the same order as {@code meanInterval} does.
   */
  public List<Interval> meanIntervals(double[][] values) {
    int rows = values.length;
    if (rows == 0) {
      return List.of();
    }
    int n = values[0].length;
    for (double[] row : values) {
      if (row.length != n) {
        throw new IllegalArgumentException("expected rows of " + n + " values, found one of " + row.length);
      }
    }
    if (n == 0) {
      return java.util.Collections.nCopies(rows, new Interval(Double.NaN, Double.NaN, 0.95));
    }
    double[] byItem = new double[n * rows]; // item-major: one draw reads adjacent values
    for (int r = 0; r < rows; r++) {
      for (int i = 0; i < n; i++) {
        byItem[i * rows + r] = values[r][i];
      }
    }
    double[][] means = new double[rows][samples];
    double[] sums = new double[rows];
    var random = new SplittableRandom(seed);
    for (int b = 0; b < samples; b++) {
      Arrays.fill(sums, 0);
      for (int i = 0; i < n; i++) {
        int at = random.nextInt(n) * rows;
        for (int r = 0; r < rows; r++) {
          sums[r] += byItem[at + r];
        }
      }
      for (int r = 0; r < rows; r++) {
        means[r][b] = sums[r] / n;
      }
    }
    var intervals = new java.util.ArrayList<Interval>(rows);
    double alpha = (1 - 0.95) / 2;
    for (double[] m : means) {
      Arrays.sort(m);
      intervals.add(new Interval(percentile(m, alpha), percentile(m, 1 - alpha), 0.95));
    }
    return intervals;
  }

  /** One resample of n item indices drawn from {@code random}: what a paired test uses for both systems. */
  public static int[] resample(int n, SplittableRandom random) {
    int[] idx = new int[n];
    for (int i = 0; i < n; i++) {
      idx[i] = random.nextInt(n);
    }
    return idx;
  }

  /**
   * The {@code p}-quantile of ascending {@code sorted} values by linear interpolation between
   * closest ranks (type 7 of Hyndman and Fan 1996); the paired tests take their intervals from it.
   */
  public static double percentile(double[] sorted, double p) {
    double h = (sorted.length - 1) * p;
    int lo = (int) Math.floor(h);
    int hi = Math.min(lo + 1, sorted.length - 1);
    return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
  }
}
