package org.qakit.kb;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Draws ranks 0..n−1 with Zipf probabilities P(r) = (r+1)^−s / H(n, s), H(n, s) = Σ_{k=1..n} k^−s,
 * by binary search in the cumulative table (O(log n) per draw, n doubles of memory).
 */
final class ZipfSampler {
  private final double[] cumulative;

  ZipfSampler(int n, double s) {
    if (n < 1 || !(s >= 0)) {
      throw new IllegalArgumentException("zipf: expected n >= 1 and s >= 0, found n=" + n + ", s=" + s);
    }
    cumulative = new double[n];
    double sum = 0;
    for (int k = 0; k < n; k++) {
      sum += StrictMath.pow(k + 1, -s);
      cumulative[k] = sum;
    }
    for (int k = 0; k < n; k++) {
      cumulative[k] /= sum;
    }
    cumulative[n - 1] = 1.0;
  }

  int sample(SplittableRandom random) {
    double u = random.nextDouble();
    int i = Arrays.binarySearch(cumulative, u);
    return i >= 0 ? i : Math.min(cumulative.length - 1, -i - 1);
  }
}
