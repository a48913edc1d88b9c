package org.qakit.serve.record;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import org.qakit.serve.store.InputLimits;
import org.qakit.serve.store.Sql;

/**
 * A record's two names besides its global id ({@code record_keys}, migration V11): its number
 * within its project, the id people see ({@code #1}, {@code #2}, …, so two projects each start at
 * #1), and its item id, the id of its item in exports and what an import matches records by. A
 * record made on this server has item id {@code r<id>} ({@link RecordItems#itemId}); an imported
 * one keeps its item's id, so the same file imported twice finds its records the second time.
 *
 * <p>Both are written in the save's transaction. The number is the project's highest plus one,
 * taken with the project row locked from the transaction's start ({@link #lockNumbers}: {@code
 * SELECT … FOR UPDATE}, H2 and PostgreSQL), so two saves at once never take the same number.
 */
public final class RecordKeys {
  private RecordKeys() {}

  /** The keys of a record: its project, number within the project and item id. */
  public record Key(long recordId, long projectId, int number, String itemId) {}

  /**
   * Gives record {@code recordId} of project {@code projectId} the next number and item id
   * {@code itemId}; a record made here ({@code itemId} null) gets {@code r<id>}, or {@code
   * r<id>-local} when an imported record of the project already holds that id.
   */
  static Key assign(Connection c, long projectId, long recordId, String itemId) throws SQLException {
    String item = itemId;
    if (item == null) {
      item = RecordItems.itemId(recordId);
      if (find(c, projectId, item).isPresent()) {
        item = item + "-local";
      }
    }
    int number = Sql.one(c, "SELECT COALESCE(MAX(project_number), 0) + 1 FROM record_keys WHERE project_id = ?", rs -> rs.getInt(1),
        projectId).orElse(1);
    Sql.update(c, "INSERT INTO record_keys(record_id, project_id, project_number, item_id) VALUES (?, ?, ?, ?)", recordId, projectId,
        number, item);
    return new Key(recordId, projectId, number, item);
  }

  /**
   * Locks project {@code projectId}'s numbers until the transaction ends: the first statement of a
   * transaction that will {@link #assign} one. First, because on PostgreSQL a row inserted with a
   * foreign key to the project holds a {@code FOR KEY SHARE} lock on its row, which {@code FOR
   * UPDATE} waits for: two saves that each inserted first and locked second would wait for each other.
   */
  static void lockNumbers(Connection c, long projectId) throws SQLException {
    Sql.one(c, "SELECT id FROM projects WHERE id = ? FOR UPDATE", rs -> rs.getLong(1), projectId);
  }

  /** The record of project {@code projectId} whose item id is {@code itemId}, if any. */
  public static Optional<Key> find(Connection c, long projectId, String itemId) throws SQLException {
    return Sql.one(c, "SELECT record_id, project_id, project_number, item_id FROM record_keys WHERE project_id = ? AND item_id = ?",
        RecordKeys::row, projectId, itemId);
  }

  /** The keys of record {@code recordId}, if it exists. */
  public static Optional<Key> of(Connection c, long recordId) throws SQLException {
    return Sql.one(c, "SELECT record_id, project_id, project_number, item_id FROM record_keys WHERE record_id = ?", RecordKeys::row, recordId);
  }

  /** The record of project {@code projectId} numbered {@code number}, if any. */
  public static Optional<Key> byNumber(Connection c, long projectId, int number) throws SQLException {
    return Sql.one(c, "SELECT record_id, project_id, project_number, item_id FROM record_keys WHERE project_id = ? AND project_number = ?",
        RecordKeys::row, projectId, number);
  }

  /** Throws with a message naming the item when {@code itemId} cannot be stored as a record's item id. */
  public static void checkItemId(String itemId) {
    if (itemId.isEmpty() || itemId.length() > InputLimits.ITEM_ID) {
      throw new IllegalArgumentException("item '" + abbreviate(itemId) + "': an item id has 1 to " + InputLimits.ITEM_ID + " characters, found "
          + itemId.length());
    }
  }

  private static String abbreviate(String s) {
    return s.length() <= 40 ? s : s.substring(0, 40) + "…";
  }

  private static Key row(java.sql.ResultSet rs) throws SQLException {
    return new Key(rs.getLong(1), rs.getLong(2), rs.getInt(3), rs.getString(4));
  }
}
