package org.qakit.serve.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class IdleClockTest {
  private final AtomicLong now = new AtomicLong(1_000);
  private final IdleClock clock = new IdleClock(20, 100, now::get);

  @Test
  void runsOnlyWhenNoTransactionIsOpenAndNoneEndedLately() {
    assertThat(clock.mayRun()).as("a fresh server is quiet").isTrue();
    clock.begin();
    now.addAndGet(50);
    assertThat(clock.mayRun()).as("a transaction is open").isFalse();
    clock.end();
    now.addAndGet(19);
    assertThat(clock.mayRun()).as("one ended 19 ns ago").isFalse();
    now.addAndGet(1);
    assertThat(clock.mayRun()).as("quiet for 20 ns").isTrue();
  }

  @Test
  void aServerThatIsNeverQuietStillRunsItOnceOverdue() {
    assertThat(clock.mayRun()).isTrue(); // t = 1000: the wait for the next starts here
    int ran = 0;
    for (int step = 0; step < 100; step++) { // a transaction every 10 ns for 1000 ns: never 20 ns quiet
      clock.begin();
      now.addAndGet(5);
      clock.end();
      now.addAndGet(5);
      ran += clock.mayRun() ? 1 : 0;
    }
    assertThat(ran).as("once per 100 ns overdue").isEqualTo(10);
  }

  @Test
  void refusesAQuietTimeNotBelowTheOverdueOne() {
    assertThatThrownBy(() -> new IdleClock(100, 100, now::get)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("need 0 <= quiet < overdue, got quiet 100 ns, overdue 100 ns");
    assertThatThrownBy(() -> new IdleClock(-1, 100, now::get)).isInstanceOf(IllegalArgumentException.class);
  }
}
