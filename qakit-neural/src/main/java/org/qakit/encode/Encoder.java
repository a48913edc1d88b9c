package org.qakit.encode;

import java.util.List;

/**
 * Turns texts into fixed-length vectors of one {@link ModelSpec model}: the i-th row of the result
 * is the i-th text's vector, {@link #dimension()} long and of unit length when the model
 * normalises. Implementations are thread-safe; retrieval and solvers take this interface, so an
 * encoder can be wrapped (by {@link CachedEncoder}) or replaced by a stub in tests.
 */
public interface Encoder extends AutoCloseable {

  /** The registry entry: dimension, prefix, pooling, language. */
  ModelSpec model();

  /** The vector length. */
  default int dimension() {
    return model().dimension();
  }

  /** One vector per text, in input order; queries get the model's query prefix first. */
  float[][] encode(List<String> texts, TextRole role);

  default float[][] encodePassages(List<String> passages) {
    return encode(passages, TextRole.PASSAGE);
  }

  default float[][] encodeQueries(List<String> queries) {
    return encode(queries, TextRole.QUERY);
  }

  default float[] encodeQuery(String query) {
    return encode(List.of(query), TextRole.QUERY)[0];
  }

  default float[] encodePassage(String passage) {
    return encode(List.of(passage), TextRole.PASSAGE)[0];
  }

  /** How many texts were longer than the model's limit and cut, since this encoder was opened. */
  long truncated();

  @Override
  void close();
}
