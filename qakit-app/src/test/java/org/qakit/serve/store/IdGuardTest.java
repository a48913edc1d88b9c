package org.qakit.serve.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An id handed out is never handed out again, even when the database file loses the commits that
 * used it: the test puts back an older copy of {@code qakit.mv.db} (as a lost commit would leave
 * it) beside the guard's {@code qakit.ids} as it was when the ids were handed out.
 */
class IdGuardTest {
  @TempDir Path dir;

  @Test
  void anIdIsNotHandedOutAgainAfterTheDatabaseLostItsCommit() throws Exception {
    Path data = dir.resolve("data");
    List<Long> handedOut = new ArrayList<>();
    try (Database db = Database.open(Database.h2Url(data), null, null)) {
      handedOut.add(insert(db, "before"));
    }
    Files.copy(data.resolve("qakit.mv.db"), dir.resolve("older.mv.db"));
    try (Database db = Database.open(Database.h2Url(data), null, null)) {
      for (int i = 0; i < 3; i++) {
        handedOut.add(insert(db, "lost " + i));
      }
      copyIfThere(data.resolve("qakit.ids"), dir.resolve("ids-at-the-kill"));
    }
    Files.copy(dir.resolve("older.mv.db"), data.resolve("qakit.mv.db"), StandardCopyOption.REPLACE_EXISTING);
    copyIfThere(dir.resolve("ids-at-the-kill"), data.resolve("qakit.ids"));

    try (Database db = Database.open(Database.h2Url(data), null, null)) {
      List<String> names = db.read(c -> Sql.list(c, "SELECT name FROM description_categories", rs -> rs.getString(1)));
      assertThat(names).as("the commits after the copy are lost").containsExactly("before");
      long next = insert(db, "after");
      assertThat(next).as("the id after the loss").isGreaterThan(handedOut.stream().mapToLong(Long::longValue).max().orElseThrow());
    }
  }

  @Test
  void aCleanStopLeavesNoGap() throws Exception {
    Path data = dir.resolve("data");
    long first;
    try (Database db = Database.open(Database.h2Url(data), null, null)) {
      first = insert(db, "one");
    }
    try (Database db = Database.open(Database.h2Url(data), null, null)) {
      assertThat(insert(db, "two")).isEqualTo(first + 1);
    }
    assertThat(Files.readString(data.resolve("qakit.ids"))).contains("DESCRIPTION_CATEGORIES " + (first + 2));
  }

  private static void copyIfThere(Path from, Path to) throws java.io.IOException {
    if (Files.exists(from)) {
      Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static long insert(Database db, String name) {
    return db.transaction(c -> Sql.insert(c, "INSERT INTO description_categories(name) VALUES (?)", name));
  }
}
