package org.qakit.eval.significance;

/** Checks two systems' per-item values are aligned and gives their per-item differences. */
final class PairedValues {
  /**
   * Relative slack when a resampled sum is compared with the observed one: sums equal in exact
   * arithmetic but added in another order may differ in the last bits, and must still count.
   */
  private static final double RELATIVE_SLACK = 1e-9;

  private PairedValues() {}

  /**
   * d<sub>i</sub> = a<sub>i</sub> − b<sub>i</sub>.
   *
   * @throws IllegalArgumentException when the lengths differ, there are no items, or a value is not finite
   */
  static double[] differences(double[] a, double[] b) {
    if (a.length != b.length) {
      throw new IllegalArgumentException(
          "paired values must be aligned item by item: expected as many values for B as for A (" + a.length + "), found " + b.length);
    }
    if (a.length == 0) {
      throw new IllegalArgumentException("a paired test needs at least one item, found none");
    }
    double[] d = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      if (!Double.isFinite(a[i]) || !Double.isFinite(b[i])) {
        throw new IllegalArgumentException("expected finite per-item values, found A=" + a[i] + ", B=" + b[i] + " at item " + i);
      }
      d[i] = a[i] - b[i];
    }
    return d;
  }

  static double sum(double[] d) {
    double s = 0;
    for (double v : d) {
      s += v;
    }
    return s;
  }

  /** The rounding slack for sums of {@code d}'s values: 10⁻⁹ · Σ|d<sub>i</sub>| (0 when every d is 0). */
  static double slack(double[] d) {
    double s = 0;
    for (double v : d) {
      s += Math.abs(v);
    }
    return RELATIVE_SLACK * s;
  }
}
