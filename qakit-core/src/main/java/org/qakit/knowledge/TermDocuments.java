package org.qakit.knowledge;

import java.util.SortedMap;

/**
 * The passages of an index that hold an analysed term, with their stored texts: what a remote
 * engine (a SolrCloud collection) serves so that the query side can compute {@link TermPositions}
 * by analysing the texts itself, with the analysis the index was built with.
 *
 * <p>Contract: {@link #documents()} is N, the number of passages; {@link #textsWith} gives every
 * passage whose {@code text} holds the term (exact: all of them, over all shards, none deleted),
 * by passage id ascending, each with its stored text; {@link #docFreq} is {@code
 * textsWith(term).size()}, counted without reading texts. A term no passage holds gives an empty
 * map and 0. Thread-safe.
 */
public interface TermDocuments {

  /** N: the number of passages. */
  int documents();

  /** The number of passages whose text holds the analysed term. */
  int docFreq(String term);

  /** Passage id → stored text, for every passage whose text holds the analysed term, by id. */
  SortedMap<String, String> textsWith(String term);
}
