package org.qakit.eval.significance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.qakit.eval.Bootstrap;

class PairedBootstrapTest {
  @Test
  void identicalSystemsHaveNoDifferenceAndPOne() {
    double[] a = {1, 0, 0.5, 0.25, 1};
    var r = new PairedBootstrap(1000, 42).test(a, a.clone());
    // every d_i = 0: every δ* = 0 = δ, |0 − 0| ≥ |0| counts all 1000: p = 1001/1001
    assertThat(r.delta()).isZero();
    assertThat(r.interval()).isEqualTo(new Bootstrap.Interval(0, 0, 0.95));
    assertThat(r.p()).isEqualTo(1.0);
  }

  @Test
  void aAlwaysBetterByOneHasTheSmallestPAndAnIntervalAtOne() {
    int n = 50;
    double[] a = new double[n];
    double[] b = new double[n];
    java.util.Arrays.fill(a, 1);
    // every d_i = 1: every δ* = 1 = δ, so |δ* − δ| = 0 < 1 never counts: p = (0 + 1) / (1000 + 1)
    var r = new PairedBootstrap(1000, 42).test(a, b);
    assertThat(r.delta()).isEqualTo(1.0);
    assertThat(r.p()).isEqualTo(1.0 / 1001);
    assertThat(r.interval().low()).isEqualTo(1.0);
    assertThat(r.interval().high()).isEqualTo(1.0);
  }

  @Test
  void twoItemsGiveTheHandComputedPAndInterval() {
    // d = (1, 0), δ = 0.5. A resample of 2 indices is (0,0) with prob 1/4 (δ* = 1), mixed with
    // prob 1/2 (δ* = 0.5), (1,1) with prob 1/4 (δ* = 0). |δ* − 0.5| ≥ 0.5 for δ* ∈ {0, 1}: prob 1/2.
    // The 2.5th percentile of δ* is 0 and the 97.5th is 1.
    var r = new PairedBootstrap(100_000, 3).test(new double[] {1, 0}, new double[] {0, 0});
    assertThat(r.delta()).isEqualTo(0.5);
    assertThat(r.p()).isCloseTo(0.5, within(0.01)); // standard error sqrt(0.25/100000) = 0.0016
    assertThat(r.interval().low()).isZero();
    assertThat(r.interval().high()).isEqualTo(1.0);
  }

  @Test
  void aClearlyBetterSystemHasASmallPAndAnIntervalAboveZero() {
    // A right on 70 of 100 items, B on 40 of them (B's 40 among A's 70): δ = 0.3, wins 30, no losses
    double[] a = new double[100];
    double[] b = new double[100];
    for (int i = 0; i < 100; i++) {
      a[i] = i < 70 ? 1 : 0;
      b[i] = i < 40 ? 1 : 0;
    }
    var r = new PairedBootstrap(2000, 1).test(a, b);
    assertThat(r.delta()).isCloseTo(0.3, within(1e-12));
    assertThat(r.interval().low()).isGreaterThan(0);
    assertThat(r.interval().high()).isLessThan(0.45);
    assertThat(r.p()).isLessThan(0.01);
  }

  @Test
  void sameSeedSameResultAndSwappingSystemsMirrorsIt() {
    double[] a = {1, 0, 1, 1, 0, 0.5, 0.33, 1, 0, 1};
    double[] b = {0, 0, 1, 0.5, 1, 0.5, 1, 0, 0, 0.25};
    var first = new PairedBootstrap(500, 9).test(a, b);
    assertThat(new PairedBootstrap(500, 9).test(a, b)).isEqualTo(first);
    assertThat(new PairedBootstrap(500, 10).test(a, b)).isNotEqualTo(first);
    // B vs A: the same resamples with every d negated; δ, the interval and p mirror exactly
    var swapped = new PairedBootstrap(500, 9).test(b, a);
    assertThat(swapped.delta()).isEqualTo(-first.delta());
    assertThat(swapped.p()).isEqualTo(first.p());
    assertThat(swapped.interval().low()).isCloseTo(-first.interval().high(), within(1e-12));
  }

  @Test
  void refusesMisalignedEmptyAndNonFiniteValuesAndTooFewSamples() {
    var t = new PairedBootstrap(100, 1);
    assertThatThrownBy(() -> t.test(new double[3], new double[2]))
        .hasMessage("paired values must be aligned item by item: expected as many values for B as for A (3), found 2");
    assertThatThrownBy(() -> t.test(new double[0], new double[0])).hasMessage("a paired test needs at least one item, found none");
    assertThatThrownBy(() -> t.test(new double[] {0, Double.NaN}, new double[2]))
        .hasMessage("expected finite per-item values, found A=NaN, B=0.0 at item 1");
    assertThatThrownBy(() -> new PairedBootstrap(5, 1)).hasMessage("bootstrap needs at least 10 resamples, found 5");
  }
}
