package org.qakit.embed;

/**
 * Arithmetic on embedding vectors: L2 normalisation, dot product and cosine. Vectors are {@code
 * float[]} as the encoders return them; sums are accumulated in {@code double}.
 */
public final class Vectors {
  private Vectors() {}

  /**
   * v / ‖v‖₂ in place, and returns {@code v}. A zero vector (‖v‖ = 0, which a trained encoder does
   * not produce) stays zero rather than becoming NaN.
   */
  public static float[] normalizeInPlace(float[] v) {
    double norm = Math.sqrt(dot(v, v));
    if (norm > 0) {
      for (int i = 0; i < v.length; i++) {
        v[i] = (float) (v[i] / norm);
      }
    }
    return v;
  }

  /** Σᵢ aᵢbᵢ; for unit vectors this is the cosine. */
  public static double dot(float[] a, float[] b) {
    if (a.length != b.length) {
      throw new IllegalArgumentException("expected vectors of one dimension, found " + a.length + " and " + b.length);
    }
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += (double) a[i] * b[i];
    }
    return s;
  }

  /** a·b / (‖a‖ ‖b‖); 0 when either vector is zero. */
  public static double cosine(float[] a, float[] b) {
    double na = Math.sqrt(dot(a, a));
    double nb = Math.sqrt(dot(b, b));
    return na == 0 || nb == 0 ? 0 : dot(a, b) / (na * nb);
  }
}
