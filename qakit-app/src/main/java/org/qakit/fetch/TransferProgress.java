package org.qakit.fetch;

import java.io.Console;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * The progress of one download on stderr: bytes done and total, rate and time left. On a terminal
 * one line redrawn every 200 ms; otherwise (a log, a pipe) a plain line every {@value
 * #LOG_INTERVAL_SECONDS} seconds, so that a log shows the download moving without a 100 KB line of
 * carriage returns. Quiet for downloads that end before the first line is due.
 */
public final class TransferProgress {
  static final int LOG_INTERVAL_SECONDS = 5;
  private static final long TERMINAL_INTERVAL_NANOS = 200_000_000L;

  private final PrintWriter err;
  private final boolean terminal;
  private String label = "";
  private long offset;
  private long total;
  private long startNanos;
  private long lastNanos;
  private boolean drawn;

  /**
   * @param err where the lines go
   * @param terminal whether {@code err} is a terminal (redraw one line) or not (a line every few seconds)
   */
  public TransferProgress(PrintWriter err, boolean terminal) {
    this.err = err;
    this.terminal = terminal;
  }

  /** A progress on {@code err} drawn as this process's console allows. */
  public static TransferProgress on(PrintWriter err) {
    return new TransferProgress(err, consoleIsTerminal());
  }

  /** A new transfer of {@code label}, starting at {@code offset} bytes (a resumed download) of {@code total} (-1: unknown). */
  public synchronized void begin(String label, long offset, long total) {
    this.label = label;
    this.offset = offset;
    this.total = total;
    this.startNanos = System.nanoTime();
    this.lastNanos = startNanos;
    this.drawn = false;
  }

  /** {@code done} bytes are here (the offset included). */
  public synchronized void advanced(long done) {
    long now = System.nanoTime();
    long interval = terminal ? TERMINAL_INTERVAL_NANOS : LOG_INTERVAL_SECONDS * 1_000_000_000L;
    if (now - lastNanos < interval) {
      return;
    }
    lastNanos = now;
    String line = label + " " + line(done - offset, done, total, (now - startNanos) / 1e9);
    if (terminal) {
      err.print("\r" + line + "\033[K");
      drawn = true;
    } else {
      err.println(line);
    }
    err.flush();
  }

  /** Ends the transfer's line. */
  public synchronized void end() {
    if (drawn) {
      err.print("\r\033[K");
      err.flush();
      drawn = false;
    }
  }

  /**
   * {@code 12.3 MB of 45.6 MB (27%), 1.2 MB/s, 0:27 left}: {@code done} of {@code total} bytes
   * ({@code total} -1: unknown), the rate over the {@code fresh} bytes received in {@code seconds}.
   */
  static String line(long fresh, long done, long total, double seconds) {
    double rate = seconds > 0 ? fresh / seconds : 0;
    var out = new StringBuilder(bytes(done));
    if (total >= 0) {
      out.append(" of ").append(bytes(total)).append(String.format(Locale.ROOT, " (%.0f%%)", total == 0 ? 100.0 : 100.0 * done / total));
    }
    out.append(", ").append(bytes(Math.round(rate))).append("/s");
    if (total >= 0 && rate > 0) {
      out.append(", ").append(duration(Math.round((total - done) / rate))).append(" left");
    }
    return out.toString();
  }

  /** Bytes for a person: {@code 512 B}, {@code 3.4 kB}, {@code 12.3 MB}, {@code 1.02 GB} (powers of 1000). */
  public static String bytes(long n) {
    if (n < 1000) {
      return n + " B";
    }
    String[] units = {"kB", "MB", "GB", "TB"};
    double v = n;
    int u = -1;
    while (v >= 1000 && u < units.length - 1) {
      v /= 1000;
      u++;
    }
    return String.format(Locale.ROOT, v >= 100 ? "%.0f %s" : v >= 10 ? "%.1f %s" : "%.2f %s", v, units[u]);
  }

  /** {@code 0:27}, {@code 12:05}, {@code 1:02:03}. */
  static String duration(long seconds) {
    long h = seconds / 3600;
    long m = seconds / 60 % 60;
    long s = seconds % 60;
    return h > 0 ? String.format(Locale.ROOT, "%d:%02d:%02d", h, m, s) : String.format(Locale.ROOT, "%d:%02d", m, s);
  }

  /**
   * Whether this process talks to a terminal. Compiled for Java 21, where a {@link Console} exists
   * only on a terminal; from Java 22 one always exists and {@code Console.isTerminal()} says.
   */
  static boolean consoleIsTerminal() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
    } catch (ReflectiveOperationException java21) {
      return true;
    }
  }
}
