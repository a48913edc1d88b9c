package org.qakit.encode;

import org.qakit.embed.TextRole;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * An encoder that asks its {@link EmbeddingCache} first and encodes only the texts it lacks (each
 * distinct one once), storing their vectors before returning. The cache is keyed by the exact model
 * input, so a text as a query and as a passage are two entries. It refuses an encoder whose batch
 * size is above 1: such vectors depend on their batch neighbours and are not a function of the key.
 */
public final class CachedEncoder implements Encoder {
  private final Encoder delegate;
  private final EmbeddingCache cache;

  /**
   * @param delegate computes what the cache lacks
   * @param cache the store; its dimension must be the encoder's
   */
  public CachedEncoder(Encoder delegate, EmbeddingCache cache) {
    if (cache.dimension() != delegate.dimension()) {
      throw new IllegalArgumentException("model " + delegate.model().id() + ": cache " + cache.file() + " holds "
          + cache.dimension() + "-dimensional vectors, the encoder makes " + delegate.dimension());
    }
    if (delegate instanceof OnnxEncoder onnx && onnx.config().batchSize() != 1) {
      throw new IllegalArgumentException("model " + delegate.model().id()
          + ": the embedding cache needs batch size 1 (larger batches give vectors that depend on their neighbours), found "
          + onnx.config().batchSize());
    }
    this.delegate = delegate;
    this.cache = cache;
  }

  /** Opens the registered model with {@code config} and its cache file in {@code dir}. */
  public static CachedEncoder open(ModelSpec model, EncoderConfig config, java.nio.file.Path dir) {
    OnnxEncoder encoder = OnnxEncoder.open(model, config);
    try {
      return new CachedEncoder(encoder, EmbeddingCache.open(dir, model.id(), model.dimension(), encoder.fingerprint()));
    } catch (RuntimeException e) {
      encoder.close();
      throw e;
    }
  }

  @Override
  public ModelSpec model() {
    return delegate.model();
  }

  public EmbeddingCache cache() {
    return cache;
  }

  @Override
  public long truncated() {
    return delegate.truncated();
  }

  @Override
  public float[][] encode(List<String> texts, TextRole role) {
    float[][] out = new float[texts.size()][];
    var missing = new LinkedHashMap<String, List<Integer>>();
    for (int i = 0; i < texts.size(); i++) {
      String text = texts.get(i);
      float[] v = missing.containsKey(text) ? null : cache.get(model().input(text, role));
      if (v != null) {
        out[i] = v;
      } else {
        missing.computeIfAbsent(text, t -> new ArrayList<>()).add(i);
      }
    }
    if (!missing.isEmpty()) {
      var todo = new ArrayList<>(missing.keySet());
      float[][] vectors = delegate.encode(todo, role);
      cache.putAll(todo.stream().map(t -> model().input(t, role)).toList(), vectors);
      for (int k = 0; k < todo.size(); k++) {
        for (int i : missing.get(todo.get(k))) {
          out[i] = vectors[k].clone();
        }
      }
    }
    return out;
  }

  /** Closes the cache and the encoder. */
  @Override
  public void close() {
    try {
      cache.close();
    } finally {
      delegate.close();
    }
  }
}
