package org.qakit.serve;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The database a test server uses: H2 under the test's folder, or, when the system property
 * {@value #PROPERTY} names a PostgreSQL server ({@code tools/postgres-test.sh} sets it), a new
 * database created there for this server, so the same tests run against both.
 */
final class TestDatabases {
  static final String PROPERTY = "qakit.test.postgres";
  private static final AtomicInteger COUNT = new AtomicInteger();

  private TestDatabases() {}

  /** Options for a test server on {@code dir}: bcrypt cost 4, and the PostgreSQL database when one is configured. */
  static ServeOptions options(Path dir) {
    ServeOptions local = ServeOptions.local(dir).withBcryptCost(4);
    String base = System.getProperty(PROPERTY);
    if (base == null || base.isBlank()) {
      return local;
    }
    String name = "qakit_t" + ProcessHandle.current().pid() + "_" + COUNT.incrementAndGet();
    try (Connection c = DriverManager.getConnection(base); Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create a test database at " + base + ": " + e.getMessage(), e);
    }
    return local.withDb(base.replaceFirst("/postgres(\\?|$)", "/" + name + "$1"), null, null);
  }
}
