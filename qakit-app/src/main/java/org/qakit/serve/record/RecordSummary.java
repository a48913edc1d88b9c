package org.qakit.serve.record;

import java.time.Instant;

/**
 * A line of a project's record list: what the overview shows, without the record's body; {@code
 * number} is the record's number within its project, the id people see ({@link RecordKeys}).
 */
public record RecordSummary(long id, String question, String questionType, int version, int errors, String updatedBy, Instant updatedAt,
    int number) {}
