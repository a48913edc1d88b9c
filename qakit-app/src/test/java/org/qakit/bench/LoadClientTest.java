package org.qakit.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LoadClientTest {
  @Test
  void percentilesAreNearestRank() {
    double[] ms = new double[100];
    for (int i = 0; i < 100; i++) {
      ms[i] = i + 1; // 1 .. 100 ms, sorted
    }
    var r = new LoadClient.Result("t", 2, 100, 0, 4.0, ms, 1.5, 3.0);
    // p50: value ceil(0.5 * 100) = 50th; p99: 99th; p100: the maximum
    assertThat(r.percentile(0.5)).isEqualTo(50.0);
    assertThat(r.percentile(0.99)).isEqualTo(99.0);
    assertThat(r.percentile(1.0)).isEqualTo(100.0);
    assertThat(r.perSecond()).isEqualTo(25.0); // 100 requests / 4 s
    assertThat(r.cpuMsPerRequest()).isEqualTo(15.0); // 1.5 CPU s * 1000 / 100 requests
    assertThat(new LoadClient.Result("t", 1, 0, 3, 1.0, new double[0], 0.1, 0.0).percentile(0.99)).isNaN();
    assertThat(new LoadClient.Result("t", 1, 0, 3, 1.0, new double[0], 0.1, 0.0).cpuMsPerRequest()).isNaN();
  }
}
