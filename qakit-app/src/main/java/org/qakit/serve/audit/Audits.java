package org.qakit.serve.audit;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qakit.serve.auth.Account;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.InputLimits;
import org.qakit.serve.store.Sql;

/** Audits in the database: one rating per auditor and record (a new rating replaces the auditor's last). */
public final class Audits {
  private final Database db;

  public Audits(Database db) {
    this.db = db;
  }

  /** Stores {@code by}'s rating of a record. */
  public void rate(long recordId, Account by, int sufficiency, int fairness, int objectiveness, String comment) {
    String tooLong = InputLimits.tooLong("the comment", comment, InputLimits.COMMENT);
    if (tooLong != null) {
      throw new IllegalArgumentException(tooLong + ": shorten it");
    }
    Audit a = new Audit(recordId, by.username(), sufficiency, fairness, objectiveness, comment, Instant.now());
    db.transaction(c -> {
      Sql.update(c, "DELETE FROM audits WHERE record_id = ? AND auditor_id = ?", recordId, by.id());
      return Sql.update(c, "INSERT INTO audits(record_id, auditor_id, sufficiency, fairness, objectiveness, comment, rated_at)"
          + " VALUES (?, ?, ?, ?, ?, ?, ?)", recordId, by.id(), a.sufficiency(), a.fairness(), a.objectiveness(), a.comment(), a.ratedAt());
    });
  }

  /** Stores rating {@code a} of record {@code recordId} by account {@code auditorId} as it was given (its time included), in the caller's transaction. */
  public static void restore(Connection c, long recordId, long auditorId, Audit a) throws SQLException {
    Sql.update(c, "INSERT INTO audits(record_id, auditor_id, sufficiency, fairness, objectiveness, comment, rated_at)"
        + " VALUES (?, ?, ?, ?, ?, ?, ?)", recordId, auditorId, a.sufficiency(), a.fairness(), a.objectiveness(), a.comment(), a.ratedAt());
  }

  /** The ratings of a record, by auditor name. */
  public List<Audit> of(long recordId) {
    return db.transaction(c -> Sql.list(c, "SELECT a.record_id, u.username, a.sufficiency, a.fairness, a.objectiveness, a.comment, a.rated_at"
        + " FROM audits a JOIN accounts u ON u.id = a.auditor_id WHERE a.record_id = ? ORDER BY u.username", rs -> new Audit(rs.getLong(1),
        rs.getString(2), rs.getInt(3), rs.getInt(4), rs.getInt(5), rs.getString(6), rs.getTimestamp(7).toInstant()), recordId));
  }

  /** Every rating of a project's records, by record id. */
  public Map<Long, List<Audit>> ofProject(long projectId) {
    List<Audit> all = db.transaction(c -> Sql.list(c, "SELECT a.record_id, u.username, a.sufficiency, a.fairness, a.objectiveness, a.comment,"
        + " a.rated_at FROM audits a JOIN accounts u ON u.id = a.auditor_id JOIN records r ON r.id = a.record_id WHERE r.project_id = ?",
        rs -> new Audit(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getInt(4), rs.getInt(5), rs.getString(6),
            rs.getTimestamp(7).toInstant()), projectId));
    var byRecord = new HashMap<Long, List<Audit>>();
    for (Audit a : all) {
      byRecord.computeIfAbsent(a.recordId(), k -> new java.util.ArrayList<>()).add(a);
    }
    return byRecord;
  }

  /** The ids of a project's records that a rating excludes. */
  public Set<Long> excluded(long projectId) {
    return excluded(ofProject(projectId));
  }

  /** The ids of the records that a rating among {@code byRecord} excludes. */
  public static Set<Long> excluded(Map<Long, List<Audit>> byRecord) {
    var out = new HashSet<Long>();
    byRecord.forEach((id, audits) -> {
      if (audits.stream().anyMatch(Audit::excludes)) {
        out.add(id);
      }
    });
    return out;
  }

  /** A project's audits as its overview shows them: the ids of the records a rating excludes, and progress and agreement. */
  public record Counted(Set<Long> excluded, AuditSummary summary) {}

  /**
   * {@link #excluded(Map)} and {@link #summary(Map, int)} of a project of {@code records} records,
   * from per-record counts the database makes (ratings, and ratings under {@link Audit#KEEP_FROM} on
   * any scale): one row per audited record, without the comments, names and dates
   * {@link #ofProject} reads; and the records per creator (an index-only scan of
   * {@code records_by_creator}), for the passed, failed and waiting records of each annotator and
   * the excluded records of each question type.
   */
  public static Counted counted(Connection c, long projectId, int records) throws SQLException {
    String under = " < " + Audit.KEEP_FROM;
    var excluded = new HashSet<Long>();
    var excludedByType = new HashMap<String, Integer>();
    var passedBy = new HashMap<Long, Integer>();
    var failedBy = new HashMap<Long, Integer>();
    int[] audited = new int[1];
    int[] multiple = new int[1];
    int[] agreeing = new int[1];
    Sql.list(c, "SELECT a.record_id, r.question_type, r.created_by, COUNT(*), SUM(CASE WHEN a.sufficiency" + under + " OR a.fairness" + under
        + " OR a.objectiveness" + under + " THEN 1 ELSE 0 END) FROM audits a JOIN records r ON r.id = a.record_id WHERE r.project_id = ?"
        + " GROUP BY a.record_id, r.question_type, r.created_by", rs -> {
          long ratings = rs.getLong(4);
          long excluding = rs.getLong(5);
          long creator = rs.getLong(3);
          audited[0]++;
          if (excluding > 0) {
            excluded.add(rs.getLong(1));
            excludedByType.merge(rs.getString(2), 1, Integer::sum);
            failedBy.merge(creator, 1, Integer::sum);
          } else {
            passedBy.merge(creator, 1, Integer::sum);
          }
          if (ratings >= 2) {
            multiple[0]++;
            if (excluding == 0 || excluding == ratings) {
              agreeing[0]++;
            }
          }
          return null;
        }, projectId);
    var annotators = new ArrayList<AnnotatorProgress>();
    Sql.list(c, "SELECT r.created_by, u.username, COUNT(*) FROM records r LEFT JOIN accounts u ON u.id = r.created_by WHERE r.project_id = ?"
        + " GROUP BY r.created_by, u.username ORDER BY u.username", rs -> {
          long creator = rs.getLong(1);
          String name = rs.getString(2) == null ? "(no account)" : rs.getString(2);
          return annotators.add(new AnnotatorProgress(name, rs.getInt(3), passedBy.getOrDefault(creator, 0), failedBy.getOrDefault(creator, 0)));
        }, projectId);
    return new Counted(excluded, new AuditSummary(records, audited[0], excluded.size(), multiple[0], agreeing[0], annotators, excludedByType));
  }

  /** Progress and agreement over a project of {@code records} records. */
  public AuditSummary summary(long projectId, int records) {
    return summary(ofProject(projectId), records);
  }

  /** Progress and agreement from a project's ratings by record ({@link #ofProject}). */
  public static AuditSummary summary(Map<Long, List<Audit>> byRecord, int records) {
    int excluded = 0;
    int multiple = 0;
    int agreeing = 0;
    for (List<Audit> audits : byRecord.values()) {
      long excluding = audits.stream().filter(Audit::excludes).count();
      if (excluding > 0) {
        excluded++;
      }
      if (audits.size() >= 2) {
        multiple++;
        if (excluding == 0 || excluding == audits.size()) {
          agreeing++;
        }
      }
    }
    return new AuditSummary(records, byRecord.size(), excluded, multiple, agreeing);
  }
}
