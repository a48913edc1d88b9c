package org.qakit.knowledge;

import java.util.List;

/**
 * Background knowledge as a ranked search: the {@code k} passages that best match a text, best
 * first. BM25 over an embedded Lucene index, dense (vector) search, their fusion and a remote
 * engine all implement it, so a solver that reads knowledge never knows which backend answers.
 *
 * <p>Contract: at most {@code k} hits, scores non-increasing, ties broken by passage id ascending
 * (so a list never depends on segment or shard layout); a text that yields no query finds nothing
 * (an empty list, not an error); {@code k < 1} is an {@link IllegalArgumentException}.
 * Implementations are thread-safe.
 */
public interface Retriever extends AutoCloseable {

  /** The best {@code k} passages for {@code text}. */
  List<Hit> search(String text, int k);

  /** What this retriever is, for evidence and reports, e.g. {@code bm25(k1=1.2,b=0.75)}. */
  String describe();

  @Override
  void close();
}
