package org.qakit.solve.extract;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.qakit.model.Item;

/**
 * How often {@link QuestionType} agrees with a dataset's own answer types (SQAD's {@code a_type},
 * the items' {@code answer_type}, mapped by {@link AnswerType#fromSqad}):
 *
 * <pre>accuracy = correct / items,   items = the items that carry an answer_type (others are not counted)</pre>
 *
 * @param items items with a gold answer type
 * @param correct items whose question was typed as their gold type
 * @param confusion counts by "GOLD PREDICTED" (e.g. {@code "DATE NUMBER"}), sorted
 */
public record TypeAccuracy(int items, int correct, Map<String, Integer> confusion) {
  public TypeAccuracy {
    confusion = Map.copyOf(confusion);
  }

  /** Types every item's question and compares it with its {@code answer_type}. */
  public static TypeAccuracy of(List<? extends Item> items, QuestionType classifier) {
    int n = 0;
    int correct = 0;
    var confusion = new TreeMap<String, Integer>();
    for (Item item : items) {
      AnswerType gold = AnswerType.fromSqad(item.types().get("answer_type"));
      if (gold == null) {
        continue;
      }
      AnswerType predicted = classifier.of(item.question());
      n++;
      if (predicted == gold) {
        correct++;
      }
      confusion.merge(gold + " " + predicted, 1, Integer::sum);
    }
    return new TypeAccuracy(n, correct, new TreeMap<>(confusion));
  }

  /** correct / items; NaN when no item carries a gold type. */
  public double accuracy() {
    return items == 0 ? Double.NaN : (double) correct / items;
  }
}
