package org.qakit.serve.ab;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.qakit.serve.auth.Account;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * A project's A/B test in the database ({@code ab_pairs}, {@code ab_answers}, migration V10):
 * loading pairs, the next pair an auditor has not answered (oldest first) in the order stored for
 * them, their pick, and the result. A pair's order is drawn ({@link AbOrder}) and stored the first
 * time it is shown to an auditor, before the pick, so a reload shows the same order.
 */
public final class AbTests {
  private final Database db;

  public AbTests(Database db) {
    this.db = db;
  }

  /** A pair as one auditor sees it: in their stored order, with their progress. */
  public record Shown(AbPair pair, boolean realFirst, int answered, int pairs) {
    /** The text shown as question 1. */
    public String first() {
      return realFirst ? pair.real() : pair.written();
    }

    /** The text shown as question 2. */
    public String second() {
      return realFirst ? pair.written() : pair.real();
    }
  }

  /** What a load did: pairs added, and pairs of the file already loaded with the same texts. */
  public record Loaded(int added, int unchanged) {
    public String text() {
      return added + " pairs added" + (unchanged > 0 ? ", " + unchanged + " already loaded (same id and texts) left as they were" : "");
    }
  }

  /**
   * Adds the pairs of a file read by {@link AbPairsFile} to project {@code projectId}, all or none.
   * A pair whose id is loaded already with the same texts is left as it is (loading a file twice
   * changes nothing).
   *
   * @throws IllegalArgumentException {@code file:line: ...} for a pair whose id is loaded already with other texts
   */
  public Loaded load(long projectId, String fileName, List<AbPairsFile.Line> lines, Account by) {
    return db.transaction(c -> {
      int added = 0;
      int unchanged = 0;
      Instant now = Instant.now();
      for (AbPairsFile.Line l : lines) {
        Optional<AbPair> was = Sql.one(c, "SELECT id, pair_key, real_text, written_text FROM ab_pairs WHERE project_id = ? AND pair_key = ?",
            AbTests::pair, projectId, l.key());
        if (was.isPresent()) {
          if (!was.get().real().equals(l.real()) || !was.get().written().equals(l.written())) {
            throw new IllegalArgumentException(fileName + ":" + l.line() + ": pair '" + l.key() + "' is loaded already with other texts:"
                + " give the changed pair a new id");
          }
          unchanged++;
          continue;
        }
        Sql.insert(c, "INSERT INTO ab_pairs(project_id, pair_key, real_text, written_text, loaded_by, loaded_at) VALUES (?, ?, ?, ?, ?, ?)",
            projectId, l.key(), l.real(), l.written(), by.id(), now);
        added++;
      }
      return new Loaded(added, unchanged);
    });
  }

  /** The oldest pair of the project that {@code auditor} has not answered, in their order (stored now if it is shown for the first time). */
  public Optional<Shown> next(long projectId, Account auditor) {
    return db.transaction(c -> {
      int pairs = count(c, "SELECT COUNT(*) FROM ab_pairs WHERE project_id = ?", projectId);
      int answered = answered(c, projectId, auditor.id());
      Optional<AbPair> next = Sql.one(c, "SELECT p.id, p.pair_key, p.real_text, p.written_text FROM ab_pairs p WHERE p.project_id = ?"
          + " AND NOT EXISTS (SELECT 1 FROM ab_answers a WHERE a.pair_id = p.id AND a.auditor_id = ? AND a.picked_real IS NOT NULL)"
          + " ORDER BY p.id FETCH FIRST 1 ROWS ONLY", AbTests::pair, projectId, auditor.id());
      if (next.isEmpty()) {
        return Optional.<Shown>empty();
      }
      AbPair p = next.get();
      Sql.one(c, "SELECT id FROM ab_pairs WHERE id = ? FOR UPDATE", rs -> 1, p.id()); // two tabs at once store one order
      Optional<Boolean> stored = realFirst(c, p.id(), auditor.id());
      boolean realFirst = stored.orElseGet(() -> AbOrder.realFirst(auditor.id(), p.id()));
      if (stored.isEmpty()) {
        Sql.update(c, "INSERT INTO ab_answers(pair_id, auditor_id, real_first, shown_at) VALUES (?, ?, ?, ?)",
            p.id(), auditor.id(), realFirst, Instant.now());
      }
      return Optional.of(new Shown(p, realFirst, answered, pairs));
    });
  }

  /**
   * Records that {@code auditor} took question {@code shown} (1 or 2, as shown) of pair {@code
   * pairId} for the real one; a second answer to the same pair is ignored (a form sent twice).
   *
   * @return whether this answer was recorded
   * @throws IllegalArgumentException when the pair is not one of the project's shown to {@code auditor}, or {@code shown} is not 1 or 2
   */
  public boolean answer(long projectId, long pairId, Account auditor, int shown) {
    if (shown != 1 && shown != 2) {
      throw new IllegalArgumentException("pick question 1 or question 2");
    }
    return db.transaction(c -> {
      Optional<Boolean> realFirst = Sql.one(c, "SELECT a.real_first FROM ab_answers a JOIN ab_pairs p ON p.id = a.pair_id"
          + " WHERE a.pair_id = ? AND a.auditor_id = ? AND p.project_id = ?", rs -> rs.getBoolean(1), pairId, auditor.id(), projectId);
      if (realFirst.isEmpty()) {
        throw new IllegalArgumentException("pair " + pairId + " was not shown to you in this project");
      }
      boolean real = (shown == 1) == realFirst.get();
      return Sql.update(c, "UPDATE ab_answers SET picked_real = ?, answered_at = ? WHERE pair_id = ? AND auditor_id = ? AND picked_real IS NULL",
          real, Instant.now(), pairId, auditor.id()) == 1;
    });
  }

  /** The project's result over every auditor's answers. */
  public AbResult result(long projectId) {
    return db.read(c -> result(c, projectId));
  }

  /** As {@link #result(long)}, on {@code c}. */
  public static AbResult result(Connection c, long projectId) throws SQLException {
    return Sql.one(c, "SELECT (SELECT COUNT(*) FROM ab_pairs WHERE project_id = ?), COUNT(*),"
        + " COALESCE(SUM(CASE WHEN a.picked_real THEN 1 ELSE 0 END), 0) FROM ab_answers a JOIN ab_pairs p ON p.id = a.pair_id"
        + " WHERE p.project_id = ? AND a.picked_real IS NOT NULL", rs -> new AbResult(rs.getInt(1), rs.getInt(2), rs.getInt(3)),
        projectId, projectId).orElseThrow();
  }

  /** How many of the project's pairs {@code auditorId} has not answered yet. */
  public static int left(Connection c, long projectId, long auditorId) throws SQLException {
    return count(c, "SELECT COUNT(*) FROM ab_pairs WHERE project_id = ?", projectId) - answered(c, projectId, auditorId);
  }

  private static int answered(Connection c, long projectId, long auditorId) throws SQLException {
    return count(c, "SELECT COUNT(*) FROM ab_answers a JOIN ab_pairs p ON p.id = a.pair_id WHERE p.project_id = ? AND a.auditor_id = ?"
        + " AND a.picked_real IS NOT NULL", projectId, auditorId);
  }

  private static Optional<Boolean> realFirst(Connection c, long pairId, long auditorId) throws SQLException {
    return Sql.one(c, "SELECT real_first FROM ab_answers WHERE pair_id = ? AND auditor_id = ?", rs -> rs.getBoolean(1), pairId, auditorId);
  }

  private static int count(Connection c, String sql, Object... params) throws SQLException {
    return Sql.one(c, sql, rs -> rs.getInt(1), params).orElse(0);
  }

  private static AbPair pair(java.sql.ResultSet rs) throws SQLException {
    return new AbPair(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4));
  }
}
