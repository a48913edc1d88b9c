package org.qakit.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class ThinkTimesTest {
  @Test
  void fiftyClientsSeededByIndexStartSpreadOverTheMeanPause() {
    long[] first = IntStream.range(0, 50).mapToLong(i -> new ThinkTimes(1000, i).next()).toArray();
    // java.util.Random seeded 0..49 drew 730-731 ms for every client: one burst of 50 requests
    assertThat(LongStream.of(first).min().getAsLong()).isLessThan(150);
    assertThat(LongStream.of(first).max().getAsLong()).isGreaterThan(850);
    assertThat(LongStream.of(first).distinct().count()).isGreaterThan(45);
    double mean = LongStream.of(first).average().orElseThrow();
    double sd = Math.sqrt(LongStream.of(first).mapToDouble(x -> (x - mean) * (x - mean)).sum() / first.length);
    assertThat(sd).isGreaterThan(200); // uniform on [0, 1000): 289
  }

  @Test
  void laterPausesLieInHalfToThreeHalvesOfTheMeanAndAverageIt() {
    var t = new ThinkTimes(1000, 7);
    t.next();
    long[] later = IntStream.range(0, 10_000).mapToLong(i -> t.next()).toArray();
    assertThat(LongStream.of(later).min().getAsLong()).isGreaterThanOrEqualTo(500);
    assertThat(LongStream.of(later).max().getAsLong()).isLessThan(1500);
    assertThat(LongStream.of(later).average().orElseThrow()).isBetween(980.0, 1020.0);
  }

  @Test
  void aClientsPausesRepeatAndZeroMeansNoPause() {
    var a = new ThinkTimes(400, 3);
    var b = new ThinkTimes(400, 3);
    for (int i = 0; i < 20; i++) {
      assertThat(a.next()).isEqualTo(b.next());
    }
    var none = new ThinkTimes(0, 3);
    assertThat(none.next()).isZero();
    assertThat(none.next()).isZero();
    assertThatThrownBy(() -> new ThinkTimes(-1, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must not be negative");
  }
}
