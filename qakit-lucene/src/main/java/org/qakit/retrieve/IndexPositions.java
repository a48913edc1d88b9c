package org.qakit.retrieve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.Bits;
import org.qakit.index.IndexFields;
import org.qakit.knowledge.TermDocuments;
import org.qakit.knowledge.TermPositions;

/**
 * {@link TermPositions} and {@link TermDocuments} of an embedded qakit index, read from the postings
 * Lucene stores for {@code text} (positions included), never from raw text: passages are keyed by
 * their Lucene doc ids (stable while the reader is open), deleted documents are skipped, N is {@code
 * numDocs()}. The reader stays its owner's (e.g. {@link Bm25Retriever#reader()}). Thread-safe.
 */
public final class IndexPositions implements TermPositions, TermDocuments {
  private final IndexReader reader;

  public IndexPositions(IndexReader reader) {
    this.reader = java.util.Objects.requireNonNull(reader, "reader");
  }

  @Override
  public int documents() {
    return reader.numDocs();
  }

  @Override
  public int docFreq(String term) {
    if (!reader.hasDeletions()) {
      try {
        return reader.docFreq(new Term(IndexFields.TEXT, term));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    int[] n = {0};
    forEach(term, (doc, pe) -> n[0]++);
    return n[0];
  }

  @Override
  public Map<Integer, int[]> positions(String term) {
    Map<Integer, int[]> out = new HashMap<>();
    forEach(term, (doc, pe) -> {
      int[] ps = new int[pe.freq()];
      for (int i = 0; i < ps.length; i++) {
        ps[i] = pe.nextPosition();
      }
      out.put(doc, ps);
    });
    return out;
  }

  @Override
  public SortedMap<String, String> textsWith(String term) {
    SortedMap<String, String> out = new TreeMap<>();
    try {
      StoredFields stored = reader.storedFields();
      forEach(term, (doc, pe) -> {
        var d = stored.document(doc);
        out.put(d.get(IndexFields.ID), d.get(IndexFields.TEXT));
      });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private interface Visitor {
    void visit(int doc, PostingsEnum postings) throws IOException;
  }

  /** Calls {@code visitor} for every live document holding {@code term}, with its postings positioned there. */
  private void forEach(String term, Visitor visitor) {
    try {
      for (LeafReaderContext leaf : reader.leaves()) {
        PostingsEnum pe = leaf.reader().postings(new Term(IndexFields.TEXT, term), PostingsEnum.POSITIONS);
        if (pe == null) {
          continue;
        }
        Bits live = leaf.reader().getLiveDocs();
        for (int doc = pe.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = pe.nextDoc()) {
          if (live == null || live.get(doc)) {
            visitor.visit(leaf.docBase + doc, pe);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
