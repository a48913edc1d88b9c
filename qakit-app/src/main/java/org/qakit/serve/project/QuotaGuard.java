package org.qakit.serve.project;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import org.qakit.serve.audit.Audit;
import org.qakit.serve.store.Sql;

/**
 * The rule that refuses a save beyond an annotator's own quota: when account {@code creator} has
 * a quota of {@code target} records of question type {@code type} in the project
 * ({@code annotator_quotas}), and {@code made} records of that type created by it already exist
 * (not counting those an audit excluded, {@link org.qakit.serve.record.RecordState#countsTowardQuota}),
 * a new record of that type (or a record of theirs changed to that type) is refused when {@code
 * made >= target}. An account without a quota of that type is not limited here (the project's
 * own quotas only count). Runs inside the save's transaction and locks the quota row ({@code
 * SELECT … FOR UPDATE}, H2 and PostgreSQL), so two concurrent saves of one annotator cannot both
 * take the last place.
 */
public final class QuotaGuard {
  private QuotaGuard() {}

  /**
   * Throws {@link QuotaFull} when one more record of {@code type} created by {@code creator}
   * would exceed its quota.
   */
  public static void checkRoom(Connection c, long projectId, long creator, String type) throws SQLException {
    Optional<Integer> target = Sql.one(c, "SELECT target FROM annotator_quotas WHERE project_id = ? AND account_id = ?"
        + " AND question_type = ? FOR UPDATE", rs -> rs.getInt(1), projectId, creator, type);
    if (target.isEmpty()) {
      return;
    }
    int made = Sql.one(c, "SELECT COUNT(*) FROM records r WHERE r.project_id = ? AND r.created_by = ? AND r.question_type = ?"
        + " AND NOT " + Audit.excludesSql("r.id"), rs -> rs.getInt(1), projectId, creator, type).orElse(0);
    if (made >= target.get()) {
      String name = Sql.one(c, "SELECT username FROM accounts WHERE id = ?", rs -> rs.getString(1), creator).orElse("account " + creator);
      throw new QuotaFull(name, new QuotaLeft(type, target.get(), made));
    }
  }
}
