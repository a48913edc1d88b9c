package org.qakit.eval.trec;

import java.nio.charset.StandardCharsets;

/**
 * The numbers of a TREC file read straight from bytes: a run's score and a qrels relevance.
 *
 * <p>A score is a decimal {@code [+-]?([0-9]+(.[0-9]*)?|.[0-9]+)([eE][+-]?[0-9]+)?} or an infinity
 * ({@code [+-]?inf} or {@code infinity}, any case); its value is exactly {@link
 * Double#parseDouble}'s. With at most 15 significant digits and a decimal exponent within ±22 the
 * value is computed as digits × 10^e or digits / 10^-e: both operands are exact doubles and one
 * IEEE operation rounds correctly (Clinger's fast path), so no {@code String} is made; any other
 * decimal goes through {@code Double.parseDouble}.
 */
final class TrecNumbers {
  /** What {@link #score} returns for text that is not a score (a valid score is never NaN). */
  static final double NOT_A_SCORE = Double.NaN;
  /** What {@link #relevance} returns for text that is not an int. */
  static final long NOT_AN_INT = Long.MIN_VALUE;

  private static final double[] POWERS = new double[23];

  static {
    POWERS[0] = 1;
    for (int i = 1; i < POWERS.length; i++) {
      POWERS[i] = POWERS[i - 1] * 10;
    }
  }

  private TrecNumbers() {}

  /** The score in {@code b[from, to)}, or {@link #NOT_A_SCORE}. */
  static double score(byte[] b, int from, int to) {
    int i = from;
    boolean negative = false;
    if (i < to && (b[i] == '+' || b[i] == '-')) {
      negative = b[i] == '-';
      i++;
    }
    long digits = 0;
    int significant = 0;
    int exponent = 0;
    int intDigits = 0;
    for (; i < to && isDigit(b[i]); i++, intDigits++) {
      if (significant > 0 || b[i] != '0') {
        significant++;
        if (significant <= 18) {
          digits = digits * 10 + (b[i] - '0');
        } else {
          exponent++;
        }
      }
    }
    int fracDigits = 0;
    if (i < to && b[i] == '.') {
      for (i++; i < to && isDigit(b[i]); i++, fracDigits++) {
        if (significant > 0 || b[i] != '0') {
          significant++;
          if (significant <= 18) {
            digits = digits * 10 + (b[i] - '0');
            exponent--;
          }
        } else {
          exponent--;
        }
      }
    }
    if (intDigits + fracDigits == 0) {
      return infinity(b, from, to);
    }
    if (i < to && (b[i] == 'e' || b[i] == 'E')) {
      i++;
      boolean negativeExponent = false;
      if (i < to && (b[i] == '+' || b[i] == '-')) {
        negativeExponent = b[i] == '-';
        i++;
      }
      int start = i;
      long e = 0;
      for (; i < to && isDigit(b[i]); i++) {
        e = Math.min(e * 10 + (b[i] - '0'), 1_000_000);
      }
      if (i == start) {
        return NOT_A_SCORE;
      }
      exponent += (int) (negativeExponent ? -e : e);
    }
    if (i != to) {
      return NOT_A_SCORE;
    }
    if (significant <= 15 && exponent >= -22 && exponent <= 22) {
      double v = exponent < 0 ? digits / POWERS[-exponent] : digits * POWERS[exponent];
      return negative ? -v : v;
    }
    return Double.parseDouble(new String(b, from, to - from, StandardCharsets.ISO_8859_1));
  }

  private static double infinity(byte[] b, int from, int to) {
    int i = from;
    boolean negative = false;
    if (i < to && (b[i] == '+' || b[i] == '-')) {
      negative = b[i] == '-';
      i++;
    }
    String rest = new String(b, i, to - i, StandardCharsets.ISO_8859_1);
    if (rest.equalsIgnoreCase("inf") || rest.equalsIgnoreCase("infinity")) {
      return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    return NOT_A_SCORE;
  }

  /** The integer {@code [+-]?[0-9]+} in {@code b[from, to)} if it fits an int, else {@link #NOT_AN_INT}. */
  static long relevance(byte[] b, int from, int to) {
    int i = from;
    boolean negative = false;
    if (i < to && (b[i] == '+' || b[i] == '-')) {
      negative = b[i] == '-';
      i++;
    }
    if (i == to) {
      return NOT_AN_INT;
    }
    long v = 0;
    for (; i < to; i++) {
      if (!isDigit(b[i])) {
        return NOT_AN_INT;
      }
      v = v * 10 + (b[i] - '0');
      if (v > 1L + Integer.MAX_VALUE) {
        return NOT_AN_INT;
      }
    }
    v = negative ? -v : v;
    return v < Integer.MIN_VALUE || v > Integer.MAX_VALUE ? NOT_AN_INT : v;
  }

  private static boolean isDigit(byte c) {
    return c >= '0' && c <= '9';
  }
}
