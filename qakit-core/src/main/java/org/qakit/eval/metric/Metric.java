package org.qakit.eval.metric;

import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.registry.Component;
import org.qakit.solve.Prediction;

/**
 * A per-item measure of a prediction against an item's gold labels. The metric of a dataset is
 * the mean of the per-item values over the items of {@link #kind()} (every metric here is such a
 * mean, so that confidence intervals and significance tests can resample items).
 */
public interface Metric extends Component {

  /** The kind of items this metric scores. */
  ItemKind kind();

  /**
   * The value for one item of {@link #kind()}.
   *
   * @throws IllegalArgumentException naming the item when the prediction does not fit it (wrong
   *     type, wrong number of scores, unlabelled gold)
   */
  double score(Item item, Prediction prediction);
}
