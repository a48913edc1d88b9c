package org.qakit.embed;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A deterministic stand-in for a neural encoder in tests (no ONNX): a hashed bag of words. Each
 * word (lower-cased, split at anything but letters and digits) adds 1 to component {@code
 * floorMod(word.hashCode(), dimension)}; the vector is then L2-normalised when {@code normalized}.
 * A query and a passage of the same text get the same vector. So, without hash collisions, the
 * cosine of two texts is Σ_w n₁(w) n₂(w) / (‖n₁‖ ‖n₂‖) over their word counts, which a test can
 * compute by hand ({@link #component} says where a word lands). Counts the texts it encodes.
 */
public final class HashingEncoder implements TextEncoder {
  private final int dimension;
  private final boolean normalized;
  private final String modelId;
  private final AtomicLong encoded = new AtomicLong();

  /** 64 components, unit vectors, model id {@code hashing-64}. */
  public HashingEncoder() {
    this(64, true);
  }

  public HashingEncoder(int dimension, boolean normalized) {
    this("hashing-" + dimension + (normalized ? "" : "-raw"), dimension, normalized);
  }

  public HashingEncoder(String modelId, int dimension, boolean normalized) {
    this.modelId = modelId;
    this.dimension = dimension;
    this.normalized = normalized;
  }

  /** Where a word lands. */
  public int component(String word) {
    return Math.floorMod(word.toLowerCase(Locale.ROOT).hashCode(), dimension);
  }

  /** How many texts were encoded so far. */
  public long encoded() {
    return encoded.get();
  }

  @Override
  public String modelId() {
    return modelId;
  }

  @Override
  public int dimension() {
    return dimension;
  }

  @Override
  public boolean normalized() {
    return normalized;
  }

  @Override
  public float[][] encode(List<String> texts, TextRole role) {
    float[][] out = new float[texts.size()][];
    for (int i = 0; i < texts.size(); i++) {
      float[] v = new float[dimension];
      for (String w : texts.get(i).toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
        if (!w.isEmpty()) {
          v[component(w)] += 1;
        }
      }
      out[i] = normalized ? Vectors.normalizeInPlace(v) : v;
    }
    encoded.addAndGet(texts.size());
    return out;
  }
}
