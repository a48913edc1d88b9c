package org.qakit.dataset;

import java.util.ArrayList;
import java.util.List;
import org.qakit.format.Problem;
import org.qakit.model.Item;
import org.qakit.model.Passage;

/**
 * What a format read: the items, the passages that came with them (knowledge corpora, evidence,
 * articles, candidate vocabularies) and, in lenient mode, the records it skipped.
 */
public record Dataset(List<Item> items, List<Passage> passages, List<Problem> skipped) {
  public static final Dataset EMPTY = new Dataset(List.of(), List.of(), List.of());

  public Dataset {
    items = List.copyOf(items);
    passages = List.copyOf(passages);
    skipped = List.copyOf(skipped);
  }

  public static Dataset of(List<? extends Item> items) {
    return new Dataset(List.copyOf(items), List.of(), List.of());
  }

  /** This dataset followed by {@code other}. */
  public Dataset concat(Dataset other) {
    if (this == EMPTY) {
      return other;
    }
    return new Dataset(join(items, other.items), join(passages, other.passages), join(skipped, other.skipped));
  }

  private static <T> List<T> join(List<T> a, List<T> b) {
    var all = new ArrayList<T>(a.size() + b.size());
    all.addAll(a);
    all.addAll(b);
    return all;
  }
}
