package org.qakit.serve.record;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** One saved version of a record: the body as it was saved, by whom and when. */
public record HistoryEntry(int version, RecordBody body, String changedBy, Instant changedAt) {
  private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);

  /** When, as the history table shows it: {@code 2026-11-22 05:58:30 UTC}. */
  public String changedAtText() {
    return shown(changedAt);
  }

  /** {@code at} as the history table shows a time. */
  static String shown(Instant at) {
    return SHOWN.format(at);
  }
}
