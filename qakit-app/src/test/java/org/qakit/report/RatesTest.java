package org.qakit.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.qakit.bench.EncodeBenchmark;

/** A rate is a number only when its time was measurable; otherwise it prints as "-", never Infinity or NaN. */
class RatesTest {
  @Test
  void aTimeTooShortToMeasureGivesNoRate() {
    assertThat(Rates.perSecond(10, 0.0)).isNaN(); // the process CPU clock read no tick: was Infinity
    assertThat(Rates.perSecond(10, 0.01)).isNaN(); // one tick: ±100%
    assertThat(Rates.perSecond(10, Double.NaN)).isNaN();
    assertThat(Rates.perSecond(10, 0.1)).isEqualTo(100.0);
    assertThat(Rates.perSecond(0, 2.0)).isZero();
  }

  @Test
  void whatIsNotANumberPrintsAsADash() {
    assertThat(Rates.format("%.1f", Double.NaN)).isEqualTo("-");
    assertThat(Rates.format("%.1f", Double.POSITIVE_INFINITY)).isEqualTo("-");
    assertThat(Rates.format("%,.1f", 1234.56)).isEqualTo("1,234.6");
  }

  @Test
  void anEncodeRunOfNoMeasurableCpuTimeHasNoPerCpuSecondRate() {
    var run = new EncodeBenchmark.Run(1, 10, 0.004, 0.0, 0, Double.NaN);
    assertThat(run.perCpuSecond()).isNaN();
    assertThat(run.perSecond()).isNaN();
    assertThat(new EncodeBenchmark.Run(1, 10, 0.5, 0.25, 0, Double.NaN).perCpuSecond()).isEqualTo(40.0);
  }
}
