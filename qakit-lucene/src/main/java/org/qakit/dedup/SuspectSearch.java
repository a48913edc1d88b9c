package org.qakit.dedup;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntPredicate;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.analysis.core.WhitespaceAnalyzer;
import org.qakit.index.Bm25;

/**
 * Candidate search for near-duplicates: every item's analysed text in one in-memory Lucene index
 * (BM25, k1 = 1.2, b = 0.75), queried with each item's own bag of words to find its suspects.
 *
 * <p>Query of an item: its {@link AnalysedTexts#all()} terms, each a SHOULD {@link TermQuery}
 * boosted by its count; at most {@value #MAX_QUERY_TERMS} terms, the rarest in the index first
 * (document frequency ascending, then term order), since rare terms decide what is similar and
 * long Chinese scenarios would otherwise make slow queries. Suspects: the top hits other than the
 * item itself, score descending, then item position ascending (documents are added in item order
 * into one segment, so Lucene's doc-id tie-break is that rule). An item with no term has no
 * suspect.
 *
 * <p>Documents hold pre-analysed terms joined by spaces and indexed with a whitespace analyzer, so
 * each item is analysed once, by the caller's analysis.
 */
public final class SuspectSearch {
  /** The most query terms per item. */
  public static final int MAX_QUERY_TERMS = 64;

  private final List<AnalysedTexts> items;
  private final IndexSearcher searcher;
  private final DirectoryReader reader;

  private SuspectSearch(List<AnalysedTexts> items, DirectoryReader reader) {
    this.items = items;
    this.reader = reader;
    this.searcher = new IndexSearcher(reader);
    this.searcher.setSimilarity(Bm25.similarity());
  }

  /** Indexes {@code items} in order. */
  public static SuspectSearch of(List<AnalysedTexts> items) {
    var dir = new ByteBuffersDirectory();
    var config = new IndexWriterConfig(new WhitespaceAnalyzer()).setSimilarity(Bm25.similarity())
        .setRAMBufferSizeMB(256);
    try (var writer = new IndexWriter(dir, config)) {
      for (AnalysedTexts t : items) {
        var doc = new Document();
        doc.add(new TextField("text", joined(t.all()), Field.Store.NO));
        writer.addDocument(doc);
      }
      writer.forceMerge(1);
      writer.commit();
      return new SuspectSearch(List.copyOf(items), DirectoryReader.open(dir));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The suspects of item {@code i}: at most {@code k} positions of other items, best first, among
   * those {@code allowed} accepts (e.g. only the items of another split).
   */
  public int[] suspects(int i, int k, IntPredicate allowed) throws IOException {
    String[] terms = items.get(i).all().terms();
    if (terms.length == 0) {
      return new int[0];
    }
    int[] df = new int[terms.length];
    Integer[] order = new Integer[terms.length];
    for (int t = 0; t < terms.length; t++) {
      df[t] = reader.docFreq(new Term("text", terms[t]));
      order[t] = t;
    }
    Arrays.sort(order, Comparator.<Integer>comparingInt(t -> df[t]).thenComparingInt(t -> t));
    var query = new BooleanQuery.Builder();
    for (int q = 0; q < Math.min(MAX_QUERY_TERMS, terms.length); q++) {
      String term = terms[order[q]];
      query.add(new BoostQuery(new TermQuery(new Term("text", term)), items.get(i).all().count(term)), BooleanClause.Occur.SHOULD);
    }
    var out = new ArrayList<Integer>();
    int depth = k + 1;
    while (true) {
      ScoreDoc[] hits = searcher.search(query.build(), depth).scoreDocs;
      out.clear();
      for (ScoreDoc h : hits) {
        if (h.doc != i && allowed.test(h.doc)) {
          out.add(h.doc);
          if (out.size() == k) {
            break;
          }
        }
      }
      if (out.size() == k || hits.length < depth || depth >= items.size()) {
        break;
      }
      depth = Math.min(items.size(), depth * 4);
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  /** {@link #suspects} of every item {@code from} accepts, on {@code threads} threads; other rows empty. */
  public int[][] allSuspects(int k, IntPredicate from, IntPredicate allowed, int threads) {
    int n = items.size();
    int[][] out = new int[n][];
    try (var pool = Executors.newFixedThreadPool(Math.max(1, threads))) {
      var futures = new ArrayList<Future<?>>();
      int chunk = 256;
      for (int start = 0; start < n; start += chunk) {
        int s = start;
        futures.add(pool.submit(() -> {
          for (int i = s; i < Math.min(n, s + chunk); i++) {
            try {
              out[i] = from.test(i) ? suspects(i, k, allowed) : new int[0];
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          }
        }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
    }
    return out;
  }

  private static String joined(TermBag bag) {
    var sb = new StringBuilder();
    for (String t : bag.terms()) {
      for (int c = bag.count(t); c > 0; c--) {
        sb.append(t).append(' ');
      }
    }
    return sb.toString();
  }
}
