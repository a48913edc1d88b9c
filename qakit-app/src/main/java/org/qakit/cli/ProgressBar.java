package org.qakit.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.qakit.index.IndexProgress;

/**
 * A one-line progress display on stderr: {@code [#####.....] done/total (pct%)} when the total is
 * known, {@code done passages, rate/s} when not; redrawn at most every 200 ms, ended by {@link #finish}.
 */
final class ProgressBar implements IndexProgress {
  private static final int WIDTH = 30;
  private static final long INTERVAL_NANOS = 200_000_000L;

  private final PrintWriter err;
  private final String unit;
  private final long start = System.nanoTime();
  private long lastDraw;
  private boolean drawn;

  ProgressBar(PrintWriter err, String unit) {
    this.err = err;
    this.unit = unit;
  }

  @Override
  public synchronized void indexed(long done, long total) {
    long now = System.nanoTime();
    boolean last = total >= 0 && done >= total;
    if (!last && drawn && now - lastDraw < INTERVAL_NANOS) {
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
    if (total < 0) {
      return String.format(Locale.ROOT, "%,d %s, %,.0f/s", done, unit, rate);
    }
    int filled = total == 0 ? WIDTH : (int) Math.min(WIDTH, WIDTH * done / total);
    double pct = total == 0 ? 100 : 100.0 * done / total;
    return String.format(Locale.ROOT, "[%s%s] %,d/%,d %s (%.0f%%), %,.0f/s",
        "#".repeat(filled), ".".repeat(WIDTH - filled), done, total, unit, pct, rate);
  }
}
