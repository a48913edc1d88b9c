package org.qakit.eval.trec;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The lines trec_eval prints for a summary value ({@code meas_print_final.c}):
 *
 * <pre>printf("%-22s\t%s\t%6.4f\n", name, "all", value)   // map, recip_rank, P_k
 * printf("%-22s\t%s\t%ld\n",   name, "all", (long) value)  // num_q, num_ret, num_rel, num_rel_ret</pre>
 *
 * <p>The measure name is padded with spaces to 22 characters (a longer name is not cut). The
 * value is rounded as glibc's {@code printf} does: from the exact binary value of the double, a
 * tie going to the even digit. Java's {@code String.format("%.4f")} rounds half up from the
 * shortest decimal that reads back as the double, so it prints 0.0313 for 1/32 where trec_eval
 * prints 0.0312, and 0.0002 for 0.00015 (stored as 0.000149999…) where trec_eval prints 0.0001.
 */
public final class TrecFormat {
  private TrecFormat() {}

  /** One output line without its newline: {@code name<TAB>qid<TAB>value}. */
  public static String line(String name, String qid, double value, boolean integer) {
    return line(name, qid, integer ? integer(value) : fixed4(value));
  }

  /** One output line without its newline, the value already formatted. */
  public static String line(String name, String qid, String value) {
    var s = new StringBuilder(Math.max(22, name.length()) + qid.length() + value.length() + 2).append(name);
    while (s.length() < 22) {
      s.append(' ');
    }
    return s.append('\t').append(qid).append('\t').append(value).toString();
  }

  /** C's {@code %6.4f}: four decimals, exact round-half-even, right-aligned in 6 columns. */
  public static String fixed4(double value) {
    return pad(fixed(value, 4));
  }

  /**
   * C's {@code %.Nf}: N decimals from the exact binary value, a tie going to the even digit;
   * {@code -} kept on a negative value that rounds to zero; NaN and infinity as glibc prints them
   * ({@code -nan} when the sign bit is set).
   */
  static String fixed(double value, int decimals) {
    if (Double.isNaN(value)) {
      return Math.copySign(1, value) < 0 ? "-nan" : "nan";
    }
    if (Double.isInfinite(value)) {
      return value < 0 ? "-inf" : "inf";
    }
    String digits = new BigDecimal(value).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
    if (value < 0 || (value == 0 && 1 / value < 0)) {
      // printf keeps the sign of a negative value that rounds to zero (and of -0.0)
      digits = digits.startsWith("-") ? digits : "-" + digits;
    }
    return digits;
  }

  /** C's {@code %ld} of {@code (long) value}: the cast truncates toward zero. */
  public static String integer(double value) {
    return Long.toString((long) value);
  }

  private static String pad(String s) {
    return s.length() >= 6 ? s : " ".repeat(6 - s.length()) + s;
  }
}
