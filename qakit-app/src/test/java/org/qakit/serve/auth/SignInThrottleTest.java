package org.qakit.serve.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Back-off per user name and per address, with a clock the test moves. */
class SignInThrottleTest {
  final MovableClock clock = new MovableClock(Instant.parse("2026-11-22T10:00:00Z"));
  final SignInThrottle throttle = new SignInThrottle(clock);

  private SignInThrottle.Decision fail(String name, String address) {
    SignInThrottle.Decision d = throttle.begin(name, address);
    if (d instanceof SignInThrottle.Attempt a) {
      a.failed();
    }
    return d;
  }

  private Duration waitOf(SignInThrottle.Decision d) {
    return d instanceof SignInThrottle.Wait w ? w.retryAfter() : Duration.ZERO;
  }

  @Test
  void theWaitDoublesAfterTheFreeFailuresUpToItsCap() {
    assertThat(SignInThrottle.waitAfter(4, 5)).isZero();
    assertThat(SignInThrottle.waitAfter(5, 5)).isEqualTo(Duration.ofSeconds(1));
    assertThat(SignInThrottle.waitAfter(6, 5)).isEqualTo(Duration.ofSeconds(2));
    assertThat(SignInThrottle.waitAfter(14, 5)).isEqualTo(Duration.ofSeconds(512));
    assertThat(SignInThrottle.waitAfter(15, 5)).isEqualTo(SignInThrottle.LONGEST_WAIT);
    assertThat(SignInThrottle.waitAfter(1_000_000, 5)).isEqualTo(SignInThrottle.LONGEST_WAIT);
  }

  @Test
  void thirtyWrongPasswordsLeaveTheRightOneWaitingForTheLongestWait() {
    for (int i = 0; i < SignInThrottle.FREE_PER_ACCOUNT; i++) {
      assertThat(fail("ann", "10.0.0." + i)).isInstanceOf(SignInThrottle.Attempt.class);
    }
    // the sixth comes too early: refused without a check, and it does not count
    assertThat(waitOf(throttle.begin("ann", "10.0.1.1"))).isEqualTo(Duration.ofSeconds(1));
    assertThat(waitOf(throttle.begin("ann", "10.0.1.1"))).isEqualTo(Duration.ofSeconds(1));
    int failures = SignInThrottle.FREE_PER_ACCOUNT;
    while (failures < 30) {
      Duration wait = waitOf(throttle.begin("ann", "10.0.2.1"));
      assertThat(wait).isEqualTo(SignInThrottle.waitAfter(failures, SignInThrottle.FREE_PER_ACCOUNT));
      clock.advance(wait.minusMillis(1));
      assertThat(throttle.begin("ann", "10.0.2.1")).isInstanceOf(SignInThrottle.Wait.class);
      clock.advance(Duration.ofMillis(1));
      assertThat(fail("ann", "10.0.2." + failures)).isInstanceOf(SignInThrottle.Attempt.class);
      failures++;
    }
    assertThat(waitOf(throttle.begin("ann", "10.9.9.9"))).isEqualTo(SignInThrottle.LONGEST_WAIT);
    clock.advance(SignInThrottle.LONGEST_WAIT);
    var right = throttle.begin("ann", "10.9.9.9");
    assertThat(right).isInstanceOf(SignInThrottle.Attempt.class);
    ((SignInThrottle.Attempt) right).succeeded();
    // a success starts the user name afresh
    for (int i = 0; i < SignInThrottle.FREE_PER_ACCOUNT; i++) {
      assertThat(fail("ann", "10.9.9.9")).isInstanceOf(SignInThrottle.Attempt.class);
    }
    assertThat(throttle.begin("ann", "10.9.9.9")).isInstanceOf(SignInThrottle.Wait.class);
  }

  @Test
  void oneAddressTryingManyNamesWaitsTooAndASuccessDoesNotClearIt() {
    for (int i = 0; i < SignInThrottle.FREE_PER_ADDRESS; i++) {
      assertThat(fail("name" + i, "203.0.113.7")).isInstanceOf(SignInThrottle.Attempt.class);
      if (i == 10) {
        ((SignInThrottle.Attempt) throttle.begin("own", "203.0.113.7")).succeeded();
      }
    }
    assertThat(waitOf(throttle.begin("someone-else", "203.0.113.7"))).isEqualTo(Duration.ofSeconds(1));
    assertThat(throttle.begin("someone-else", "203.0.113.8")).isInstanceOf(SignInThrottle.Attempt.class);
  }

  @Test
  void failuresAreForgottenAnHourAfterTheLastOne() {
    for (int i = 0; i < 12; i++) {
      clock.advance(SignInThrottle.waitAfter(i, SignInThrottle.FREE_PER_ACCOUNT));
      assertThat(fail("bob", "198.51.100.1")).isInstanceOf(SignInThrottle.Attempt.class);
    }
    assertThat(throttle.begin("bob", "198.51.100.2")).isInstanceOf(SignInThrottle.Wait.class);
    clock.advance(SignInThrottle.FORGET_AFTER);
    for (int i = 0; i < SignInThrottle.FREE_PER_ACCOUNT; i++) {
      assertThat(fail("bob", "198.51.100.2")).isInstanceOf(SignInThrottle.Attempt.class);
    }
  }

  @Test
  void attemptsSentInParallelCannotPassBeforeTheirFailuresCount() {
    var first = throttle.begin("ann", "192.0.2.1");
    var second = throttle.begin("ann", "192.0.2.2");
    assertThat(first).isInstanceOf(SignInThrottle.Attempt.class);
    assertThat(second).isInstanceOf(SignInThrottle.Attempt.class);
    assertThat(waitOf(throttle.begin("ann", "192.0.2.3"))).isEqualTo(Duration.ofSeconds(1));
    ((SignInThrottle.Attempt) first).close(); // ended without a result: counts neither way
    assertThat(throttle.begin("ann", "192.0.2.3")).isInstanceOf(SignInThrottle.Attempt.class);
    for (int i = 0; i < SignInThrottle.PARALLEL_PER_ADDRESS; i++) {
      assertThat(throttle.begin("user" + i, "192.0.2.9")).isInstanceOf(SignInThrottle.Attempt.class);
    }
    assertThat(throttle.begin("one-more", "192.0.2.9")).isInstanceOf(SignInThrottle.Wait.class);
  }

  @Test
  void anIpv6ClientIsCountedByItsSlash64() {
    assertThat(SignInThrottle.addressKey("2001:db8:1:2:aaaa::1")).isEqualTo(SignInThrottle.addressKey("[2001:db8:1:2:ffff::9]"))
        .isEqualTo("20010db800010002::/64");
    assertThat(SignInThrottle.addressKey("2001:db8:1:3::1")).isNotEqualTo(SignInThrottle.addressKey("2001:db8:1:2::1"));
    assertThat(SignInThrottle.addressKey("::ffff:192.0.2.1")).isEqualTo("192.0.2.1");
    assertThat(SignInThrottle.addressKey("192.0.2.1")).isEqualTo("192.0.2.1");
    assertThat(SignInThrottle.addressKey("unknown")).isEqualTo("unknown");
    assertThat(SignInThrottle.addressKey("evil.example:80")).isEqualTo("evil.example:80"); // not a literal: never looked up
  }
}
