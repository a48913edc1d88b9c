package org.qakit.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Progress of a phase that has no count to show (training a ranker or KBQA, fitting an ensemble,
 * encoding a vocabulary): its name and the seconds so far, every second on a terminal and every
 * {@link ProgressBar#LOG_INTERVAL_SECONDS} seconds in a log, then one line with its duration. A
 * user can tell slow from hung.
 */
final class Heartbeat implements AutoCloseable {
  private final PrintWriter err;
  private final String label;
  private final boolean bar;
  private final LongSupplier clock;
  private final long start;
  private final ScheduledExecutorService timer;
  private boolean drawn;
  private boolean closed;
  private boolean alwaysSummarise = true;
  private boolean ticked;
  private boolean done;

  /** Starts a phase named {@code label} (e.g. "training sentence-ranker") on {@code err}. */
  static Heartbeat start(PrintWriter err, String label) {
    var beat = new Heartbeat(err, label, ProgressBar.terminal(), System::nanoTime);
    beat.schedule();
    return beat;
  }

  /**
   * Starts a phase that is usually quick (opening an index): its closing line is printed only when
   * it took a second or more.
   */
  static Heartbeat startBrief(PrintWriter err, String label) {
    var beat = start(err, label);
    beat.alwaysSummarise = false;
    return beat;
  }

  /** A phase that {@link #tick}s only when told (tests). */
  Heartbeat(PrintWriter err, String label, boolean bar, LongSupplier clock) {
    this.err = err;
    this.label = label;
    this.bar = bar;
    this.clock = clock;
    this.start = clock.getAsLong();
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "qakit-heartbeat");
      t.setDaemon(true);
      return t;
    });
  }

  private void schedule() {
    long every = bar ? 1 : ProgressBar.LOG_INTERVAL_SECONDS;
    timer.scheduleAtFixedRate(this::tick, every, every, TimeUnit.SECONDS);
  }

  /** Prints the phase's name and the seconds so far. */
  synchronized void tick() {
    if (closed) {
      return;
    }
    ticked = true;
    String line = String.format(Locale.ROOT, "%s… %.0f s", label, seconds());
    if (bar) {
      err.print("\r" + line);
      drawn = true;
    } else {
      err.println(line);
    }
    err.flush();
  }

  private double seconds() {
    return (clock.getAsLong() - start) / 1e9;
  }

  /** Marks the phase finished: {@link #close} then prints how long it took (a failed phase prints nothing more). */
  synchronized void done() {
    done = true;
  }

  /** Stops the ticks and, after {@link #done}, prints how long the phase took. */
  @Override
  public synchronized void close() {
    closed = true;
    timer.shutdownNow();
    if (drawn) {
      err.print("\r");
    }
    if (done && (alwaysSummarise || ticked || seconds() >= 1)) {
      err.println(String.format(Locale.ROOT, "%s: done in %.1f s", label, seconds()));
    }
    err.flush();
  }
}
