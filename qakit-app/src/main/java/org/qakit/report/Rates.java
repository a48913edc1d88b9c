package org.qakit.report;

import java.util.Locale;

/**
 * Throughputs for people to read: a count per second, or "-" when the time it is divided by was
 * too short to measure. A benchmark never prints {@code Infinity} or {@code NaN}: a CPU time read
 * from the process clock moves in ticks of 10 ms on Linux ({@code times(2)} at 100 Hz, which is
 * what {@code OperatingSystemMXBean.getProcessCpuTime} reads), so a run of a few milliseconds
 * reads as 0.00 s and one tick reads as ±100%. A rate is given only when its time is at least
 * {@link #MIN_SECONDS}: ten ticks, a 10% error at worst.
 */
public final class Rates {
  /** The shortest time a rate is computed from. */
  public static final double MIN_SECONDS = 0.1;

  private Rates() {}

  /** {@code count / seconds}, or NaN when {@code seconds} is under {@link #MIN_SECONDS} or not a number. */
  public static double perSecond(double count, double seconds) {
    return Double.isFinite(seconds) && seconds >= MIN_SECONDS ? count / seconds : Double.NaN;
  }

  /** {@code value} with {@code decimals} decimals and thousands separators as given by {@code pattern}, or "-" when it is not finite. */
  public static String format(String pattern, double value) {
    return Double.isFinite(value) ? String.format(Locale.ROOT, pattern, value) : "-";
  }
}
