package org.qakit.solve.select;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.util.BytesRef;
import org.qakit.index.IndexFields;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;

/**
 * Every document of an index as the candidates of document selection, so that {@code doc-select}
 * ranks the whole collection (as a Wikipedia-scale system would) rather than only the articles
 * that carry a question. {@link #widen} replaces a document-selection item's candidates by the
 * index's documents in id order (candidate id = document id, text = the item's title for that id
 * where it had one, else the id), labelled 1 where the item's own candidate with that id was.
 * One candidate list is built per distinct set of gold ids and shared by the items that have it:
 * memory is one list of N candidates per gold article. Immutable after construction; thread-safe.
 */
public final class DocumentCollection {
  private final List<String> ids;

  private DocumentCollection(List<String> ids) {
    this.ids = List.copyOf(ids);
  }

  /** The ids of every document of an open index, in byte order (the order of Lucene's term dictionary). */
  public static DocumentCollection of(IndexReader reader) {
    try {
      Terms terms = MultiTerms.getTerms(reader, IndexFields.ID);
      var out = new ArrayList<String>();
      if (terms != null) {
        TermsEnum e = terms.iterator();
        for (BytesRef t = e.next(); t != null; t = e.next()) {
          out.add(t.utf8ToString());
        }
      }
      return new DocumentCollection(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A collection of the given document ids (in the order given). */
  public static DocumentCollection of(List<String> ids) {
    return new DocumentCollection(ids);
  }

  /** The number of documents. */
  public int size() {
    return ids.size();
  }

  /**
   * The items with the whole collection as candidates; items of other kinds, and answer-selection
   * items whose candidates have no id (sentences), are returned unchanged.
   *
   * @throws IllegalArgumentException naming the item when a gold document is not in the collection
   */
  public List<Item> widen(List<Item> items) {
    Set<String> known = new java.util.HashSet<>(ids);
    Map<String, String> titles = new HashMap<>();
    Map<Set<String>, List<Candidate>> shared = new HashMap<>();
    var out = new ArrayList<Item>(items.size());
    for (Item item : items) {
      if (!(item instanceof AnswerSelectionItem a) || a.candidates().stream().anyMatch(c -> c.id() == null)) {
        out.add(item);
        continue;
      }
      var gold = new LinkedHashSet<String>();
      for (Candidate c : a.candidates()) {
        titles.putIfAbsent(c.id(), c.text());
        if (c.positive()) {
          gold.add(c.id());
        }
      }
      for (String g : gold) {
        if (!known.contains(g)) {
          throw new IllegalArgumentException("item '" + a.id() + "': its document '" + g + "' is not in the index of "
              + ids.size() + " document(s); index the questions' articles too (qakit index build --importer sqad-articles)");
        }
      }
      List<Candidate> candidates = shared.computeIfAbsent(Set.copyOf(gold), g -> candidates(g, titles));
      out.add(new AnswerSelectionItem(a.id(), a.question(), candidates, a.document(), a.types(), a.group()));
    }
    return out;
  }

  private List<Candidate> candidates(Set<String> gold, Map<String, String> titles) {
    var list = new ArrayList<Candidate>(ids.size());
    for (String id : ids) {
      list.add(new Candidate(id, titles.getOrDefault(id, id), gold.contains(id) ? 1 : 0));
    }
    return List.copyOf(list);
  }
}
