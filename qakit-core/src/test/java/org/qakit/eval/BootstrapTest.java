package org.qakit.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class BootstrapTest {
  @Test
  void intervalIsSeededAndCoversTheMean() {
    double[] values = new double[400];
    for (int i = 0; i < values.length; i++) {
      values[i] = i % 4 == 0 ? 1 : 0; // mean 0.25
    }
    var a = new Bootstrap(1000, 7).meanInterval(values);
    assertThat(new Bootstrap(1000, 7).meanInterval(values)).isEqualTo(a);
    assertThat(a.low()).isLessThan(0.25);
    assertThat(a.high()).isGreaterThan(0.25);
    // standard error sqrt(0.25*0.75/400) = 0.0217; the 95% interval is about ±1.96 of it
    assertThat(a.high() - a.low()).isCloseTo(2 * 1.96 * Math.sqrt(0.25 * 0.75 / 400), within(0.015));
  }

  @Test
  void constantValuesGiveADegenerateIntervalAndNoValuesNaN() {
    var b = new Bootstrap(100, 1);
    assertThat(b.meanInterval(new double[] {1, 1, 1})).isEqualTo(new Bootstrap.Interval(1, 1, 0.95));
    assertThat(b.meanInterval(new double[0]).low()).isNaN();
  }

  @Test
  void percentileInterpolatesBetweenRanks() {
    // sorted 0,1,2,3: p=0.5 -> h=1.5 -> 1.5; p=0.025 -> h=0.075 -> 0.075
    assertThat(Bootstrap.percentile(new double[] {0, 1, 2, 3}, 0.5)).isEqualTo(1.5);
    assertThat(Bootstrap.percentile(new double[] {0, 1, 2, 3}, 0.025)).isCloseTo(0.075, within(1e-12));
  }

  @Test
  void rejectsTooFewSamplesAndBadLevels() {
    assertThatThrownBy(() -> new Bootstrap(5, 1)).hasMessage("bootstrap needs at least 10 resamples, found 5");
    assertThatThrownBy(() -> new Bootstrap(100, 1).meanInterval(new double[] {1}, 1.5))
        .hasMessage("confidence level must be in (0, 1), found 1.5");
  }
}
