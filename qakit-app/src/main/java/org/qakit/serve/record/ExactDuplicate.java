package org.qakit.serve.record;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * A save held because the project already has a record whose question has exactly the same content
 * words (similarity 1.00) and the form did not confirm saving a copy. The check runs in the save's
 * own transaction after the project's row is locked ({@link RecordKeys#lockNumbers}), so two
 * annotators saving the same question at once cannot both pass it: the second sees the first.
 */
public final class ExactDuplicate extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient List<NearDuplicates.Match> copies;

  /** Whether a save checks for exact duplicates ({@code HOLD}) or was confirmed, or is an import ({@code ALLOW}). */
  public enum Rule { HOLD, ALLOW }

  ExactDuplicate(List<NearDuplicates.Match> copies) {
    super(null, null, false, false);
    this.copies = List.copyOf(copies);
  }

  /** The records whose question is the same, most similar first. */
  public List<NearDuplicates.Match> copies() {
    return copies;
  }

  /** Throws when {@code rule} holds and project {@code projectId} has another record than {@code recordId} (0: none yet) with {@code question}'s content words. */
  static void check(Connection c, Rule rule, long projectId, long recordId, String question) throws SQLException {
    if (rule == Rule.ALLOW) {
      return;
    }
    List<NearDuplicates.Match> same = NearDuplicateIndex.find(c, projectId, recordId, question).stream().filter(m -> m.similarity() >= 1.0).toList();
    if (!same.isEmpty()) {
      throw new ExactDuplicate(same);
    }
  }
}
