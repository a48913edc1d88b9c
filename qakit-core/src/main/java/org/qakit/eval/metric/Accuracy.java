package org.qakit.eval.metric;

import java.util.Map;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;

/**
 * Accuracy of multiple-choice predictions: the share of items whose top-scoring option is the gold
 * one,
 *
 * <pre>acc = 1/|Q| · Σ_q credit(q)</pre>
 *
 * <p>Ties for the top score follow a declared policy: {@link TiePolicy#WRONG} (id {@code
 * accuracy}) gives no credit when two or more options share the top score, even if the gold one is
 * among them; {@link TiePolicy#SPLIT} (id {@code accuracy-tie-split}) gives 1/k when the gold
 * option is among k tied options (the expected accuracy of breaking the tie at random).
 */
public final class Accuracy implements Metric {

  /** What a tie for the top score earns. */
  public enum TiePolicy {
    /** A tie never counts as correct. */
    WRONG,
    /** A tie of k options including the gold one earns 1/k. */
    SPLIT
  }

  private final TiePolicy ties;

  public Accuracy(TiePolicy ties) {
    if (ties == null) {
      throw new IllegalArgumentException("accuracy needs a tie policy (WRONG or SPLIT)");
    }
    this.ties = ties;
  }

  @Override
  public String id() {
    return ties == TiePolicy.WRONG ? "accuracy" : "accuracy-tie-split";
  }

  @Override
  public String description() {
    return ties == TiePolicy.WRONG
        ? "multiple choice: share of items whose single top-scoring option is gold; a tie for the top counts as wrong"
        : "multiple choice: share of items whose top-scoring option is gold; a tie of k options including gold earns 1/k";
  }

  @Override
  public ItemKind kind() {
    return ItemKind.MULTIPLE_CHOICE;
  }

  @Override
  public double score(Item item, Prediction prediction) {
    var m = (MultipleChoiceItem) item;
    Map<String, Double> scores = Predictions.choiceScores(m, prediction);
    double top = Double.NEGATIVE_INFINITY;
    for (String label : m.labels()) {
      top = Math.max(top, scores.get(label));
    }
    int atTop = 0;
    for (String label : m.labels()) {
      atTop += scores.get(label) == top ? 1 : 0;
    }
    if (scores.get(m.answer()) != top) {
      return 0;
    }
    if (atTop == 1) {
      return 1;
    }
    return ties == TiePolicy.SPLIT ? 1.0 / atTop : 0;
  }
}
