package org.qakit.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.LongSupplier;
import org.qakit.index.IndexProgress;

/**
 * Progress of counted work on stderr. On a terminal, one line redrawn at most every 200 ms:
 * {@code [#####.....] done/total (pct%)} when the total is known, {@code done passages, rate/s}
 * when not; ended by {@link #finish}. Elsewhere (a log file, a pipe, a test) a short line every
 * {@link #LOG_INTERVAL_SECONDS} seconds, so that a log holds no 100 KB lines of carriage returns.
 */
final class ProgressBar implements IndexProgress {
  /** Seconds between two progress lines on a non-terminal stderr. */
  static final int LOG_INTERVAL_SECONDS = 5;
  private static final int WIDTH = 30;
  private static final long BAR_INTERVAL_NANOS = 200_000_000L;
  private static volatile boolean terminal;

  private final PrintWriter err;
  private final String unit;
  private final boolean bar;
  private final LongSupplier clock;
  private final long start;
  private long lastDraw;
  private boolean drawn;

  ProgressBar(PrintWriter err, String unit) {
    this(err, unit, terminal, System::nanoTime);
  }

  /** @param bar redraw one line (a terminal) instead of printing a line every few seconds */
  ProgressBar(PrintWriter err, String unit, boolean bar, LongSupplier clock) {
    this.err = err;
    this.unit = unit;
    this.bar = bar;
    this.clock = clock;
    this.start = clock.getAsLong();
    this.lastDraw = start;
  }

  /** Whether the process's stderr is a terminal; called once by {@code main} (tests keep the log layout). */
  static void detectTerminal() {
    terminal = stderrIsTerminal();
  }

  /** Draws bars ({@code true}) or log lines from now on, as {@link #detectTerminal} would decide; for a test that reads the bar. */
  static void drawBars(boolean on) {
    terminal = on;
  }

  static boolean terminal() {
    return terminal;
  }

  private static boolean stderrIsTerminal() {
    try {
      String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (Exception e) {
      return System.console() != null; // no /proc: stdin and stdout are the best guess
    }
  }

  @Override
  public synchronized void indexed(long done, long total) {
    long now = clock.getAsLong();
    if (!bar) {
      if (now - lastDraw >= LOG_INTERVAL_SECONDS * 1_000_000_000L) {
        lastDraw = now;
        err.println(line(done, total, (now - start) / 1e9));
        err.flush();
      }
      return;
    }
    boolean last = total >= 0 && done >= total;
    if (!last && drawn && now - lastDraw < BAR_INTERVAL_NANOS) {
      return;
    }
    lastDraw = now;
    drawn = true;
    err.print("\r" + line(done, total, (now - start) / 1e9));
    err.flush();
  }

  /** Ends the progress line. */
  synchronized void finish() {
    if (drawn) {
      err.println();
      err.flush();
    }
  }

  String line(long done, long total, double seconds) {
    double rate = seconds > 0 ? done / seconds : 0;
    if (!bar) {
      return total < 0
          ? String.format(Locale.ROOT, "progress: %,d %s, %,.0f/s, %.0f s", done, unit, rate, seconds)
          : String.format(Locale.ROOT, "progress: %,d/%,d %s (%.0f%%), %,.0f/s, %.0f s", done, total, unit,
              total == 0 ? 100 : 100.0 * done / total, rate, seconds);
    }
    if (total < 0) {
      return String.format(Locale.ROOT, "%,d %s, %,.0f/s", done, unit, rate);
    }
    int filled = total == 0 ? WIDTH : (int) Math.min(WIDTH, WIDTH * done / total);
    double pct = total == 0 ? 100 : 100.0 * done / total;
    return String.format(Locale.ROOT, "[%s%s] %,d/%,d %s (%.0f%%), %,.0f/s",
        "#".repeat(filled), ".".repeat(WIDTH - filled), done, total, unit, pct, rate);
  }
}
