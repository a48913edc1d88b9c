package org.qakit.retrieve;

import java.util.List;
import org.qakit.analysis.Analysis;
import org.qakit.knowledge.PassageScorer;
import org.qakit.knowledge.Retriever;
import org.qakit.knowledge.TermPositions;

/**
 * A {@link Retriever} whose queries are bags of analysed terms, and which says what those terms are
 * for any text: what a solver that compares words of hits, questions and options (the IR solver)
 * needs besides the hits; and, for solvers that read more of the index, where its terms occur
 * ({@link #positions}) and the scores of given passages ({@link PassageScorer}). {@link Bm25Retriever} is one (its index's analyzer); {@link
 * AnalyzedRetriever} makes one of any retriever that analyses as a known {@link
 * org.qakit.analysis.Analysis} (a SolrCloud collection built by qakit).
 */
public interface TermSearch extends Retriever, PassageScorer {

  /** The analysed terms of {@code text}, in order, with repeats: what a query is made of. */
  List<String> terms(String text);

  /** The analysis of its terms (and of its index), e.g. {@code en:english-porter}. */
  Analysis analysis();

  /**
   * Where this index's analysed terms occur (N, document frequencies, positions), for solvers that
   * count beyond the ranked hits (PMI): the embedded index's postings, or a collection's stored texts
   * analysed here. Held by this retriever (closed with it).
   *
   * @throws IllegalArgumentException when the backend cannot list the passages holding a term
   */
  TermPositions positions();
}
