package org.qakit.serve.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes sure that an id H2 handed out (a record's link, a project's) is never handed out again,
 * even if the database lost the commit that used it: the guard keeps, in a small file beside the
 * database ({@code qakit.ids} beside {@code qakit.mv.db}, one {@code TABLE NEXT} line per table
 * with an identity column), a bound above every id handed out, written and synced before the
 * transaction that took the id commits, {@value #RESERVE} ids ahead so that only one insert in
 * {@value #RESERVE} writes it. On open every identity column restarts at its bound when it is
 * behind it. Without it H2 would restart
 * from its own counter, which lives in the same file as the lost commit (H2 persists it 32 values
 * ahead, in a commit of its own that a crash can lose together with the insert). A clean close
 * writes the exact next values, so ids go on without a gap. PostgreSQL needs no guard: a sequence
 * never goes back over a committed value.
 */
final class IdGuard {
  /** How far ahead of the last id handed out the bound is written. */
  static final int RESERVE = 100;
  private static final Pattern INSERT = Pattern.compile("^\\s*INSERT\\s+INTO\\s+(\\w+)", Pattern.CASE_INSENSITIVE);
  private static final ThreadLocal<IdGuard> CURRENT = new ThreadLocal<>();
  private final Path file;
  private final Map<String, Long> bounds = new TreeMap<>();

  private IdGuard(Path file) {
    this.file = file;
  }

  /**
   * Opens the guard of {@code file} on a migrated database: restarts each identity column whose
   * value is behind the bound in the file, and makes the file hold the bounds from now on.
   */
  static IdGuard open(Path file, Connection c) throws SQLException {
    IdGuard guard = new IdGuard(file);
    Map<String, Long> stored = guard.read();
    for (var e : identities(c).entrySet()) {
      String table = e.getKey();
      long next = e.getValue();
      long bound = stored.getOrDefault(table, next);
      if (bound > next) {
        try (Statement s = c.createStatement()) {
          s.execute("ALTER TABLE " + table + " ALTER COLUMN ID RESTART WITH " + bound);
        }
        next = bound;
      }
      guard.bounds.put(table, next);
    }
    guard.write();
    return guard;
  }

  /** Runs {@code body} with this guard watching the inserts of the current thread ({@link #inserted}). */
  <T> T watch(Database.Work<T> body, Connection c) throws SQLException {
    IdGuard outer = CURRENT.get();
    CURRENT.set(this);
    try {
      return body.run(c);
    } finally {
      CURRENT.set(outer);
    }
  }

  /** Notes that {@code insert} took {@code id}: raises and syncs the bound first when the id reaches it. */
  static void inserted(String insert, long id) {
    IdGuard guard = CURRENT.get();
    Matcher m = INSERT.matcher(insert);
    if (guard != null && m.find()) {
      guard.handedOut(m.group(1).toUpperCase(Locale.ROOT), id);
    }
  }

  private synchronized void handedOut(String table, long id) {
    Long bound = bounds.get(table);
    if (bound == null || id >= bound) {
      bounds.put(table, id + RESERVE);
      write();
    }
  }

  /** On a clean close: the bounds become the exact next values, so the next start goes on without a gap. */
  synchronized void close(Connection c) throws SQLException {
    bounds.putAll(identities(c));
    write();
  }

  /** The next value of each identity column of the schema, by table name. */
  private static Map<String, Long> identities(Connection c) throws SQLException {
    var out = new TreeMap<String, Long>();
    for (var row : Sql.list(c, "SELECT TABLE_NAME, IDENTITY_BASE FROM INFORMATION_SCHEMA.COLUMNS"
        + " WHERE TABLE_SCHEMA = CURRENT_SCHEMA AND IS_IDENTITY = 'YES'", rs -> Map.entry(rs.getString(1), rs.getLong(2)))) {
      out.put(row.getKey(), row.getValue());
    }
    return out;
  }

  private Map<String, Long> read() {
    var out = new TreeMap<String, Long>();
    try {
      if (Files.exists(file)) {
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
          String[] f = line.trim().split("\\s+");
          if (f.length == 2 && f[1].matches("\\d{1,18}")) {
            out.put(f[0].toUpperCase(Locale.ROOT), Long.parseLong(f[1]));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
    return out;
  }

  /** Writes the bounds to a new file, syncs it and renames it over the old one, so a crash leaves one or the other. */
  private void write() {
    Path partial = file.resolveSibling(file.getFileName() + ".partial");
    var text = new StringBuilder("# qakit serve: a bound above every id handed out, per table (see IdGuard); do not edit\n");
    bounds.forEach((table, next) -> text.append(table).append(' ').append(next).append('\n'));
    try {
      Files.writeString(partial, text, StandardCharsets.UTF_8);
      try (FileChannel ch = FileChannel.open(partial, StandardOpenOption.WRITE)) {
        ch.force(true);
      }
      Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      try (FileChannel dir = FileChannel.open(file.toAbsolutePath().getParent(), StandardOpenOption.READ)) {
        dir.force(true); // the rename itself
      } catch (IOException ignored) {
        // not every file system syncs a folder
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  /** The tables the guard keeps a bound for. */
  synchronized List<String> tables() {
    return List.copyOf(bounds.keySet());
  }
}
