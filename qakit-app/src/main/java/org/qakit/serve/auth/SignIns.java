package org.qakit.serve.auth;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Checks a user name and password the way the sign-in form (and the password form) must: through
 * the {@link SignInThrottle} first, then with at most {@code parallelChecks} bcrypt checks at once
 * on the whole server (a fair queue; an attempt that waits {@link #QUEUE_WAIT} for its turn is
 * refused as busy), so that sign-ins sent in parallel take at most that many cores from everyone
 * else. A password shorter than {@link PasswordPolicy#MIN_LENGTH} (the demo accounts' {@code demo})
 * signs in only on a {@code --demo} server; elsewhere it counts as a failure and says why.
 */
public final class SignIns {
  /** The longest an attempt waits for a free check before it is refused as busy. */
  public static final Duration QUEUE_WAIT = Duration.ofSeconds(5);
  private final Accounts accounts;
  private final SignInThrottle throttle;
  private final Semaphore checks;
  private final int parallelChecks;
  private final boolean demo;
  private final AtomicInteger running = new AtomicInteger();
  private final AtomicInteger peak = new AtomicInteger();

  public SignIns(Accounts accounts, SignInThrottle throttle, int parallelChecks, boolean demo) {
    if (parallelChecks < 1) {
      throw new IllegalArgumentException("parallel password checks must be at least 1, found " + parallelChecks);
    }
    this.accounts = accounts;
    this.throttle = throttle;
    this.checks = new Semaphore(parallelChecks, true);
    this.parallelChecks = parallelChecks;
    this.demo = demo;
  }

  /** Half the processors (at least one): the default bound of bcrypt checks at once. */
  public static int defaultParallelChecks() {
    return Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
  }

  /** What an attempt came to. */
  public sealed interface Outcome permits SignedIn, Refused, Throttled, Busy {}

  /** The user name and password match. */
  public record SignedIn(Account account) implements Outcome {}

  /** They do not (or the password is too short for a server without {@code --demo}): {@code message} says so. */
  public record Refused(String message) implements Outcome {}

  /** The throttle refused the attempt without checking it: try again after {@code retryAfter}. */
  public record Throttled(Duration retryAfter, String message) implements Outcome {}

  /** Every check was taken for {@link #QUEUE_WAIT}: try again after {@code retryAfter}. */
  public record Busy(Duration retryAfter, String message) implements Outcome {}

  /** Checks {@code password} for {@code username}, a request from {@code address}. */
  public Outcome signIn(String username, String password, String address) {
    SignInThrottle.Decision decision = throttle.begin(username, address);
    if (decision instanceof SignInThrottle.Wait w) {
      return new Throttled(w.retryAfter(), w.reason() + ": try again in " + w.retryAfter().toSeconds() + " s");
    }
    try (var attempt = (SignInThrottle.Attempt) decision) {
      if (!checks.tryAcquire(QUEUE_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
        return new Busy(QUEUE_WAIT, "the server is busy checking other sign-ins: try again in " + QUEUE_WAIT.toSeconds() + " s");
      }
      Optional<Account> account;
      try {
        peak.accumulateAndGet(running.incrementAndGet(), Math::max);
        account = accounts.signIn(username, password);
      } finally {
        running.decrementAndGet();
        checks.release();
      }
      if (account.isEmpty()) {
        attempt.failed();
        return new Refused("wrong user name or password");
      }
      if (!demo && !PasswordPolicy.longEnough(password)) {
        attempt.failed();
        return new Refused("this account's password is shorter than " + PasswordPolicy.MIN_LENGTH
            + " characters, which only a server started with --demo accepts");
      }
      attempt.succeeded();
      return new SignedIn(account.get());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Busy(QUEUE_WAIT, "the sign-in was interrupted: try again");
    }
  }

  /** The most bcrypt checks that ran at once so far (for tests and diagnostics). */
  public int peakChecks() {
    return peak.get();
  }

  /** The bound on bcrypt checks at once. */
  public int parallelChecks() {
    return parallelChecks;
  }
}
