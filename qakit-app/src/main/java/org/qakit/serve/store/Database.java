package org.qakit.serve.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcConnectionPool;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The server's database: H2 embedded in a file under the data directory by default, or PostgreSQL
 * for a team ({@code --db jdbc:postgresql://host/db}), migrated by Flyway from {@code
 * db/migration} on open. The default H2 URL sets {@code WRITE_DELAY=0} so that a commit is on disk
 * before the save is acknowledged (H2 otherwise writes up to 500 ms later, and a killed server
 * would lose acknowledged saves), and {@code QUERY_CACHE_SIZE=64}: H2 keeps the parsed form of the
 * last 8 statements of a connection by default, fewer than one overview page runs, so every
 * statement was parsed again on every request (a quarter of the record list's CPU time in a
 * profile of {@code qakit bench serve}); 64 holds all of the server's statements.
 */
public final class Database implements AutoCloseable {
  private final String url;
  private final DataSource source;
  private final AutoCloseable closer;

  private Database(String url, DataSource source, AutoCloseable closer) {
    this.url = url;
    this.source = source;
    this.closer = closer;
  }

  /** The default URL: an H2 file {@code qakit} under {@code dataDir}. */
  public static String h2Url(Path dataDir) {
    return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("qakit") + ";WRITE_DELAY=0;QUERY_CACHE_SIZE=64";
  }

  /**
   * Opens the database at {@code url} and applies any pending migration.
   *
   * @param user user name for PostgreSQL ({@code null}: the URL's or the driver's default)
   * @param password password for PostgreSQL ({@code null}: none)
   */
  public static Database open(String url, String user, String password) {
    Database db;
    if (url.startsWith("jdbc:h2:")) {
      JdbcConnectionPool pool = JdbcConnectionPool.create(url, user == null ? "" : user, password == null ? "" : password);
      pool.setMaxConnections(32);
      db = new Database(url, pool, pool::dispose);
    } else if (url.startsWith("jdbc:postgresql:")) {
      PGSimpleDataSource pg = new PGSimpleDataSource();
      pg.setURL(url);
      if (user != null) {
        pg.setUser(user);
      }
      if (password != null) {
        pg.setPassword(password);
      }
      db = new Database(url, pg, () -> { });
    } else {
      throw new IllegalArgumentException("--db " + url + ": expected a jdbc:h2: or jdbc:postgresql: URL");
    }
    Flyway.configure().dataSource(db.source).locations("classpath:db/migration").load().migrate();
    return db;
  }

  /** The JDBC URL this database was opened with. */
  public String url() {
    return url;
  }

  /** A new connection in auto-commit mode; the caller closes it. */
  public Connection connection() throws SQLException {
    return source.getConnection();
  }

  /** Runs {@code work} in one transaction: committed when it returns, rolled back when it throws. */
  public <T> T transaction(Work<T> work) {
    try (Connection c = source.getConnection()) {
      c.setAutoCommit(false);
      try {
        T result = work.run(c);
        c.commit();
        return result;
      } catch (SQLException | RuntimeException e) {
        c.rollback();
        throw e;
      }
    } catch (SQLException e) {
      throw new StoreException(e);
    }
  }

  @Override
  public void close() throws Exception {
    closer.close();
  }

  /** Work done with a connection inside a transaction. */
  @FunctionalInterface
  public interface Work<T> {
    T run(Connection connection) throws SQLException;
  }
}
