package org.qakit.serve.store;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * When the database was last in use, so that H2's housekeeping runs in a quiet moment rather than
 * under the requests: a compaction holds H2's store lock for 0.5–4 s (it rewrites and moves
 * chunks), every transaction's commit waits for it meanwhile, and the pool's connections run out
 * behind them. With 50 annotators reading record pages, one compaction made every request of its
 * 2 s wait (p99 0.3–0.8 s against 0.1 s without).
 *
 * <p>The housekeeping may compact when no transaction is open and none ended in the last
 * {@code quiet} nanoseconds, or, so that a server that is never quiet still gets its file
 * compacted, when no such moment came for {@code overdue} nanoseconds.
 */
final class IdleClock {
  private final long quiet;
  private final long overdue;
  private final LongSupplier now;
  private final AtomicInteger open = new AtomicInteger();
  private volatile long lastEnd;
  private volatile long lastIdle;

  /**
   * @param quiet nanoseconds without a transaction that make a quiet moment, at least 0
   * @param overdue nanoseconds after which the housekeeping runs even without one, above {@code quiet}
   * @param now the clock ({@code System::nanoTime})
   */
  IdleClock(long quiet, long overdue, LongSupplier now) {
    if (quiet < 0 || overdue <= quiet) {
      throw new IllegalArgumentException("need 0 <= quiet < overdue, got quiet " + quiet + " ns, overdue " + overdue + " ns");
    }
    this.quiet = quiet;
    this.overdue = overdue;
    this.now = now;
    long t = now.getAsLong();
    this.lastEnd = t - quiet;
    this.lastIdle = t;
  }

  /** A transaction begins. */
  void begin() {
    open.incrementAndGet();
  }

  /** A transaction ends (committed or rolled back). */
  void end() {
    lastEnd = now.getAsLong();
    open.decrementAndGet();
  }

  /** Whether the housekeeping may run now: a quiet moment, or none for too long (then the wait starts again). */
  boolean mayRun() {
    long t = now.getAsLong();
    if (open.get() == 0 && t - lastEnd >= quiet) {
      lastIdle = t;
      return true;
    }
    if (t - lastIdle >= overdue) {
      lastIdle = t;
      return true;
    }
    return false;
  }
}
