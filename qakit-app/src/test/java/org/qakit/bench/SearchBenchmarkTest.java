package org.qakit.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SearchBenchmarkTest {
  @Test
  void percentilesAreNearestRank() {
    long[] sorted = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20};
    // n = 20: p50 = the ceil(10)-th = 10; p95 = the ceil(19)-th = 19
    assertThat(SearchBenchmark.rank(sorted, 0.50)).isEqualTo(10);
    assertThat(SearchBenchmark.rank(sorted, 0.95)).isEqualTo(19);
    // n = 3: p50 = the ceil(1.5)-th = 2nd; p95 = the ceil(2.85)-th = 3rd
    assertThat(SearchBenchmark.rank(new long[] {5, 7, 9}, 0.50)).isEqualTo(7);
    assertThat(SearchBenchmark.rank(new long[] {5, 7, 9}, 0.95)).isEqualTo(9);
    assertThat(SearchBenchmark.rank(new long[] {4}, 0.0)).isEqualTo(4); // rank 0 reads as the first
  }
}
