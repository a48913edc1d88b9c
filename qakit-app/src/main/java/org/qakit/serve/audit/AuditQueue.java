package org.qakit.serve.audit;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.qakit.serve.ab.AbTests;
import org.qakit.serve.auth.Account;
import org.qakit.serve.project.Project;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * An auditor's queue: in each project assigned to them (every project for an admin), the records
 * they have not rated yet, oldest first (by id). A record whose last save had errors waits for its
 * fix and is not in the queue; it enters once a save passes the checks. The queue reads
 * {@code record_summaries} and the audits' keys only, never a record's body.
 */
public final class AuditQueue {
  private static final String WAITING = " FROM record_summaries r WHERE r.project_id = ? AND r.errors = 0"
      + " AND NOT EXISTS (SELECT 1 FROM audits a WHERE a.record_id = r.record_id AND a.auditor_id = ?)";
  private final Database db;

  public AuditQueue(Database db) {
    this.db = db;
  }

  /** One project of the queue: the records left for this auditor, the records still needing a fix, and the A/B pairs left. */
  public record Entry(Project project, int left, int needFix, int pairsLeft) {}

  /** The next record of project {@code projectId} that {@code auditor} has not rated, oldest first. */
  public Optional<Long> next(long projectId, Account auditor) {
    return db.read(c -> Sql.one(c, "SELECT r.record_id" + WAITING + " ORDER BY r.record_id FETCH FIRST 1 ROWS ONLY",
        rs -> rs.getLong(1), projectId, auditor.id()));
  }

  /** The queue of every project {@code auditor} may see, by project id. */
  public List<Entry> of(Account auditor, List<Project> projects) {
    return db.read(c -> {
      var out = new ArrayList<Entry>();
      for (Project p : projects) {
        out.add(entry(c, p, auditor));
      }
      return out;
    });
  }

  /** The queue of one project. */
  public Entry of(Account auditor, Project p) {
    return db.read(c -> entry(c, p, auditor));
  }

  private static Entry entry(Connection c, Project p, Account auditor) throws SQLException {
    int left = Sql.one(c, "SELECT COUNT(*)" + WAITING, rs -> rs.getInt(1), p.id(), auditor.id()).orElse(0);
    int needFix = Sql.one(c, "SELECT COUNT(*) FROM record_summaries WHERE project_id = ? AND errors > 0", rs -> rs.getInt(1), p.id())
        .orElse(0);
    return new Entry(p, left, needFix, AbTests.left(c, p.id(), auditor.id()));
  }
}
