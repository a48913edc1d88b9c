package org.qakit.train.bert;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import java.nio.ByteBuffer;
import java.util.SplittableRandom;

/**
 * Inverted dropout (Srivastava et al. 2014) as BERT trains with it: each value is zeroed with
 * probability p and the others are scaled by 1/(1−p), so inference ({@link #NONE}) needs no
 * rescaling. {@link Bert} applies it to the embeddings' output, the attention probabilities and
 * both sub-layers' outputs before their residual sums, as Hugging Face's {@code BertModel} does.
 *
 * <p>The masks come from a Java generator seeded by (seed, step), not from libtorch's global one:
 * a step draws the same masks whatever ran before it in the JVM, so the same seed gives the same
 * weights on one thread and a run resumed from a checkpoint continues exactly. One instance serves
 * one training step, from one thread. A mask is drawn as bytes into one reused Java buffer and
 * converted into libtorch's memory, because backward reads it ({@link TorchScalars} says why that
 * matters).
 */
public final class Dropout {
  /** No dropout: inference, and training with p = 0. */
  public static final Dropout NONE = new Dropout(0, null);

  private final double rate;
  private final SplittableRandom random;
  private byte[] keep = new byte[0];
  private ByteBuffer direct;

  private Dropout(double rate, SplittableRandom random) {
    this.rate = rate;
    this.random = random;
  }

  /**
   * The dropout of training step {@code step} of a run seeded by {@code seed}.
   *
   * @param rate p, the probability that a value is zeroed, from 0 (none) to below 1
   */
  public static Dropout forStep(double rate, long seed, int step) {
    check(rate);
    if (rate == 0) {
      return NONE;
    }
    return new Dropout(rate, new SplittableRandom((seed ^ 0xD1B54A32D192ED03L) * 0x9E3779B97F4A7C15L + step));
  }

  /** Checks p: a one-line error unless 0 ≤ p < 1. */
  public static void check(double rate) {
    if (!(rate >= 0 && rate < 1)) {
      throw new IllegalArgumentException("dropout: expected a probability from 0 to below 1, found " + rate);
    }
  }

  /** p. */
  public double rate() {
    return rate;
  }

  /** {@code x} with each value zeroed with probability p and the others scaled by 1/(1−p); {@code x} itself when p = 0. */
  public NDArray apply(NDArray x) {
    if (rate == 0) {
      return x;
    }
    Shape shape = x.getShape();
    int n = Math.toIntExact(shape.size());
    if (keep.length < n) {
      keep = new byte[n];
      direct = ByteBuffer.allocateDirect(n);
    }
    // four 16-bit draws per 64-bit one: p is rounded to a multiple of 1/65536
    int threshold = (int) Math.round(rate * 65536);
    for (int i = 0; i < n; i += 4) {
      long bits = random.nextLong();
      for (int j = i; j < Math.min(n, i + 4); j++, bits >>>= 16) {
        keep[j] = (byte) ((bits & 0xFFFF) < threshold ? 0 : 1);
      }
    }
    direct.clear().put(keep, 0, n).flip();
    NDArray mask;
    // the array over the reused Java buffer lives only until its conversion, which libtorch owns
    try (NDArray bytes = x.getManager().create(direct, shape, DataType.UINT8)) {
      mask = bytes.toType(x.getDataType(), false);
    }
    mask.muli(TorchScalars.of(mask, 1 / (1 - rate)));
    return x.mul(mask);
  }
}
