package org.qakit.knowledge;

import java.util.Map;

/**
 * Where analysed terms occur in the {@code text} of an indexed collection of passages: what a
 * solver that counts co-occurrences (the PMI solver) reads besides ranked hits. The embedded
 * index reads its postings; a remote engine's stored texts can be analysed where the query side
 * runs (qakit-lucene's {@code AnalyzedPositions} over {@link TermDocuments}), so the solver never
 * knows which backend answers.
 *
 * <p>Contract:
 * <ul>
 *   <li>{@link #documents()}: N, the number of passages (deleted ones not counted);
 *   <li>{@link #positions}: for every passage whose text holds the analysed term, its positions in
 *       ascending order, as Lucene's indexing counts them (the k-th token's position is the sum of
 *       the first k position increments minus 1, so a removed stop word leaves a gap); passages are
 *       keyed by numbers that are distinct per passage and stable for the life of this object (not
 *       passage ids); a term no passage holds gives an empty map;
 *   <li>{@link #docFreq}: the number of passages holding the term, {@code positions(term).size()}.
 * </ul>
 * The same passages indexed under the same analysis give the same documents(), docFreq() and,
 * up to the numbering of passages, the same positions() whatever the backend. Thread-safe.
 */
public interface TermPositions {

  /** N: the number of passages. */
  int documents();

  /** The number of passages whose text holds the analysed term. */
  int docFreq(String term);

  /** Per passage (by a number stable for this object's life) whose text holds the term, its positions ascending. */
  Map<Integer, int[]> positions(String term);
}
