package org.qakit.eval.trec;

/**
 * The C library functions trec_eval's measures call, as close to glibc's results as Java gets.
 * glibc's {@code log2}, {@code log} and {@code exp} are accurate to about half an ulp; the values
 * here differ from them at most in the last bit of a double, which never shows in four printed
 * decimals except on an exact rounding tie, and the logarithms of integers that trec_eval feeds
 * them are never such ties. Powers of two get exact logarithms, as in glibc.
 */
final class CMath {
  /** The NaN x86 arithmetic produces for 0.0 / 0.0: sign bit set, so {@code printf} shows {@code -nan}. */
  static final double DEFAULT_NAN = Double.longBitsToDouble(0xfff8000000000000L);

  private static final double LN2 = Math.log(2.0);

  private CMath() {}

  /** {@code log2((double) n)} for n of 1 or more: the exponent exactly plus the logarithm of the mantissa. */
  static double log2(long n) {
    double x = n;
    int exponent = Math.getExponent(x);
    double mantissa = x / Math.scalb(1.0, exponent);
    return mantissa == 1.0 ? exponent : exponent + Math.log(mantissa) / LN2;
  }

  /** C's {@code a / b} for doubles, with x86's NaN for 0 / 0. */
  static double divide(double a, double b) {
    return a == 0 && b == 0 ? DEFAULT_NAN : a / b;
  }

  /** C's conversion of a double to {@code int} on x86 ({@code cvttsd2si}): toward zero, out of range gives {@code INT_MIN}. */
  static int toInt(double d) {
    return d > -2147483649.0 && d < 2147483648.0 ? (int) d : Integer.MIN_VALUE;
  }
}
