package org.qakit.serve;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The database a test server uses: H2 under the test's folder, or, when the system property
 * {@value #PROPERTY} names a PostgreSQL server ({@code tools/postgres-test.sh} sets it), a new
 * database created there for this server, so the same tests run against both. Only a test class
 * marked {@link DatabaseTest} may ask (the PostgreSQL pass runs only those): any other caller gets
 * an error naming it, in the H2 pass as well.
 */
final class TestDatabases {
  static final String PROPERTY = "qakit.test.postgres";
  private static final AtomicInteger COUNT = new AtomicInteger();

  private TestDatabases() {}

  /** Whether the tests run against PostgreSQL (the property is set). */
  static boolean postgres() {
    String base = System.getProperty(PROPERTY);
    return base != null && !base.isBlank();
  }

  /** Options for a test server on {@code dir}: bcrypt cost 4, and the PostgreSQL database when one is configured. */
  static ServeOptions options(Path dir) {
    requireDatabaseTest();
    ServeOptions local = ServeOptions.local(dir).withBcryptCost(4);
    String url = newPostgresDatabase();
    return url == null ? local : local.withDb(url, null, null);
  }

  /** A new, empty PostgreSQL database for one server and its JDBC URL (user in the URL), or null when the tests run on H2. */
  static String newPostgresDatabase() {
    requireDatabaseTest();
    if (!postgres()) {
      return null;
    }
    String base = System.getProperty(PROPERTY);
    // the test class in the name, so that the server's log (tools/sql-coverage.sh) says whose statement it was
    String name = ("qakit_" + testClass().toLowerCase(java.util.Locale.ROOT) + "_" + ProcessHandle.current().pid() + "_"
        + COUNT.incrementAndGet());
    try (Connection c = DriverManager.getConnection(base); Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create a test database at " + base + ": " + e.getMessage(), e);
    }
    return base.replaceFirst("/postgres(\\?|$)", "/" + name + "$1");
  }

  /** The simple name of the outermost test class on the calling stack ({@link DatabaseTest}). */
  private static String testClass() {
    var walker = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    return walker.walk(frames -> frames.map(StackWalker.StackFrame::getDeclaringClass).map(Class::getNestHost)
        .filter(c -> c.isAnnotationPresent(DatabaseTest.class)).reduce((a, b) -> b).map(Class::getSimpleName).orElse("t"));
  }

  /**
   * Throws unless a class on the calling stack (or the class it is nested in) is marked {@link
   * DatabaseTest}: a test that opens the test database without the tag would run on H2 only.
   */
  static void requireDatabaseTest() {
    TestMarks.requireCaller(DatabaseTest.class, List.of(TestDatabases.class, TestServer.class), "opens the test database",
        ": the PostgreSQL pass (tools/postgres-test.sh, -Dgroups=" + DatabaseTest.TAG + ") would leave it out");
  }

}
