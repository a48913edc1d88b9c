package org.qakit.encode;

import java.util.List;

/**
 * Scores (query, passage) pairs by reading both texts together, as a re-ranker or an entailment
 * model does: a higher score means the passage answers or supports the query better. Scores are
 * comparable within one model only. Implementations are thread-safe.
 */
public interface CrossEncoder extends AutoCloseable {

  /** Names the model in messages and reports (e.g. the ONNX file name). */
  String id();

  /** One score per passage, in input order. */
  float[] score(String query, List<String> passages);

  /** How many pairs were longer than the model's limit and cut, since opening. */
  long truncated();

  @Override
  void close();
}
