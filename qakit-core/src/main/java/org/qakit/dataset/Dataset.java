package org.qakit.dataset;

import java.util.ArrayList;
import java.util.List;
import org.qakit.format.Problem;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.model.Triple;

/**
 * What a format read: the items, the passages that came with them (knowledge corpora, evidence,
 * articles, candidate vocabularies), knowledge-base triples, the records skipped in lenient mode,
 * and notes on what the reader normalised (e.g. a full-width answer letter read as ASCII).
 *
 * <p>This is for datasets that fit in memory; a 43M-triple knowledge base is streamed by its own
 * reader instead.
 */
public record Dataset(
    List<Item> items,
    List<Passage> passages,
    List<Triple> triples,
    List<Problem> skipped,
    List<Problem> notes) {
  public static final Dataset EMPTY = new Dataset(List.of(), List.of(), List.of(), List.of(), List.of());

  public Dataset {
    items = List.copyOf(items);
    passages = List.copyOf(passages);
    triples = List.copyOf(triples);
    skipped = List.copyOf(skipped);
    notes = List.copyOf(notes);
  }

  public static Dataset of(List<? extends Item> items) {
    return new Dataset(List.copyOf(items), List.of(), List.of(), List.of(), List.of());
  }

  /** This dataset followed by {@code other}. */
  public Dataset concat(Dataset other) {
    if (this == EMPTY) {
      return other;
    }
    return new Dataset(
        join(items, other.items),
        join(passages, other.passages),
        join(triples, other.triples),
        join(skipped, other.skipped),
        join(notes, other.notes));
  }

  private static <T> List<T> join(List<T> a, List<T> b) {
    var all = new ArrayList<T>(a.size() + b.size());
    all.addAll(a);
    all.addAll(b);
    return all;
  }
}
