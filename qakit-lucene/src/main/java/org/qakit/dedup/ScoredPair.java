package org.qakit.dedup;

import java.util.Arrays;

/**
 * A suspect pair with the matcher's verdict: positions {@code a < b} in the searched list, the
 * six {@link PairFeatures} and P(duplicate).
 */
public record ScoredPair(int a, int b, double[] features, double probability) {
  public ScoredPair {
    if (a >= b) {
      throw new IllegalArgumentException("expected a < b, found " + a + " and " + b);
    }
    features = features.clone();
  }

  @Override
  public double[] features() {
    return features.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ScoredPair p && a == p.a && b == p.b && Arrays.equals(features, p.features)
        && Double.compare(probability, p.probability) == 0;
  }

  @Override
  public int hashCode() {
    return 31 * (31 * a + b) + Arrays.hashCode(features);
  }
}
