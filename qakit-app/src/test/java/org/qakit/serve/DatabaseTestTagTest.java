package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PostgreSQL pass runs only the classes marked {@link DatabaseTest}; this proves the set is
 * complete: a test class that opens the test database without the mark fails in the H2 pass. It
 * leaves out those marked {@link BrowserTest}, which every class that starts a browser must be.
 */
class DatabaseTestTagTest {
  @TempDir Path dir;

  @Test
  void anUnmarkedTestThatOpensTheTestDatabaseFailsNamingItself() {
    String expected = DatabaseTestTagTest.class.getName() + " opens the test database but is not marked @DatabaseTest";
    assertThatThrownBy(() -> TestDatabases.options(dir)).isInstanceOf(IllegalStateException.class).hasMessageStartingWith(expected);
    assertThatThrownBy(() -> new TestServer(dir)).isInstanceOf(IllegalStateException.class).hasMessageStartingWith(expected);
    assertThatThrownBy(() -> TestDatabases.newPostgresDatabase()).isInstanceOf(IllegalStateException.class).hasMessageStartingWith(expected);
  }

  @Test
  void aMarkedTestMay() {
    assertThat(Marked.options(dir).dataDir()).isEqualTo(dir);
  }

  @Test
  void theMarkIsTheTagThePostgresPassSelects() {
    assertThat(DatabaseTest.class.getAnnotation(org.junit.jupiter.api.Tag.class).value()).isEqualTo("database");
    assertThat(Marked.class.isAnnotationPresent(DatabaseTest.class)).isTrue();
  }

  @Test
  void aBrowserNeedsTheBrowserMarkWhichThePostgresPassLeavesOut() {
    assertThatThrownBy(() -> HeadlessChrome.requireBrowserTest()).isInstanceOf(IllegalStateException.class)
        .hasMessage(DatabaseTestTagTest.class.getName() + " starts a browser but is not marked @BrowserTest");
    Browsing.check();
    assertThat(BrowserTest.class.getAnnotation(org.junit.jupiter.api.Tag.class).value()).isEqualTo("browser");
  }

  /** Stands for a browser test class marked as it should be. */
  @BrowserTest
  static final class Browsing {
    static void check() {
      HeadlessChrome.requireBrowserTest();
    }
  }

  /** Stands for a test class marked as it should be. */
  @DatabaseTest
  static final class Marked {
    static ServeOptions options(Path dir) {
      return TestDatabases.options(dir);
    }
  }
}
