package org.qakit.serve.record;

import java.time.Instant;

/**
 * A record as stored: its id, project, version (1 on creation, +1 on every save), body, how many
 * error findings its last save had, and who saved it last, when.
 */
public record StoredRecord(long id, long projectId, int version, RecordBody body, int errors, String updatedBy, Instant updatedAt) {}
