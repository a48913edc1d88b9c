package org.qakit.serve.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/** The in-memory session cache never outlives what the database says: sign-out, expiry, changes made elsewhere. */
class SessionsTest {
  @TempDir Path dir;
  Database db;
  MovableClock clock = new MovableClock(Instant.parse("2026-11-22T10:00:00Z"));
  Sessions sessions;
  Account ann;

  @BeforeEach
  void open() {
    db = Database.open(Database.h2Url(dir), null, null);
    ann = new Accounts(db, new PasswordHasher(4)).create("ann", "pw-of-ann", Role.ANNOTATOR);
    sessions = new Sessions(db, clock);
  }

  @AfterEach
  void close() throws Exception {
    db.close();
  }

  @Test
  void aSignedOutSessionIsRefusedAtOnce() {
    var created = sessions.create(ann);
    assertThat(sessions.find(created.token())).hasValueSatisfying(s -> assertThat(s.account()).contains(ann));
    assertThat(sessions.cachedCount()).isEqualTo(1);
    sessions.delete(created.session());
    assertThat(sessions.find(created.token())).isEmpty();
    assertThat(sessions.cachedCount()).isZero();
  }

  @Test
  void aCachedSessionExpiresWithItsLifetime() {
    var created = sessions.create(ann);
    clock.advance(Sessions.RECHECK.dividedBy(2));
    assertThat(sessions.find(created.token())).isPresent(); // from memory: 5 s old
    clock.advance(Sessions.LIFETIME);
    assertThat(sessions.find(created.token())).isEmpty(); // 12 h 5 s after creation
  }

  @Test
  void aChangeMadeElsewhereIsSeenWithinTheRecheckTime() {
    var created = sessions.create(ann);
    // another server (or SQL by hand) ends the session: this one still holds it in memory ...
    db.transaction(c -> Sql.update(c, "DELETE FROM sessions WHERE token_hash = ?", created.session().tokenHash()));
    assertThat(sessions.find(created.token())).isPresent();
    // ... for at most RECHECK (10 s) after it read it
    clock.advance(Sessions.RECHECK);
    assertThat(sessions.find(created.token())).isEmpty();
  }

  @Test
  void forgettingAnAccountReadsItsRoleAgain() {
    var created = sessions.create(ann);
    db.transaction(c -> Sql.update(c, "UPDATE accounts SET role = ? WHERE id = ?", Role.AUDITOR.id(), ann.id()));
    assertThat(sessions.find(created.token()).flatMap(Session::account).map(Account::role)).contains(Role.ANNOTATOR);
    sessions.forgetAccount(ann.id());
    assertThat(sessions.find(created.token()).flatMap(Session::account).map(Account::role)).contains(Role.AUDITOR);
  }

  @Test
  void anUnknownTokenFindsNothingAndIsNotCached() {
    assertThat(sessions.find("no-such-token")).isEmpty();
    assertThat(sessions.find(null)).isEmpty();
    assertThat(sessions.cachedCount()).isZero();
  }

  @Test
  void aSessionReadFromTheDatabaseIsCached() {
    var created = sessions.create(ann);
    Sessions restarted = new Sessions(db, clock); // a new server process: nothing in memory
    assertThat(restarted.cachedCount()).isZero();
    assertThat(restarted.find(created.token())).hasValueSatisfying(s -> assertThat(s.csrf()).isEqualTo(created.session().csrf()));
    assertThat(restarted.cachedCount()).isEqualTo(1);
  }

  @Test
  void purgingDeletesExpiredSessionsAndTheRowsOfVisitorsStoredBefore() {
    var live = sessions.create(ann);
    // a row as older servers stored for every visitor who was not signed in
    db.transaction(c -> Sql.update(c, "INSERT INTO sessions(token_hash, account_id, csrf, expires_at) VALUES (?, NULL, ?, ?)",
        Tokens.hash("visitor"), "csrf", clock.instant().plus(Sessions.LIFETIME)));
    assertThat(sessions.find("visitor")).as("a visitor's row is no session").isEmpty();
    assertThat(sessions.storedCount()).isEqualTo(2);
    assertThat(sessions.purgeExpired()).isEqualTo(1);
    assertThat(sessions.find(live.token())).isPresent();
    clock.advance(Sessions.LIFETIME);
    assertThat(sessions.purgeExpired()).isEqualTo(1);
    assertThat(sessions.storedCount()).isZero();
    assertThat(sessions.find(live.token())).isEmpty();
  }

  @Test
  void endingTheOtherSessionsOfAnAccountKeepsTheCurrentOne() {
    var here = sessions.create(ann);
    var there = sessions.create(ann);
    assertThat(sessions.find(there.token())).isPresent(); // cached
    sessions.endOthers(ann.id(), here.session());
    assertThat(sessions.find(there.token())).isEmpty();
    assertThat(sessions.find(here.token())).isPresent();
    assertThat(sessions.storedCount()).isEqualTo(1);
  }

  @Test
  void aVisitorsSessionIsNotStoredAndDeletingItDoesNothing() {
    Session visitor = Session.anonymous("token");
    assertThat(visitor.stored()).isFalse();
    sessions.delete(visitor);
    assertThat(sessions.storedCount()).isZero();
  }
}
