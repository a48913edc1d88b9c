package org.qakit.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The progress line of a download: bytes, share, rate and time left, in units a person reads. */
class TransferProgressTest {
  @Test
  void aLineSaysBytesShareRateAndTimeLeft() {
    assertThat(TransferProgress.line(1_000_000, 12_300_000, 45_600_000, 1.0)).isEqualTo("12.3 MB of 45.6 MB (27%), 1.00 MB/s, 0:33 left");
    assertThat(TransferProgress.line(500, 500, -1, 2.0)).as("no total: no share, no time left").isEqualTo("500 B, 250 B/s");
    // a resumed download: the rate counts only the bytes of this run
    assertThat(TransferProgress.line(2_000_000, 902_000_000, 1_002_000_000, 4.0)).isEqualTo("902 MB of 1.00 GB (90%), 500 kB/s, 3:20 left");
    assertThat(TransferProgress.line(0, 0, 100, 0)).isEqualTo("0 B of 100 B (0%), 0 B/s");
  }

  @Test
  void bytesAndDurationsReadNaturally() {
    assertThat(TransferProgress.bytes(999)).isEqualTo("999 B");
    assertThat(TransferProgress.bytes(577_103)).isEqualTo("577 kB");
    assertThat(TransferProgress.bytes(3_906_186)).isEqualTo("3.91 MB");
    assertThat(TransferProgress.bytes(43_000_000_000L)).isEqualTo("43.0 GB");
    assertThat(TransferProgress.duration(27)).isEqualTo("0:27");
    assertThat(TransferProgress.duration(725)).isEqualTo("12:05");
    assertThat(TransferProgress.duration(3723)).isEqualTo("1:02:03");
  }
}
