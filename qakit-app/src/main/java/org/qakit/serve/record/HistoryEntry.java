package org.qakit.serve.record;

import java.time.Instant;

/** One saved version of a record: the body as it was saved, by whom and when. */
public record HistoryEntry(int version, RecordBody body, String changedBy, Instant changedAt) {}
