package org.qakit.retrieve;

import java.util.List;
import java.util.Objects;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analysis;
import org.qakit.analysis.Analyzers;
import org.qakit.index.IndexFields;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.Retriever;

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
