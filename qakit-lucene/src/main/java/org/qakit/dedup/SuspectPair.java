package org.qakit.dedup;

/**
 * A suspect pair found by {@link SuspectMiner}: two analysed items (a found b, or b found a, among
 * its BM25 neighbours) and their six {@link PairFeatures}; what a person labels.
 *
 * @param a the item that comes first in the mined lists
 * @param b the other item
 * @param features the six cosines of (a, b)
 */
public record SuspectPair(AnalysedTexts a, AnalysedTexts b, double[] features) {
  public SuspectPair {
    features = features.clone();
  }

  @Override
  public double[] features() {
    return features.clone();
  }

  /** The mean of the six cosines: the similarity {@link SuspectSample} stratifies by. */
  public double similarity() {
    double s = 0;
    for (double f : features) {
      s += f;
    }
    return s / features.length;
  }
}
