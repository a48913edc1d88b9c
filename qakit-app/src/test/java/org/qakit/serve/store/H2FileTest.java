package org.qakit.serve.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The H2 file as a killed server leaves it. A copy of {@code qakit.mv.db} taken while the server
 * is open and idle is what SIGKILL would leave (H2 writes each commit before it returns, nothing
 * later), so the test takes one after every commit until H2's own header no longer leads to the
 * last commit ({@code RETENTION_TIME=0} lets H2 reuse free space at once, which is when that
 * happens), and opens that copy as the server would.
 */
class H2FileTest {
  @TempDir Path dir;

  @Test
  void aCommitTheHeaderDoesNotLeadToIsRecoveredBeforeH2Opens() throws Exception {
    Path live = dir.resolve("live");
    Path killed = dir.resolve("killed");
    Files.createDirectories(killed);
    List<String> committed = new ArrayList<>();
    boolean headerBehind = false;
    try (Database db = Database.open(Database.h2Url(live) + ";RETENTION_TIME=0", null, null)) {
      for (int i = 0; i < 400 && !headerBehind; i++) {
        String name = "category " + i;
        db.transaction(c -> Sql.insert(c, "INSERT INTO description_categories(name) VALUES (?)", name));
        committed.add(name);
        Files.copy(live.resolve("qakit.mv.db"), killed.resolve("qakit.mv.db"), StandardCopyOption.REPLACE_EXISTING);
        headerBehind = recoverableVersion(killed) > headerVersion(killed);
      }
    }
    assertThat(headerBehind).as("H2's header fell behind the last commit within 400 commits").isTrue();

    Files.copy(killed.resolve("qakit.mv.db"), dir.resolve("plain.mv.db"));
    try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + dir.resolve("plain"))) {
      assertThat(Sql.list(c, "SELECT name FROM description_categories ORDER BY id", rs -> rs.getString(1)))
          .as("H2 alone opens the file at a state before its last commit").isNotEqualTo(committed);
    }
    try (Database db = Database.open(Database.h2Url(killed), null, null)) {
      assertThat(names(db)).as("every commit, after the server's open").isEqualTo(committed);
    }
  }

  private static List<String> names(Database db) {
    return db.read(c -> Sql.list(c, "SELECT name FROM description_categories ORDER BY id", rs -> rs.getString(1)));
  }

  private static long headerVersion(Path dir) {
    try (MVStore s = new MVStore.Builder().fileName(dir.resolve("qakit.mv.db").toString()).readOnly().open()) {
      return s.getCurrentVersion();
    }
  }

  private static long recoverableVersion(Path dir) {
    try (MVStore s = new MVStore.Builder().fileName(dir.resolve("qakit.mv.db").toString()).readOnly().recoveryMode().open()) {
      return s.getCurrentVersion();
    }
  }
}
