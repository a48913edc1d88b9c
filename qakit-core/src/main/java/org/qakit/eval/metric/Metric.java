package org.qakit.eval.metric;

import java.util.List;
import java.util.Map;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.registry.Component;
import org.qakit.solve.Prediction;

/** Scores a solver's predictions against the gold labels of the items of one kind. */
public interface Metric extends Component {

  /** The kind of items this metric scores; items of other kinds are ignored. */
  ItemKind kind();

  /**
   * The metric over the items of {@link #kind()}; NaN when there are none.
   *
   * @throws IllegalArgumentException when an item of that kind has no prediction or an unusable one
   */
  double score(List<? extends Item> items, Map<String, Prediction> predictions);
}
