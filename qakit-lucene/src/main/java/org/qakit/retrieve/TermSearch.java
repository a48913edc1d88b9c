package org.qakit.retrieve;

import java.util.List;
import org.qakit.knowledge.Retriever;

/**
 * A {@link Retriever} whose queries are bags of analysed terms, and which says what those terms are
 * for any text: what a solver that compares words of hits, questions and options (the IR solver)
 * needs besides the hits. {@link Bm25Retriever} is one (its index's analyzer); {@link
 * AnalyzedRetriever} makes one of any retriever that analyses as a known {@link
 * org.qakit.analysis.Analysis} (a SolrCloud collection built by qakit).
 */
public interface TermSearch extends Retriever {

  /** The analysed terms of {@code text}, in order, with repeats: what a query is made of. */
  List<String> terms(String text);
}
