package org.qakit.distract;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;

/**
 * Corpus co-occurrence of options, counted over the training questions: n(x, y), the number of
 * training items whose options (answer and distractors, distinct texts) hold both x and y (x ≠
 * y), and n_d(y), the number of training items that have y as a distractor. Texts are compared as
 * written. While the ranker trains on an item, that item's own contribution is left out ({@link
 * #pairCount(String, String, MultipleChoiceItem)}), so the training features look like those of an
 * unseen question.
 */
public final class OptionCooccurrence {
  private final Map<String, Map<String, Integer>> pairs = new HashMap<>();
  private final Map<String, Integer> asDistractor = new HashMap<>();

  /** Counts over {@code items}. */
  public OptionCooccurrence(List<MultipleChoiceItem> items) {
    for (MultipleChoiceItem m : items) {
      Set<String> options = options(m);
      for (String x : options) {
        for (String y : options) {
          if (!x.equals(y)) {
            pairs.computeIfAbsent(x, k -> new HashMap<>()).merge(y, 1, Integer::sum);
          }
        }
      }
      for (String d : distractors(m)) {
        asDistractor.merge(d, 1, Integer::sum);
      }
    }
  }

  /** The counts n(x, ·) of {@code x}: y → n(x, y) (empty when x never occurred). */
  public Map<String, Integer> partners(String x) {
    return pairs.getOrDefault(x, Map.of());
  }

  /** n(x, y) minus the contribution of {@code self} (null: nothing left out). */
  public int pairCount(String x, String y, MultipleChoiceItem self) {
    int n = partners(x).getOrDefault(y, 0);
    if (self != null && !x.equals(y)) {
      Set<String> o = options(self);
      n -= o.contains(x) && o.contains(y) ? 1 : 0;
    }
    return n;
  }

  /** n_d(y) minus the contribution of {@code self} (null: nothing left out). */
  public int distractorCount(String y, MultipleChoiceItem self) {
    int n = asDistractor.getOrDefault(y, 0);
    if (self != null) {
      n -= distractors(self).contains(y) ? 1 : 0;
    }
    return n;
  }

  static Set<String> options(MultipleChoiceItem m) {
    var s = new LinkedHashSet<String>();
    m.choices().forEach(c -> s.add(c.text()));
    return s;
  }

  static Set<String> distractors(MultipleChoiceItem m) {
    var s = new LinkedHashSet<String>();
    String gold = m.gold().text();
    for (Choice c : m.choices()) {
      if (!c.label().equals(m.answer()) && !c.text().equals(gold)) {
        s.add(c.text());
      }
    }
    return s;
  }
}
