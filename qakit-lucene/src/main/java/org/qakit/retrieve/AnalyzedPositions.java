package org.qakit.retrieve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.qakit.analysis.Analysis;
import org.qakit.index.IndexFields;
import org.qakit.knowledge.TermDocuments;
import org.qakit.knowledge.TermPositions;

/**
 * {@link TermPositions} of a remote index (a SolrCloud collection built by qakit): the passages
 * holding a term come from the index ({@link TermDocuments#textsWith}, exact over all shards), and
 * the term's positions in each from analysing its stored text here with {@code analysis}, the one
 * the index was built with, as Lucene's indexing counts them: position = (sum of the position
 * increments up to the token) − 1. The embedded index stores exactly these positions (same
 * analyzer, same rule), so counts read from them are the embedded index's.
 *
 * <p>Passages are numbered in the order first seen (a map from passage id kept for this object's
 * life). A passage the index lists but whose text, analysed here, lacks the term (an analysis that
 * differs between the engine's Lucene and this one) is left out, so {@code positions(t).size()} may
 * then be below {@link #docFreq}, which is the engine's count. N and docFreq are the engine's.
 * Cost: one request per term, bringing every passage that holds it (docs/scale-out.md); the
 * positions of recent terms are kept across calls (at most {@value #CACHE_PASSAGES} passage entries
 * in all, least recently used dropped first; a term held by more passages is not kept), since the
 * index does not change while a solver reads it; so is N, asked once. Thread-safe.
 */
public final class AnalyzedPositions implements TermPositions, AutoCloseable {
  private final TermDocuments index;
  private final Analyzer analyzer;
  private final Map<String, Integer> numbers = new ConcurrentHashMap<>();
  private final AtomicInteger next = new AtomicInteger();
  /** Terms' positions, least recently used first, holding at most {@value #CACHE_PASSAGES} passages in all. */
  private final LinkedHashMap<String, Map<Integer, int[]>> cache = new LinkedHashMap<>(16, 0.75f, true);
  private long cached;
  private volatile int documents = -1;

  /** How many (term, passage) entries the cache of recent terms holds at most. */
  public static final int CACHE_PASSAGES = 200_000;

  private final boolean ownsAnalyzer;

  /** The analyzer is made here from {@code analysis}; closing this closes it (not the index). */
  public AnalyzedPositions(TermDocuments index, Analysis analysis) {
    this(index, Objects.requireNonNull(analysis, "analysis").analyzer(), true);
  }

  /** With the analyzer of an {@link AnalyzedRetriever}, which stays its owner's. */
  AnalyzedPositions(TermDocuments index, Analyzer analyzer) {
    this(index, analyzer, false);
  }

  private AnalyzedPositions(TermDocuments index, Analyzer analyzer, boolean ownsAnalyzer) {
    this.index = Objects.requireNonNull(index, "index");
    this.analyzer = analyzer;
    this.ownsAnalyzer = ownsAnalyzer;
  }

  /** The engine's N, asked once: the index does not change while a solver reads it. */
  @Override
  public int documents() {
    int n = documents;
    if (n < 0) {
      n = index.documents();
      documents = n;
    }
    return n;
  }

  @Override
  public int docFreq(String term) {
    return index.docFreq(term);
  }

  @Override
  public Map<Integer, int[]> positions(String term) {
    synchronized (cache) {
      Map<Integer, int[]> known = cache.get(term);
      if (known != null) {
        return known;
      }
    }
    Map<Integer, int[]> found = Collections.unmodifiableMap(read(term));
    synchronized (cache) {
      if (found.size() <= CACHE_PASSAGES) {
        var previous = cache.put(term, found);
        cached += found.size() - (previous == null ? 0 : previous.size());
        var oldest = cache.entrySet().iterator();
        while (cached > CACHE_PASSAGES) {
          cached -= oldest.next().getValue().size();
          oldest.remove();
        }
      }
    }
    return found;
  }

  private Map<Integer, int[]> read(String term) {
    Map<Integer, int[]> out = new HashMap<>();
    for (var e : index.textsWith(term).entrySet()) {
      int[] ps = positions(e.getValue(), term);
      if (ps.length > 0) {
        out.put(numbers.computeIfAbsent(e.getKey(), k -> next.getAndIncrement()), ps);
      }
    }
    return out;
  }

  /** The positions of {@code term} among the analysed tokens of {@code text}, ascending. */
  int[] positions(String text, String term) {
    int[] out = new int[8];
    int n = 0;
    try (TokenStream ts = analyzer.tokenStream(IndexFields.TEXT, text == null ? "" : text)) {
      var chars = ts.addAttribute(CharTermAttribute.class);
      var increment = ts.addAttribute(PositionIncrementAttribute.class);
      ts.reset();
      int position = -1;
      while (ts.incrementToken()) {
        position += increment.getPositionIncrement();
        if (term.contentEquals(chars)) {
          if (n == out.length) {
            out = Arrays.copyOf(out, 2 * n);
          }
          out[n++] = position;
        }
      }
      ts.end();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Arrays.copyOf(out, n);
  }

  @Override
  public void close() {
    if (ownsAnalyzer) {
      analyzer.close();
    }
  }
}
