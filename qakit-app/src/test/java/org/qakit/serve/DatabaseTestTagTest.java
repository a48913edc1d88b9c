package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PostgreSQL pass runs only the classes marked {@link DatabaseTest}; this proves the set is
 * complete: a test class that opens the test database without the mark fails in the H2 pass.
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

  /** Stands for a test class marked as it should be. */
  @DatabaseTest
  static final class Marked {
    static ServeOptions options(Path dir) {
      return TestDatabases.options(dir);
    }
  }
}
