package org.qakit.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qakit.eval.metric.Metric;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;

/**
 * One metric's per-item values over the items of its kind, in dataset order: what a score, its
 * confidence interval, a breakdown and a significance test are all computed from.
 *
 * @param metric the metric
 * @param items the items scored (those of the metric's kind), in dataset order
 * @param values the per-item values, aligned with {@code items}
 */
public record ItemScores(Metric metric, List<Item> items, double[] values) {

  /**
   * Scores every item of the metric's kind.
   *
   * @throws IllegalArgumentException when items lack a prediction (the ids are named, up to ten)
   */
  public static ItemScores of(Metric metric, List<? extends Item> dataset, Map<String, Prediction> predictions) {
    var items = new ArrayList<Item>();
    var missing = new ArrayList<String>();
    for (Item item : dataset) {
      if (item.kind() == metric.kind()) {
        items.add(item);
        if (!predictions.containsKey(item.id())) {
          missing.add(item.id());
        }
      }
    }
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException(
          missing.size() + " item(s) have no prediction: " + Ids.abbreviate(missing));
    }
    double[] values = new double[items.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = metric.score(items.get(i), predictions.get(items.get(i).id()));
    }
    return new ItemScores(metric, List.copyOf(items), values);
  }

  /** The mean of the per-item values; NaN when there are no items. */
  public double mean() {
    if (values.length == 0) {
      return Double.NaN;
    }
    double sum = 0;
    for (double v : values) {
      sum += v;
    }
    return sum / values.length;
  }
}
