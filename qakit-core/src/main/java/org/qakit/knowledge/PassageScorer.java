package org.qakit.knowledge;

import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * A retriever's score of a text against a fixed set of passages named by id, rather than its top
 * k: what a solver that ranks given candidates (SQAD document selection) needs. The embedded index
 * and a SolrCloud collection of the same passages give the same scores (the same BM25 with the
 * collection's global statistics).
 *
 * <p>Contract: {@link #scores} maps each passage among {@code ids} that the index holds and that
 * shares an analysed term with {@code text} to its score (as a float widened to double); the
 * others are absent (their score is 0); a text that analyses to nothing gives an empty map.
 * {@link #missing} lists the ids the index does not hold, in the order given. Thread-safe.
 */
public interface PassageScorer {

  /** The score of {@code text} for each passage among {@code ids} that shares a term with it. */
  Map<String, Double> scores(String text, Collection<String> ids);

  /** The ids among {@code ids} that no passage of the index has, in the order given. */
  List<String> missing(Collection<String> ids);
}
