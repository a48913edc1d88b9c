package org.qakit.serve.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Small JDBC helpers: bind positional parameters, map rows, read a generated key. */
public final class Sql {
  private Sql() {}

  /** Maps the current row of a result set. */
  @FunctionalInterface
  public interface Row<T> {
    T map(ResultSet rs) throws SQLException;
  }

  /** Every row of {@code sql} with {@code params}, mapped. */
  public static <T> List<T> list(Connection c, String sql, Row<T> row, Object... params) throws SQLException {
    try (PreparedStatement ps = prepare(c, sql, false, params); ResultSet rs = ps.executeQuery()) {
      var out = new ArrayList<T>();
      while (rs.next()) {
        out.add(row.map(rs));
      }
      return out;
    }
  }

  /** The first row, if any. */
  public static <T> Optional<T> one(Connection c, String sql, Row<T> row, Object... params) throws SQLException {
    List<T> rows = list(c, sql, row, params);
    return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
  }

  /** Rows changed by an insert, update or delete. */
  public static int update(Connection c, String sql, Object... params) throws SQLException {
    try (PreparedStatement ps = prepare(c, sql, false, params)) {
      return ps.executeUpdate();
    }
  }

  /** Inserts one row and returns its generated {@code id} (noted by the database's {@link IdGuard}, if it has one). */
  public static long insert(Connection c, String sql, Object... params) throws SQLException {
    try (PreparedStatement ps = prepare(c, sql, true, params)) {
      ps.executeUpdate();
      try (ResultSet keys = ps.getGeneratedKeys()) {
        if (!keys.next()) {
          throw new SQLException("no generated key for: " + sql);
        }
        long id = keys.getLong(1);
        IdGuard.inserted(sql, id);
        return id;
      }
    }
  }

  /** A timestamp parameter or column value. */
  public static Timestamp time(Instant instant) {
    return Timestamp.from(instant);
  }

  private static PreparedStatement prepare(Connection c, String sql, boolean keys, Object... params) throws SQLException {
    PreparedStatement ps = keys ? c.prepareStatement(sql, new String[] {"id"}) : c.prepareStatement(sql, Statement.NO_GENERATED_KEYS);
    for (int i = 0; i < params.length; i++) {
      Object p = params[i] instanceof Instant t ? time(t) : params[i];
      ps.setObject(i + 1, p);
    }
    return ps;
  }
}
