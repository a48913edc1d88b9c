package org.qakit.retrieve;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analysis;
import org.qakit.analysis.Analyzers;
import org.qakit.index.IndexFields;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.PassageScorer;
import org.qakit.knowledge.Retriever;
import org.qakit.knowledge.TermDocuments;

/**
 * A retriever that analyses its queries as {@code analysis} (e.g. a SolrCloud collection whose
 * config set was generated for it, docs/scale-out.md), with {@link #terms} computed here by the
 * same analysis: {@code terms(t) = tokens of t under analysis.analyzer()}, exactly what {@link
 * Bm25Retriever#terms} gives for an embedded index of that analysis. Hits come from the wrapped
 * retriever unchanged; closing this closes it. Whether the wrapped retriever really analyses as
 * {@code analysis} is its opener's check (the Solr retriever checks the collection's schema).
 * Thread-safe when the wrapped retriever is (Lucene analyzers are).
 */
public final class AnalyzedRetriever implements TermSearch {
  private final Retriever retriever;
  private final Analysis analysis;
  private final Analyzer analyzer;
  private volatile AnalyzedPositions positions;

  public AnalyzedRetriever(Retriever retriever, Analysis analysis) {
    this.retriever = Objects.requireNonNull(retriever, "retriever");
    this.analysis = Objects.requireNonNull(analysis, "analysis");
    this.analyzer = analysis.analyzer();
  }

  @Override
  public List<String> terms(String text) {
    return Analyzers.tokens(analyzer, IndexFields.TEXT, text);
  }

  @Override
  public List<Hit> search(String text, int k) {
    return retriever.search(text, k);
  }

  /**
   * The stored texts of the passages holding a term, from the wrapped retriever (a {@link
   * TermDocuments}, e.g. a SolrCloud collection), analysed here ({@link AnalyzedPositions}); one
   * instance for this retriever's life, so passage numbers stay the same across calls.
   *
   * @throws IllegalArgumentException when the wrapped retriever does not list a term's passages
   */
  @Override
  public AnalyzedPositions positions() {
    if (!(retriever instanceof TermDocuments documents)) {
      throw new IllegalArgumentException(retriever.describe() + " cannot list the passages that hold a term, which term"
          + " positions need: use an embedded index (--index DIR) or a Solr collection");
    }
    AnalyzedPositions p = positions;
    if (p == null) {
      synchronized (this) {
        if (positions == null) {
          positions = new AnalyzedPositions(documents, analyzer);
        }
        p = positions;
      }
    }
    return p;
  }

  /** The wrapped retriever's scores (a {@link PassageScorer}, e.g. a SolrCloud collection). */
  @Override
  public Map<String, Double> scores(String text, Collection<String> ids) {
    return scorer().scores(text, ids);
  }

  @Override
  public List<String> missing(Collection<String> ids) {
    return scorer().missing(ids);
  }

  private PassageScorer scorer() {
    if (!(retriever instanceof PassageScorer scorer)) {
      throw new IllegalArgumentException(retriever.describe() + " cannot score given passages: use an embedded index"
          + " (--index DIR) or a Solr collection");
    }
    return scorer;
  }

  @Override
  public Analysis analysis() {
    return analysis;
  }

  @Override
  public String describe() {
    return retriever.describe();
  }

  @Override
  public void close() {
    try {
      retriever.close();
    } finally {
      analyzer.close();
    }
  }
}
