package org.qakit.serve.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.flywaydb.core.Flyway;

/**
 * The server's database: H2 embedded in a file under the data directory by default, or PostgreSQL
 * for a team ({@code --db jdbc:postgresql://host/db}), migrated by Flyway from {@code
 * db/migration} on open. The default H2 URL sets {@code QUERY_CACHE_SIZE=64}: H2 keeps the parsed
 * form of the last 8 statements of a connection by default, fewer than one overview page runs; 64
 * holds all of the server's statements (as long as the pool keeps them: below).
 *
 * <p><b>Durability on H2</b> (issue 17), in four parts. {@code WRITE_DELAY=0}: each commit is
 * written to the file before {@code commit()} returns (H2 otherwise writes up to 500 ms later from
 * a background thread). {@code CHECKPOINT SYNC} after each {@link #transaction} that wrote: the
 * file's pages reach the disk before the save is acknowledged, as H2's documentation asks for a
 * commit that survives a power cut. {@link H2File#recoverAfterCrash} before H2 opens a file that
 * was not closed cleanly: H2's own header can point before the last commits, and without the
 * repair a restart after {@code kill -9} lost an acknowledged save within 4 to 24 cycles. {@link
 * IdGuard} ({@code NAME.ids} beside {@code NAME.mv.db}): an id once handed out is never handed out
 * again, even if a commit were lost anyway.
 *
 * <p><b>File size on H2.</b> {@code WRITE_DELAY=0} also turns off H2's background thread, which
 * is what compacts the file; {@link #compactIfSparse} does its work instead, looked at every {@value
 * #HOUSEKEEPING_SECONDS} s and run in a quiet moment ({@link IdleClock}: no transaction for {@value
 * #QUIET_SECONDS} s, or none such for {@value #OVERDUE_MINUTES} minutes), and {@link #close} rewrites the file to its live pages ({@link
 * H2File#compact}). {@code DB_CLOSE_ON_EXIT=FALSE} leaves the close to the server (H2's own
 * shutdown hook would otherwise close the database under it).
 *
 * <p>Both databases are reached through one HikariCP pool of at most {@value #MAX_CONNECTIONS}
 * connections, so a connection, its session and the statements its driver keeps prepared (H2's
 * query cache; the PostgreSQL driver's server-side statements, prepared from a statement's fifth
 * use on a connection) outlive a request. The pool matters for both: PostgreSQL was reached through
 * {@code PGSimpleDataSource}, a new connection (a new server process) per transaction; H2 through
 * its own {@code JdbcConnectionPool}, which rolls every connection back when it hands it out, and
 * an H2 rollback empties the session's query cache, so {@code QUERY_CACHE_SIZE} never held a
 * statement from one request to the next and every statement was parsed again (37% of the record
 * list's CPU time in a JFR profile). HikariCP returns a connection after a commit as it is (it
 * rolls back only a transaction left open, and resets the auto-commit and read-only flags a
 * caller changed), so H2's cache survives.
 */
public final class Database implements AutoCloseable {
  /** The most connections open at once; a request beyond them waits (up to HikariCP's 30 s, then fails). */
  public static final int MAX_CONNECTIONS = 32;
  /** How often the H2 file's housekeeping looks at it. */
  static final int HOUSEKEEPING_SECONDS = 5;
  /** Seconds without a transaction that let the housekeeping compact ({@link IdleClock}). */
  static final int QUIET_SECONDS = 2;
  /** Minutes after which the housekeeping compacts even on a server that was never quiet that long. */
  static final int OVERDUE_MINUTES = 10;
  private final String url;
  private final DataSource source;
  private final AutoCloseable closer;
  /** The H2 file, or null (PostgreSQL, an in-memory H2). */
  private final H2File file;
  /** The id guard of the H2 file, or null. */
  private final IdGuard ids;

  /** Runs H2's housekeeping on an H2 file ({@link H2File#compactIfSparse}), or null. */
  private final ScheduledExecutorService housekeeping;
  /** When a transaction last ran, for the housekeeping. */
  private final IdleClock clock = new IdleClock(TimeUnit.SECONDS.toNanos(QUIET_SECONDS), TimeUnit.MINUTES.toNanos(OVERDUE_MINUTES), System::nanoTime);

  private Database(String url, DataSource source, AutoCloseable closer, H2File file, IdGuard ids) {
    this.url = url;
    this.source = source;
    this.closer = closer;
    this.file = file;
    this.ids = ids;
    this.housekeeping = file == null ? null : Executors.newSingleThreadScheduledExecutor(r -> Thread.ofPlatform().daemon()
        .name("qakit-h2-housekeeping").unstarted(r));
    if (housekeeping != null) {
      housekeeping.scheduleWithFixedDelay(() -> {
        try {
          if (clock.mayRun()) {
            compactIfSparse();
          }
        } catch (RuntimeException e) {
          System.err.println("qakit serve: compacting " + file.path() + ": " + e);
        }
      }, HOUSEKEEPING_SECONDS, HOUSEKEEPING_SECONDS, TimeUnit.SECONDS);
    }
  }

  /**
   * H2's housekeeping, which the server runs in quiet moments ({@link IdleClock}): on an H2 file
   * over 16 MB of which less than 70% is live, compacts for up to 500 ms ({@link
   * H2File#compactIfSparse}). Returns whether it compacted (false on PostgreSQL).
   */
  public boolean compactIfSparse() {
    if (file == null) {
      return false;
    }
    try (Connection c = source.getConnection()) {
      return H2File.compactIfSparse(c, 16L << 20, 500);
    } catch (SQLException e) {
      throw new StoreException(e);
    }
  }

  /** The default URL: an H2 file {@code qakit} under {@code dataDir}. */
  public static String h2Url(Path dataDir) {
    return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("qakit") + ";WRITE_DELAY=0;QUERY_CACHE_SIZE=64;DB_CLOSE_ON_EXIT=FALSE";
  }

  /**
   * Opens the database at {@code url} and applies any pending migration.
   *
   * @param user user name for PostgreSQL ({@code null}: the URL's or the driver's default)
   * @param password password for PostgreSQL ({@code null}: none)
   */
  public static Database open(String url, String user, String password) {
    if (!url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:postgresql:")) {
      throw new IllegalArgumentException("--db " + url + ": expected a jdbc:h2: or jdbc:postgresql: URL");
    }
    HikariConfig config = new HikariConfig();
    config.setPoolName("qakit");
    config.setJdbcUrl(url);
    config.setDriverClassName(url.startsWith("jdbc:h2:") ? "org.h2.Driver" : "org.postgresql.Driver");
    if (user != null) {
      config.setUsername(user);
    }
    if (password != null) {
      config.setPassword(password);
    }
    config.setMaximumPoolSize(MAX_CONNECTIONS);
    config.setMinimumIdle(2);
    H2File file = H2File.of(url).orElse(null);
    if (file != null) {
      long lost = file.recoverAfterCrash();
      if (lost > 0) {
        System.err.println("qakit serve: " + file.path() + " was not closed cleanly; recovered " + lost
            + " commit(s) at its end that H2's header did not lead to");
      }
    }
    HikariDataSource pool;
    try {
      pool = new HikariDataSource(config);
    } catch (RuntimeException e) {
      throw new StoreException(new SQLException("cannot open the database: " + e.getMessage(), e));
    }
    try {
      Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
      IdGuard ids = null;
      if (file != null) {
        try (Connection c = pool.getConnection()) {
          ids = IdGuard.open(file.idsPath(), c);
        }
      }
      return new Database(url, pool, pool::close, file, ids);
    } catch (SQLException e) {
      pool.close();
      throw new StoreException(e);
    } catch (RuntimeException e) {
      pool.close();
      throw e;
    }
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
    return inTransaction(work, false);
  }

  /**
   * Runs {@code work} in one read-only transaction on one connection, for a page that only reads:
   * every query of the page shares the connection (and its prepared statements) and the database
   * refuses a write in it (PostgreSQL: {@code BEGIN READ ONLY}; H2 takes the flag as a hint). The
   * transaction is committed (nothing to write) or, when {@code work} throws, rolled back; the
   * connection goes back to the pool writable. Isolation is the database's default (read
   * committed on both), so two queries of one page may see a save committed between them. The
   * pool sets the connection writable again when it is given back.
   */
  public <T> T read(Work<T> work) {
    return inTransaction(work, true);
  }

  private <T> T inTransaction(Work<T> work, boolean readOnly) {
    clock.begin();
    try (Connection c = source.getConnection()) {
      c.setAutoCommit(false);
      if (readOnly) {
        c.setReadOnly(true);
      }
      try {
        T result = ids == null || readOnly ? work.run(c) : ids.watch(work, c);
        boolean wrote = file != null && !readOnly && H2File.hasChanges(c);
        c.commit();
        if (wrote) {
          H2File.sync(c);
        }
        return result;
      } catch (SQLException | RuntimeException e) {
        c.rollback();
        throw e;
      }
    } catch (SQLException e) {
      throw new StoreException(e);
    } finally {
      clock.end();
    }
  }

  /**
   * Closes the pool; on an H2 file, first writes the id guard's exact bounds, and after the close
   * compacts the file ({@link H2File#compact}), so a clean stop leaves it holding live data only.
   */
  @Override
  public void close() throws Exception {
    if (housekeeping != null) {
      housekeeping.shutdown(); // no interrupt: an interrupted file operation would close H2's file under it
      housekeeping.awaitTermination(60, TimeUnit.SECONDS);
    }
    try {
      if (ids != null) {
        try (Connection c = source.getConnection()) {
          ids.close(c);
        }
      }
    } finally {
      closer.close();
    }
    if (file != null) {
      file.compact();
    }
  }

  /** Work done with a connection inside a transaction. */
  @FunctionalInterface
  public interface Work<T> {
    T run(Connection connection) throws SQLException;
  }
}
