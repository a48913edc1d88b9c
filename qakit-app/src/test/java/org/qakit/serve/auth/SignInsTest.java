package org.qakit.serve.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.store.Database;

/** Sign-ins go through the throttle, take a bounded number of bcrypt checks at once, and refuse short passwords outside --demo. */
class SignInsTest {
  @TempDir Path dir;
  final MovableClock clock = new MovableClock(Instant.parse("2026-11-22T10:00:00Z"));
  Database db;
  Accounts accounts;

  @BeforeEach
  void open() {
    db = Database.open(Database.h2Url(dir), null, null);
    accounts = new Accounts(db, new PasswordHasher(8)); // about 20 ms a check, so that checks sent at once overlap
    accounts.create("ann", "pw-of-ann", Role.ANNOTATOR);
  }

  @AfterEach
  void close() throws Exception {
    db.close();
  }

  @Test
  void parallelWrongAttemptsRunAtMostTheBoundOfChecksAtOnce() throws Exception {
    var signIns = new SignIns(accounts, new SignInThrottle(clock), 1, false);
    List<SignIns.Outcome> outcomes = new CopyOnWriteArrayList<>();
    var threads = new ArrayList<Thread>();
    for (int t = 0; t < 8; t++) {
      int n = t;
      threads.add(Thread.ofPlatform().start(() -> {
        for (int i = 0; i < 3; i++) {
          outcomes.add(signIns.signIn("guess" + n, "wrong-" + i, "198.51.100." + n));
        }
      }));
    }
    for (Thread t : threads) {
      t.join();
    }
    assertThat(outcomes).hasSize(24).allMatch(o -> o instanceof SignIns.Refused || o instanceof SignIns.Busy);
    assertThat(signIns.peakChecks()).as("bcrypt checks at once").isEqualTo(1);
    assertThat(signIns.signIn("ann", "pw-of-ann", "192.0.2.1")).isInstanceOf(SignIns.SignedIn.class);
  }

  @Test
  void theSixthWrongPasswordWaitsWithoutACheck() {
    var signIns = new SignIns(accounts, new SignInThrottle(clock), 2, false);
    for (int i = 0; i < SignInThrottle.FREE_PER_ACCOUNT; i++) {
      assertThat(signIns.signIn("ann", "wrong", "192.0.2.1")).isEqualTo(new SignIns.Refused("wrong user name or password"));
    }
    var refused = signIns.signIn("ann", "pw-of-ann", "192.0.2.1");
    assertThat(refused).isInstanceOfSatisfying(SignIns.Throttled.class, t -> {
      assertThat(t.retryAfter()).isEqualTo(Duration.ofSeconds(1));
      assertThat(t.message()).isEqualTo("too many failed sign-ins for this user name or from this address: try again in 1 s");
    });
    clock.advance(Duration.ofSeconds(1));
    assertThat(signIns.signIn("ann", "pw-of-ann", "192.0.2.1")).isInstanceOf(SignIns.SignedIn.class);
  }

  @Test
  void aShortPasswordSignsInOnlyOnADemoServer() {
    accounts.createDemoAccount("demo", "demo", Role.ADMIN);
    assertThat(new SignIns(accounts, new SignInThrottle(clock), 1, true).signIn("demo", "demo", "192.0.2.1"))
        .isInstanceOf(SignIns.SignedIn.class);
    assertThat(new SignIns(accounts, new SignInThrottle(clock), 1, false).signIn("demo", "demo", "192.0.2.1"))
        .isEqualTo(new SignIns.Refused("this account's password is shorter than 8 characters, which only a server started with --demo accepts"));
  }
}
