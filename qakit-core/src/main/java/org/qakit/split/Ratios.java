package org.qakit.split;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;

/**
 * The shares of the parts of a split, held as exact integer weights so that quotas and deficits
 * are compared without rounding error.
 *
 * <p>{@link #parse} reads percentages separated by colons that add up to exactly 100, e.g.
 * {@code 60:10:30} (SQAD v3's train:dev:test), {@code 80:20} or {@code 33.3:33.3:33.4}: at least
 * two parts, each a plain decimal number above 0. {@code 60:10} is refused (it adds up to 70: a
 * part was probably forgotten), as are {@code 0:0:0}, negative and non-numeric parts. The decimals
 * are scaled to integers by the largest number of decimal places ({@code 33.3:33.3:33.4} becomes
 * weights 333:333:334 of 1000). {@link #equal} gives k equal shares (k-fold).
 *
 * <p>Part j of n items has the quota {@code n · w_j / W} ({@code W} the sum of the weights).
 */
public final class Ratios {
  private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

  private final long[] weights;
  private final long total;
  private final String text;

  private Ratios(long[] weights, String text) {
    this.weights = weights;
    this.total = Arrays.stream(weights).sum();
    this.text = text;
  }

  /**
   * Percentages such as {@code 60:10:30}.
   *
   * @throws IllegalArgumentException naming the offending part, or the sum when it is not 100
   */
  public static Ratios parse(String text) {
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException("expected ratios such as 60:10:30, found nothing");
    }
    String[] parts = text.strip().split(":", -1);
    if (parts.length < 2) {
      throw new IllegalArgumentException("expected at least 2 ratios separated by ':' (e.g. 80:20 or 60:10:30), found '" + text + "'");
    }
    var values = new BigDecimal[parts.length];
    int scale = 0;
    for (int i = 0; i < parts.length; i++) {
      values[i] = number(parts[i].strip(), text);
      if (values[i].signum() <= 0) {
        throw new IllegalArgumentException("expected every ratio above 0, found '" + parts[i].strip() + "' in '" + text + "'");
      }
      scale = Math.max(scale, Math.max(0, values[i].stripTrailingZeros().scale()));
    }
    BigDecimal sum = Arrays.stream(values).reduce(BigDecimal.ZERO, BigDecimal::add);
    if (sum.compareTo(HUNDRED) != 0) {
      throw new IllegalArgumentException("expected ratios that add up to 100 (percentages, e.g. 60:10:30), found '" + text + "' (sum " + sum.stripTrailingZeros().toPlainString() + ")");
    }
    if (scale > 6) {
      throw new IllegalArgumentException("expected ratios with at most 6 decimal places, found '" + text + "'");
    }
    long[] weights = new long[values.length];
    for (int i = 0; i < values.length; i++) {
      weights[i] = values[i].movePointRight(scale).longValueExact();
    }
    return new Ratios(weights, text.strip());
  }

  /** {@code k} equal shares, for k-fold cross-validation. */
  public static Ratios equal(int k) {
    if (k < 2) {
      throw new IllegalArgumentException("expected at least 2 folds, found " + k);
    }
    long[] weights = new long[k];
    Arrays.fill(weights, 1);
    return new Ratios(weights, k + " equal folds");
  }

  private static BigDecimal number(String part, String text) {
    if (!part.matches("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)")) {
      throw new IllegalArgumentException("expected a number for each ratio, found '" + part + "' in '" + text + "'");
    }
    return new BigDecimal(part);
  }

  /** The number of parts. */
  public int size() {
    return weights.length;
  }

  /** The integer weight of part {@code j}. */
  public long weight(int j) {
    return weights[j];
  }

  /** The sum of the weights. */
  public long total() {
    return total;
  }

  /** The weights, for messages and tests. */
  public List<Long> weights() {
    return Arrays.stream(weights).boxed().toList();
  }

  @Override
  public String toString() {
    return text;
  }
}
