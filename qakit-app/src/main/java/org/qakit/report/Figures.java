package org.qakit.report;

import java.util.Locale;
import org.qakit.eval.Evaluation;

/** Numbers as the leaderboards print them: scores and differences to four decimals, p-values as {@code qakit compare} does. */
final class Figures {
  private Figures() {}

  static String four(double v) {
    return String.format(Locale.ROOT, "%.4f", v);
  }

  static String signed(double v) {
    return String.format(Locale.ROOT, "%+.4f", v);
  }

  /** A p-value: four decimals, or one significant digit in scientific notation below 5e-5. */
  static String p(double v) {
    return v < 5e-5 ? String.format(Locale.ROOT, "%.1e", v) : String.format(Locale.ROOT, "%.4f", v);
  }

  /** {@code [0.7012, 0.7990]}. */
  static String interval(Evaluation.Score s) {
    return "[" + four(s.interval().low()) + ", " + four(s.interval().high()) + "]";
  }

  /** The first 12 hex digits of a sha256, or {@code -} when none was recorded. */
  static String shortSum(String sha256) {
    return sha256 == null || sha256.isEmpty() ? "-" : sha256.substring(0, Math.min(12, sha256.length()));
  }
}
