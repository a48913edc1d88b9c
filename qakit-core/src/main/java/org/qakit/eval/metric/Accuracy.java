package org.qakit.eval.metric;

import java.util.List;
import java.util.Map;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;

/**
 * Accuracy of multiple-choice predictions: the share of items whose single highest-scoring option
 * is the gold one,
 *
 * <pre>acc = |{q : argmax_o s(q, o) = {gold(q)}}| / |Q|</pre>
 *
 * <p>Ties: when two or more options share the top score the item counts as wrong, even if the
 * gold option is among them (a solver that cannot decide gets no credit).
 */
public final class Accuracy implements Metric {

  @Override
  public String id() {
    return "accuracy";
  }

  @Override
  public String description() {
    return "share of multiple-choice items whose single top-scoring option is gold; a tie for the top counts as wrong";
  }

  @Override
  public ItemKind kind() {
    return ItemKind.MULTIPLE_CHOICE;
  }

  @Override
  public double score(List<? extends Item> items, Map<String, Prediction> predictions) {
    int n = 0;
    int correct = 0;
    for (Item item : items) {
      if (item instanceof MultipleChoiceItem m) {
        n++;
        correct += isCorrect(m, Predictions.choiceScores(m, predictions)) ? 1 : 0;
      }
    }
    return n == 0 ? Double.NaN : correct / (double) n;
  }

  static boolean isCorrect(MultipleChoiceItem item, Map<String, Double> scores) {
    double top = Double.NEGATIVE_INFINITY;
    int atTop = 0;
    String best = null;
    for (String label : item.labels()) {
      double s = scores.get(label);
      if (s > top) {
        top = s;
        atTop = 1;
        best = label;
      } else if (s == top) {
        atTop++;
      }
    }
    return atTop == 1 && item.answer().equals(best);
  }
}
