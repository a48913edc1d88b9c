package org.qakit.eval.significance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ApproximateRandomizationTest {
  @Test
  void identicalSystemsHavePOne() {
    double[] a = {1, 0, 0.5, 0.25};
    var r = new ApproximateRandomization(1000, 42).test(a, a.clone());
    // every d_i = 0: every |δ_r| = 0 ≥ |δ| = 0, c = 1000, p = 1001/1001
    assertThat(r.delta()).isZero();
    assertThat(r.p()).isEqualTo(1.0);
  }

  @Test
  void aAlwaysBetterByOneOnFortyItemsHasTheSmallestP() {
    double[] a = new double[40];
    double[] b = new double[40];
    java.util.Arrays.fill(a, 2);
    java.util.Arrays.fill(b, 1);
    // |δ_r| ≥ 1 only when all 40 signs agree: probability 2/2^40, so c = 0 and p = 1/(10000 + 1)
    var r = new ApproximateRandomization(10_000, 42).test(a, b);
    assertThat(r.delta()).isEqualTo(1.0);
    assertThat(r.p()).isEqualTo(1.0 / 10_001);
  }

  @Test
  void fiveItemsMatchTheHandEnumeratedExactP() {
    // d = (1, 1, 1, 1, −1), Σd = 3. With k of the four 1s kept positive and the −1 signed ±1:
    // k=0: −4±1 → |S| 5, 3 (2 patterns); k=1: −2±1 → 3 (1 × C(4,1) = 4); k=2: 0±1 → none;
    // k=3: 2±1 → 3 (4); k=4: 4±1 → 5, 3 (2). 12 of 32 patterns: exact p = 0.375.
    double[] a = {1, 1, 1, 1, 0};
    double[] b = {0, 0, 0, 0, 1};
    assertThat(exactP(a, b)).isEqualTo(0.375);
    var r = new ApproximateRandomization(100_000, 7).test(a, b);
    assertThat(r.p()).isCloseTo(0.375, within(0.006)); // standard error sqrt(.375·.625/1e5) = 0.0015
  }

  @Test
  void tenItemsWithMrrLikeValuesMatchTheEnumeratedExactP() {
    // reciprocal ranks, some equal, so |Σ s d| ties |Σ d| in exact arithmetic for several patterns
    double[] a = {1, 0.5, 1.0 / 3, 1, 0, 0.25, 1, 0.5, 0.2, 1};
    double[] b = {0.5, 0.5, 1, 1.0 / 3, 0, 1, 0.5, 0.25, 0.2, 0.5};
    double exact = exactP(a, b);
    var r = new ApproximateRandomization(200_000, 11).test(a, b);
    assertThat(exact).isBetween(0.05, 0.95); // a case where the tails, not the extremes, are tested
    assertThat(r.p()).isCloseTo(exact, within(0.005)); // standard error ≤ sqrt(.25/2e5) = 0.0011
  }

  @Test
  void sameSeedSameResultAndSwappingSystemsGivesTheSameP() {
    double[] a = {1, 0, 1, 1, 0, 0.5, 0.33, 1, 0, 1};
    double[] b = {0, 0, 1, 0.5, 1, 0.5, 1, 0, 0, 0.25};
    var first = new ApproximateRandomization(500, 9).test(a, b);
    assertThat(new ApproximateRandomization(500, 9).test(a, b)).isEqualTo(first);
    assertThat(new ApproximateRandomization(500, 9).test(b, a).p()).isEqualTo(first.p());
    assertThat(new ApproximateRandomization(500, 9).test(b, a).delta()).isEqualTo(-first.delta());
  }

  @Test
  void refusesMisalignedValuesAndTooFewRounds() {
    assertThatThrownBy(() -> new ApproximateRandomization(100, 1).test(new double[] {1}, new double[] {1, 0}))
        .hasMessage("paired values must be aligned item by item: expected as many values for B as for A (1), found 2");
    assertThatThrownBy(() -> new ApproximateRandomization(9, 1)).hasMessage("approximate randomization needs at least 10 rounds, found 9");
  }

  /** The exact randomization p: the share of all 2^n sign patterns with |Σ s d| ≥ |Σ d|. */
  static double exactP(double[] a, double[] b) {
    int n = a.length;
    double observed = 0;
    double slack = 0;
    for (int i = 0; i < n; i++) {
      observed += a[i] - b[i];
      slack += Math.abs(a[i] - b[i]);
    }
    int count = 0;
    for (int mask = 0; mask < 1 << n; mask++) {
      double s = 0;
      for (int i = 0; i < n; i++) {
        s += (mask >> i & 1) == 0 ? a[i] - b[i] : b[i] - a[i];
      }
      if (Math.abs(s) >= Math.abs(observed) - 1e-9 * slack) {
        count++;
      }
    }
    return (double) count / (1 << n);
  }
}
