package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.auth.MovableClock;
import org.qakit.serve.auth.Sessions;
import org.qakit.serve.auth.Tokens;
import org.qakit.serve.record.RecordValidator;
import org.qakit.serve.store.Sql;

/** Expired sessions, and the rows older servers stored for visitors, are deleted at the start and then periodically. */
@DatabaseTest
class SessionPurgeTest {
  @TempDir Path dir;

  @Test
  void expiredSessionsAreDeletedAtTheStartAndPeriodically() throws Exception {
    var clock = new MovableClock(Instant.now());
    ServeOptions options = TestDatabases.options(dir.resolve("db"));
    try (TestServer server = new TestServer(options, new QakitServer.Tuning(clock, 1, Duration.ofMillis(100)))) {
      server.signedIn("ann");
      Sessions sessions = server.server.services().sessions();
      assertThat(sessions.storedCount()).isEqualTo(1);
      clock.advance(Sessions.LIFETIME.plusSeconds(1));
      long until = System.nanoTime() + Duration.ofSeconds(20).toNanos();
      while (sessions.storedCount() > 0 && System.nanoTime() < until) {
        Thread.sleep(50);
      }
      assertThat(sessions.storedCount()).as("sessions left after their expiry").isZero();
      // a row as older servers stored for every visitor, and an expired one
      server.server.services().db().transaction(c -> {
        Sql.update(c, "INSERT INTO sessions(token_hash, account_id, csrf, expires_at) VALUES (?, NULL, ?, ?)", Tokens.hash("a"), "c",
            Instant.now().plus(Duration.ofHours(12)));
        return Sql.update(c, "INSERT INTO sessions(token_hash, account_id, csrf, expires_at) VALUES (?, ?, ?, ?)", Tokens.hash("b"),
            server.ann.id(), "c", Instant.now().minusSeconds(1));
      });
    }
    try (QakitServer again = QakitServer.start(options, RecordValidator.standard(),
        new QakitServer.Tuning(java.time.Clock.systemUTC(), 1, Sessions.PURGE_EVERY))) {
      assertThat(again.services().sessions().storedCount()).isZero();
    }
  }
}
