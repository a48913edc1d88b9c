package org.qakit.eval.significance;

import org.qakit.eval.Bootstrap;
import org.qakit.eval.ItemScores;
import org.qakit.model.Item;

/**
 * Two systems compared on one metric over the same items: their scores, the difference with its
 * 95% interval, the paired bootstrap and approximate randomization p-values, and the per-item wins.
 *
 * @param metric the metric's id
 * @param items the number of items compared
 * @param scoreA A's score (the mean of its per-item values)
 * @param scoreB B's score
 * @param bootstrap the paired bootstrap: δ = scoreA − scoreB, its interval, p
 * @param randomization the approximate randomization p
 * @param outcomes items A wins, loses and ties
 */
public record PairedComparison(
    String metric,
    int items,
    double scoreA,
    double scoreB,
    PairedBootstrap.Result bootstrap,
    ApproximateRandomization.Result randomization,
    WinsLosses outcomes) {

  /**
   * Compares A's and B's per-item values, which must be for the same metric and the same items in
   * the same order.
   *
   * @throws IllegalArgumentException when the metrics or the items differ, or there are no items
   */
  public static PairedComparison of(ItemScores a, ItemScores b, PairedBootstrap bootstrap, ApproximateRandomization randomization) {
    if (!a.metric().id().equals(b.metric().id())) {
      throw new IllegalArgumentException("a paired comparison needs one metric, found " + a.metric().id() + " for A and " + b.metric().id() + " for B");
    }
    if (a.items().size() != b.items().size()) {
      throw new IllegalArgumentException("a paired comparison needs the same items, found " + a.items().size() + " for A and " + b.items().size() + " for B");
    }
    for (int i = 0; i < a.items().size(); i++) {
      Item x = a.items().get(i);
      Item y = b.items().get(i);
      if (!x.id().equals(y.id())) {
        throw new IllegalArgumentException("a paired comparison needs the same items in the same order, found '" + x.id() + "' for A and '" + y.id() + "' for B at position " + i);
      }
    }
    if (a.values().length == 0) {
      throw new IllegalArgumentException("no items of kind " + a.metric().kind().id() + " to compare with " + a.metric().id());
    }
    return new PairedComparison(
        a.metric().id(),
        a.values().length,
        a.mean(),
        b.mean(),
        bootstrap.test(a.values(), b.values()),
        randomization.test(a.values(), b.values()),
        WinsLosses.of(a.values(), b.values()));
  }

  /** The observed difference δ = scoreA − scoreB. */
  public double delta() {
    return bootstrap.delta();
  }

  /** The 95% percentile interval of δ. */
  public Bootstrap.Interval interval() {
    return bootstrap.interval();
  }
}
