package org.qakit.encode;

import org.qakit.embed.TextEncoder;

/**
 * A {@link TextEncoder} backed by one registered {@link ModelSpec model}: vectors are {@link
 * #dimension()} long and of unit length when the model normalises. Implementations are
 * thread-safe; retrieval and solvers take {@link TextEncoder}, so an encoder can be wrapped (by
 * {@link CachedEncoder}) or replaced by a stub in tests.
 */
public interface Encoder extends TextEncoder, AutoCloseable {

  /** The registry entry: dimension, prefix, pooling, language. */
  ModelSpec model();

  @Override
  default String modelId() {
    return model().id();
  }

  @Override
  default int dimension() {
    return model().dimension();
  }

  @Override
  default boolean normalized() {
    return model().normalize();
  }

  /** How many texts were longer than the model's limit and cut, since this encoder was opened. */
  long truncated();

  @Override
  void close();
}
