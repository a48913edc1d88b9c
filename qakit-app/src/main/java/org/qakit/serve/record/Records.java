package org.qakit.serve.record;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qakit.serve.auth.Account;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.project.QuotaGuard;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * Records in the database. Every save is one transaction that writes the record and appends the
 * same body to {@code record_history}; an update names the version its form was opened at and is
 * refused with {@link VersionConflict} when the stored version differs ({@code UPDATE … WHERE
 * version = ?} changed no row), so two editors never overwrite each other silently. A body longer
 * than the columns hold is refused before any SQL runs ({@link RecordLimits}), and the diagram
 * images a saved body refers to are marked attached in the same transaction ({@link
 * DiagramImages#attach}).
 *
 * <p>The record list reads {@code record_summaries} (migration V8), a copy of each record's
 * columns without its body that every save writes in its transaction: H2 keeps a row whole, so
 * reading a page's 50 rows from {@code records} decoded 50 bodies (of 100 KB each in the
 * benchmark) that the list never shows. A page picks its ids first ({@code SELECT record_id …
 * ORDER BY project_id, record_id OFFSET … FETCH …}, read from an index alone) and only then reads
 * those rows: asked in one query, H2 2.x ({@code EXPLAIN}) took the foreign-key index on {@code
 * project_id}, read every record of the project, bodies included, and sorted them, for every page.
 *
 * <p>Every save also writes the record's question words to the near-duplicate index
 * ({@link NearDuplicateIndex}) in the same transaction.
 */
public final class Records {
  private static final String COLUMNS = "r.id, r.project_id, r.version, r.body, r.errors, r.updated_at, a.username";
  private static final String FROM = " FROM records r LEFT JOIN accounts a ON a.id = r.updated_by";
  private final Database db;

  public Records(Database db) {
    this.db = db;
  }

  /**
   * A new record (version 1) with its first history entry.
   *
   * @throws org.qakit.serve.project.QuotaFull when {@code by}'s own quota of the record's question type is full
   */
  public StoredRecord create(long projectId, RecordBody body, int errors, Account by) {
    return create(projectId, body, errors, by, null, ExactDuplicate.Rule.ALLOW);
  }

  /**
   * As {@link #create(long, RecordBody, int, Account)}, held under {@code rule}.
   *
   * @throws ExactDuplicate when {@code rule} is {@code HOLD} and the project has a record with the same question words
   */
  public StoredRecord create(long projectId, RecordBody body, int errors, Account by, ExactDuplicate.Rule rule) {
    return create(projectId, body, errors, by, null, rule);
  }

  /**
   * As {@link #create(long, RecordBody, int, Account)}, for an imported item: the record's item id
   * is {@code itemId} ({@link RecordKeys}; null: {@code r<id>}).
   */
  public StoredRecord create(long projectId, RecordBody body, int errors, Account by, String itemId) {
    return create(projectId, body, errors, by, itemId, ExactDuplicate.Rule.ALLOW);
  }

  private StoredRecord create(long projectId, RecordBody body, int errors, Account by, String itemId, ExactDuplicate.Rule rule) {
    storable(body);
    return db.transaction(c -> {
      RecordKeys.lockNumbers(c, projectId);
      ExactDuplicate.check(c, rule, projectId, 0, body.question());
      QuotaGuard.checkRoom(c, projectId, by.id(), body.questionType());
      Instant now = Instant.now();
      long id = Sql.insert(c, "INSERT INTO records(project_id, version, question, question_type, body, errors, created_by, updated_by, updated_at)"
          + " VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?)", projectId, body.question(), body.questionType(), body.toJson(), errors, by.id(), by.id(), now);
      history(c, id, 1, body, by, now);
      DiagramImages.attach(c, projectId, body.diagrams());
      summary(c, id, projectId, body, 1, errors, by.id(), now);
      NearDuplicateIndex.put(c, projectId, id, body.question());
      RecordKeys.assign(c, projectId, id, itemId);
      return new StoredRecord(id, projectId, 1, body, errors, by.username(), now);
    });
  }

  /**
   * Saves {@code body} over version {@code expectedVersion} of record {@code id}.
   *
   * @throws VersionConflict when the record has been saved since that version
   * @throws org.qakit.serve.project.QuotaFull when the question type changes to one whose quota its creator has filled
   */
  public StoredRecord update(long projectId, long id, int expectedVersion, RecordBody body, int errors, Account by) {
    return update(projectId, id, expectedVersion, body, errors, by, ExactDuplicate.Rule.ALLOW);
  }

  /**
   * As {@link #update(long, long, int, RecordBody, int, Account)}, held under {@code rule}.
   *
   * @throws ExactDuplicate when {@code rule} is {@code HOLD} and another record of the project has the same question words
   */
  public StoredRecord update(long projectId, long id, int expectedVersion, RecordBody body, int errors, Account by, ExactDuplicate.Rule rule) {
    storable(body);
    return db.transaction(c -> {
      if (rule == ExactDuplicate.Rule.HOLD) {
        RecordKeys.lockNumbers(c, projectId); // one check-then-save at a time in the project, as for a new record
        ExactDuplicate.check(c, rule, projectId, id, body.question());
      }
      var was = Sql.one(c, "SELECT created_by, question_type FROM records WHERE id = ? AND project_id = ?",
          rs -> Map.entry(rs.getLong(1), rs.getString(2)), id, projectId);
      if (was.isPresent() && !was.get().getValue().equals(body.questionType())) {
        QuotaGuard.checkRoom(c, projectId, was.get().getKey(), body.questionType());
      }
      Instant now = Instant.now();
      int changed = Sql.update(c, "UPDATE records SET version = version + 1, question = ?, question_type = ?, body = ?, errors = ?,"
          + " updated_by = ?, updated_at = ? WHERE id = ? AND project_id = ? AND version = ?",
          body.question(), body.questionType(), body.toJson(), errors, by.id(), now, id, projectId, expectedVersion);
      if (changed == 0) {
        StoredRecord current = find(c, projectId, id).orElseThrow(() -> new IllegalArgumentException("no record " + id));
        throw new VersionConflict(current, expectedVersion);
      }
      history(c, id, expectedVersion + 1, body, by, now);
      DiagramImages.attach(c, projectId, body.diagrams());
      Sql.update(c, "UPDATE record_summaries SET version = ?, question = ?, question_type = ?, errors = ?, updated_by = ?, updated_at = ?"
          + " WHERE record_id = ?", expectedVersion + 1, body.question(), body.questionType(), errors, by.id(), now, id);
      NearDuplicateIndex.put(c, projectId, id, body.question());
      return new StoredRecord(id, projectId, expectedVersion + 1, body, errors, by.username(), now);
    });
  }

  /**
   * A record as another project (or server) had it, for an archive import: its versions oldest
   * first (the current body is the last one's), the creator, the last saver and when. The accounts
   * are this server's.
   */
  public record Restored(int errors, long createdBy, long updatedBy, Instant updatedAt, List<Save> history) {
    /** One saved version. */
    public record Save(RecordBody body, long by, Instant at) {}

    public Restored {
      if (history.isEmpty()) {
        throw new IllegalArgumentException("a restored record has at least one saved version");
      }
      history = List.copyOf(history);
    }

    /** The current body: the last saved version's. */
    public RecordBody body() {
      return history.get(history.size() - 1).body();
    }
  }

  /**
   * Adds {@code r} to project {@code projectId} in the caller's transaction, with its version
   * (the number of saves), history and times as they were, and item id {@code itemId} ({@link
   * RecordKeys}); returns its new id. Call it before the transaction writes anything that refers
   * to the project ({@link RecordKeys#lockNumbers}).
   *
   * @throws org.qakit.serve.project.QuotaFull when its creator's own quota of its question type is full
   */
  public static long restore(Connection c, long projectId, Restored r, String itemId) throws SQLException {
    RecordBody body = r.body();
    for (Restored.Save s : r.history()) {
      storable(s.body());
    }
    RecordKeys.lockNumbers(c, projectId);
    QuotaGuard.checkRoom(c, projectId, r.createdBy(), body.questionType());
    long id = Sql.insert(c, "INSERT INTO records(project_id, version, question, question_type, body, errors, created_by, updated_by, updated_at)"
        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", projectId, r.history().size(), body.question(), body.questionType(), body.toJson(),
        r.errors(), r.createdBy(), r.updatedBy(), r.updatedAt());
    for (int i = 0; i < r.history().size(); i++) {
      Restored.Save s = r.history().get(i);
      Sql.update(c, "INSERT INTO record_history(record_id, version, body, changed_by, changed_at) VALUES (?, ?, ?, ?, ?)",
          id, i + 1, s.body().toJson(), s.by(), s.at());
    }
    for (Restored.Save s : r.history()) {
      DiagramImages.attach(c, projectId, s.body().diagrams());
    }
    summary(c, id, projectId, body, r.history().size(), r.errors(), r.updatedBy(), r.updatedAt());
    NearDuplicateIndex.put(c, projectId, id, body.question());
    RecordKeys.assign(c, projectId, id, itemId);
    return id;
  }

  /** The record list's copy of a new record's columns ({@code record_summaries}, migration V8). */
  private static void summary(Connection c, long id, long projectId, RecordBody body, int version, int errors, long by, Instant at)
      throws SQLException {
    Sql.update(c, "INSERT INTO record_summaries(record_id, project_id, question, question_type, version, errors, updated_by, updated_at)"
        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", id, projectId, body.question(), body.questionType(), version, errors, by, at);
  }

  /** The record {@code id} of project {@code projectId}, or empty (also when it belongs to another project). */
  public Optional<StoredRecord> find(long projectId, long id) {
    return db.transaction(c -> find(c, projectId, id));
  }

  /** The near-duplicates of record {@code id} of project {@code projectId} whose question is {@code question} ({@link NearDuplicateIndex}). */
  public List<NearDuplicates.Match> nearDuplicates(long projectId, long id, String question) {
    return db.read(c -> NearDuplicateIndex.find(c, projectId, id, question));
  }

  /** A project's records, oldest first. */
  public List<StoredRecord> list(long projectId) {
    return db.transaction(c -> Sql.list(c, "SELECT " + COLUMNS + FROM + " WHERE r.project_id = ? ORDER BY r.id", Records::row, projectId));
  }

  /** A project's record list, oldest first, read from {@code record_summaries} (no body is read). */
  public List<RecordSummary> summaries(long projectId) {
    return db.transaction(c -> Sql.list(c, "SELECT r.record_id AS id, r.question, r.question_type, r.version, r.errors, r.updated_at, a.username,"
        + " k.project_number FROM record_summaries r LEFT JOIN accounts a ON a.id = r.updated_by JOIN record_keys k ON k.record_id = r.record_id"
        + " WHERE r.project_id = ? ORDER BY r.record_id",
        Records::summary, projectId));
  }

  private static RecordSummary summary(ResultSet rs) throws SQLException {
    return new RecordSummary(rs.getLong("id"), rs.getString("question"), rs.getString("question_type"), rs.getInt("version"),
        rs.getInt("errors"), rs.getString("username"), rs.getTimestamp("updated_at").toInstant(), rs.getInt("project_number"));
  }

  /**
   * Page {@code page} (1-based, clamped to 1 … pages) of a project's record list, oldest first, of
   * {@code size} rows; the count and the page are read in one transaction.
   */
  public RecordPage page(long projectId, int page, int size) {
    return db.read(c -> page(c, projectId, page, size,
        Sql.one(c, "SELECT COUNT(*) FROM records WHERE project_id = ?", rs -> rs.getInt(1), projectId).orElse(0)));
  }

  /** As {@link #page(long, int, int)}, on {@code c}, for a project of {@code total} records (counted by the caller). */
  public static RecordPage page(Connection c, long projectId, int page, int size, int total) throws SQLException {
    if (size < 1) {
      throw new IllegalArgumentException("a page holds at least one record, found " + size);
    }
    int p = RecordPage.clamp(page, total, size);
    if (total == 0) {
      return new RecordPage(List.of(), p, size, 0);
    }
    List<RecordSummary> rows = Sql.list(c, "SELECT r.record_id AS id, r.question, r.question_type, r.version, r.errors, r.updated_at,"
        + " a.username, k.project_number FROM (SELECT record_id FROM record_summaries WHERE project_id = ? ORDER BY project_id, record_id"
        + " OFFSET ? ROWS FETCH NEXT ? ROWS ONLY) p JOIN record_summaries r ON r.record_id = p.record_id"
        + " JOIN record_keys k ON k.record_id = p.record_id LEFT JOIN accounts a ON a.id = r.updated_by ORDER BY r.record_id", Records::summary, projectId, (p - 1) * size, size);
    return new RecordPage(rows, p, size, total);
  }

  /** The number and item id of record {@code recordId} ({@link RecordKeys}), if it exists. */
  public Optional<RecordKeys.Key> key(long recordId) {
    return db.read(c -> RecordKeys.of(c, recordId));
  }

  /** The numbers of records {@code ids} in their projects ({@link RecordKeys}), by id; one query, none for no id. */
  public Map<Long, Integer> numbers(List<Long> ids) {
    if (ids.isEmpty()) {
      return Map.of();
    }
    var out = new java.util.HashMap<Long, Integer>();
    db.read(c -> Sql.list(c, "SELECT record_id, project_number FROM record_keys WHERE record_id IN ("
        + String.join(", ", java.util.Collections.nCopies(ids.size(), "?")) + ")", rs -> out.put(rs.getLong(1), rs.getInt(2)), ids.toArray()));
    return out;
  }

  /** The record of project {@code projectId} numbered {@code number} ({@link RecordKeys}), if any. */
  public Optional<RecordKeys.Key> byNumber(long projectId, int number) {
    return db.read(c -> RecordKeys.byNumber(c, projectId, number));
  }

  /** A record's saved versions, newest first. */
  public List<HistoryEntry> history(long recordId) {
    return db.transaction(c -> Sql.list(c, "SELECT h.version, h.body, h.changed_at, a.username FROM record_history h"
        + " LEFT JOIN accounts a ON a.id = h.changed_by WHERE h.record_id = ? ORDER BY h.version DESC",
        rs -> new HistoryEntry(rs.getInt("version"), RecordBody.fromJson(rs.getString("body")), rs.getString("username"),
            rs.getTimestamp("changed_at").toInstant()), recordId));
  }

  private static Optional<StoredRecord> find(Connection c, long projectId, long id) throws SQLException {
    return Sql.one(c, "SELECT " + COLUMNS + FROM + " WHERE r.id = ? AND r.project_id = ?", Records::row, id, projectId);
  }

  private static void history(Connection c, long id, int version, RecordBody body, Account by, Instant at) throws SQLException {
    Sql.update(c, "INSERT INTO record_history(record_id, version, body, changed_by, changed_at) VALUES (?, ?, ?, ?, ?)",
        id, version, body.toJson(), by.id(), at);
  }

  /** {@link RecordLimits.TooLong} when {@code body} cannot be stored; checked before any SQL runs. */
  private static void storable(RecordBody body) {
    List<Finding> bad = RecordLimits.check(body);
    if (!bad.isEmpty()) {
      throw new RecordLimits.TooLong(bad);
    }
  }

  private static StoredRecord row(ResultSet rs) throws SQLException {
    return new StoredRecord(rs.getLong("id"), rs.getLong("project_id"), rs.getInt("version"), RecordBody.fromJson(rs.getString("body")),
        rs.getInt("errors"), rs.getString("username"), rs.getTimestamp("updated_at").toInstant());
  }
}
