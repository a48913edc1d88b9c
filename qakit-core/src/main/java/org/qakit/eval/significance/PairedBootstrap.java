package org.qakit.eval.significance;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.qakit.eval.Bootstrap;

/**
 * Paired bootstrap test of the difference between two systems' mean per-item scores on the same
 * items (Koehn 2004, "Statistical significance tests for machine translation evaluation";
 * Berg-Kirkpatrick, Burkett and Klein 2012, "An empirical investigation of statistical
 * significance in NLP"), with a percentile confidence interval of the difference.
 *
 * <p>Procedure, for per-item values a<sub>i</sub>, b<sub>i</sub> of systems A and B on n items and
 * d<sub>i</sub> = a<sub>i</sub> − b<sub>i</sub>:
 *
 * <ol>
 *   <li>observed difference δ = mean(a) − mean(b) = (1/n) Σ d<sub>i</sub>;
 *   <li>B times: draw n item indices uniformly with replacement ({@link Bootstrap#resample}; one
 *       {@link SplittableRandom} seeded once per test), the same indices for both systems (that is
 *       what makes it paired), and take δ*<sub>b</sub> = mean(a*) − mean(b*) = (1/n) Σ d<sub>i<sub>j</sub></sub>;
 *   <li>95% interval of δ: the 2.5th and 97.5th percentiles of δ*<sub>1..B</sub>
 *       ({@link Bootstrap#percentile}, linear interpolation, type 7);
 *   <li>two-sided p-value:
 *       <pre>p = (1 + #{b : |δ*_b − δ| ≥ |δ|}) / (B + 1)</pre>
 * </ol>
 *
 * <p>Why this p: the bootstrap distribution of δ* is centred on δ; shifted by −δ it estimates how
 * the observed difference would vary if the systems' expected scores were equal (the shift method,
 * Efron and Tibshirani 1993, §16.4). Berg-Kirkpatrick et al.'s one-sided test counts δ*<sub>b</sub>
 * &gt; 2δ, i.e. δ*<sub>b</sub> − δ &gt; δ, one tail of that shifted distribution; counting both
 * tails answers "do A and B differ?" without choosing a direction after seeing the data, and is
 * the same question {@link ApproximateRandomization} answers, so the two p-values can be read side
 * by side. Koehn's share of resamples with δ* ≤ 0 and Berg-Kirkpatrick's share with δ* &gt; 2δ are
 * the same one-sided value when the bootstrap distribution is symmetric about δ; the two-sided p
 * here is about twice either. The +1 in numerator and denominator counts the observed sample
 * itself (Davison and Hinkley 1997, §4.2), so p is never 0: the smallest p is 1/(B + 1).
 *
 * <p>Edge cases: every d<sub>i</sub> = 0 (identical per-item values) gives δ = 0, interval [0, 0]
 * and p = 1; δ = 0 with some d<sub>i</sub> ≠ 0 also gives p = 1 (every |δ*−δ| ≥ 0). Sums are
 * compared with a slack of 10⁻⁹·Σ|d<sub>i</sub>|, so a resample equal to the boundary in exact
 * arithmetic is not lost to floating-point rounding. Different lengths, no items, or a value that
 * is not finite are refused.
 */
public final class PairedBootstrap {
  /** The default number of resamples of {@code qakit compare}. */
  public static final int DEFAULT_SAMPLES = 10_000;
  /** The confidence level of the interval. */
  public static final double LEVEL = 0.95;

  private final Bootstrap bootstrap;

  /**
   * @param samples resamples B, at least 10
   * @param seed the seed of the resampling
   */
  public PairedBootstrap(int samples, long seed) {
    this.bootstrap = new Bootstrap(samples, seed);
  }

  /**
   * The outcome of one test.
   *
   * @param delta the observed difference δ = mean(A) − mean(B)
   * @param interval the 95% percentile interval of δ
   * @param p the two-sided p-value defined above
   * @param samples resamples B
   * @param seed the seed
   */
  public record Result(double delta, Bootstrap.Interval interval, double p, int samples, long seed) {}

  /**
   * Tests A against B on aligned per-item values.
   *
   * @throws IllegalArgumentException when the lengths differ, there are no items, or a value is not finite
   */
  public Result test(double[] a, double[] b) {
    double[] d = PairedValues.differences(a, b);
    int n = d.length;
    int samples = bootstrap.samples();
    double observed = PairedValues.sum(d);
    double slack = PairedValues.slack(d);
    var random = new SplittableRandom(bootstrap.seed());
    double[] deltas = new double[samples];
    int extreme = 0;
    for (int s = 0; s < samples; s++) {
      double sum = 0;
      for (int i : Bootstrap.resample(n, random)) {
        sum += d[i];
      }
      if (Math.abs(sum - observed) >= Math.abs(observed) - slack) {
        extreme++;
      }
      deltas[s] = sum / n;
    }
    Arrays.sort(deltas);
    double alpha = (1 - LEVEL) / 2;
    var interval = new Bootstrap.Interval(Bootstrap.percentile(deltas, alpha), Bootstrap.percentile(deltas, 1 - alpha), LEVEL);
    return new Result(observed / n, interval, (extreme + 1.0) / (samples + 1.0), samples, bootstrap.seed());
  }

  public int samples() {
    return bootstrap.samples();
  }

  public long seed() {
    return bootstrap.seed();
  }
}
