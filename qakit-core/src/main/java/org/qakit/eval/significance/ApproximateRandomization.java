package org.qakit.eval.significance;

import java.util.SplittableRandom;

/**
 * Approximate randomization test of two systems' paired per-item scores (Noreen 1989, "Computer
 * Intensive Methods for Testing Hypotheses", ch. 2; Riezler and Maxwell 2005, "On some pitfalls in
 * automatic evaluation and significance testing for MT"), two-sided.
 *
 * <p>Under the null hypothesis that A and B are interchangeable, each item's pair of values
 * (a<sub>i</sub>, b<sub>i</sub>) was as likely to come out as (b<sub>i</sub>, a<sub>i</sub>).
 * Procedure, with d<sub>i</sub> = a<sub>i</sub> − b<sub>i</sub> and the observed difference
 * δ = mean(a) − mean(b) = (1/n) Σ d<sub>i</sub>:
 *
 * <ol>
 *   <li>R rounds: for each item independently, swap a<sub>i</sub> and b<sub>i</sub> with
 *       probability 1/2 (that is, flip the sign of d<sub>i</sub>), drawing from one
 *       {@link SplittableRandom} seeded once per test, and take δ<sub>r</sub> = (1/n) Σ
 *       s<sub>i</sub> d<sub>i</sub>, s<sub>i</sub> ∈ {+1, −1};
 *   <li>count c = #{r : |δ<sub>r</sub>| ≥ |δ|};
 *   <li><pre>p = (c + 1) / (R + 1)</pre>
 * </ol>
 *
 * <p>The +1s count the observed assignment as one of the rounds (Noreen 1989), so p is never 0
 * (the smallest is 1/(R + 1)) and the test does not reject too often for any R. As R grows, p
 * tends to the exact randomization p-value: the share of all 2<sup>n</sup> sign assignments with
 * |Σ s<sub>i</sub> d<sub>i</sub>| ≥ |Σ d<sub>i</sub>|.
 *
 * <p>Edge cases: every d<sub>i</sub> = 0 gives δ = 0 and p = 1 (every round ties the observed
 * difference); so does δ = 0 with some d<sub>i</sub> ≠ 0. Sums are compared with a slack of
 * 10⁻⁹·Σ|d<sub>i</sub>|, so a round equal to the observed difference in exact arithmetic is not
 * lost to floating-point rounding. Different lengths, no items, or a value that is not finite are
 * refused.
 */
public final class ApproximateRandomization {
  /** The default number of rounds of {@code qakit compare}. */
  public static final int DEFAULT_ROUNDS = 10_000;

  private final int rounds;
  private final long seed;

  /**
   * @param rounds rounds R, at least 10
   * @param seed the seed of the swaps
   */
  public ApproximateRandomization(int rounds, long seed) {
    if (rounds < 10) {
      throw new IllegalArgumentException("approximate randomization needs at least 10 rounds, found " + rounds);
    }
    this.rounds = rounds;
    this.seed = seed;
  }

  /**
   * The outcome of one test.
   *
   * @param delta the observed difference δ = mean(A) − mean(B)
   * @param p the two-sided p-value (c + 1) / (R + 1)
   * @param rounds rounds R
   * @param seed the seed
   */
  public record Result(double delta, double p, int rounds, long seed) {}

  /**
   * Tests A against B on aligned per-item values.
   *
   * @throws IllegalArgumentException when the lengths differ, there are no items, or a value is not finite
   */
  public Result test(double[] a, double[] b) {
    double[] d = PairedValues.differences(a, b);
    double observed = Math.abs(PairedValues.sum(d));
    double threshold = observed - PairedValues.slack(d);
    var random = new SplittableRandom(seed);
    int count = 0;
    for (int r = 0; r < rounds; r++) {
      double sum = 0;
      long bits = 0;
      for (int i = 0; i < d.length; i++) {
        if ((i & 63) == 0) {
          bits = random.nextLong();
        }
        sum += d[i] * (1 - 2 * (int) ((bits >>> (i & 63)) & 1)); // bit 0 keeps d_i, bit 1 swaps: −d_i
      }
      if (Math.abs(sum) >= threshold) {
        count++;
      }
    }
    return new Result(PairedValues.sum(d) / d.length, (count + 1.0) / (rounds + 1.0), rounds, seed);
  }

  public int rounds() {
    return rounds;
  }

  public long seed() {
    return seed;
  }
}
