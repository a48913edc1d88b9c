package org.qakit.eval.significance;

/**
 * How many items each of two systems wins: A's per-item value above B's (a win), below (a loss),
 * or exactly equal (a tie). For accuracy a tie is both right or both wrong; for MRR, the first
 * positive at the same rank (or no positive candidate at all, where both score 0).
 *
 * @param wins items where A scores higher than B
 * @param losses items where B scores higher than A
 * @param ties items where both score exactly the same
 */
public record WinsLosses(int wins, int losses, int ties) {

  public WinsLosses {
    if (wins < 0 || losses < 0 || ties < 0) {
      throw new IllegalArgumentException("expected counts ≥ 0, found wins " + wins + ", losses " + losses + ", ties " + ties);
    }
  }

  /**
   * Counts over aligned per-item values.
   *
   * @throws IllegalArgumentException when the lengths differ, there are no items, or a value is not finite
   */
  public static WinsLosses of(double[] a, double[] b) {
    int wins = 0;
    int losses = 0;
    for (double d : PairedValues.differences(a, b)) {
      if (d > 0) {
        wins++;
      } else if (d < 0) {
        losses++;
      }
    }
    return new WinsLosses(wins, losses, a.length - wins - losses);
  }

  /** wins + losses + ties. */
  public int items() {
    return wins + losses + ties;
  }
}
