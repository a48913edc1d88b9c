package org.qakit.train.bert;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.types.DataType;

/**
 * Arithmetic with a Java number whose scalar lives in memory that libtorch owns, for everything
 * that the autograd graph may read in backward. Use these instead of DJL's {@code mul(Number)},
 * {@code div(Number)}, {@code add(Number)} and {@code maximum(Number)} in any forward pass or loss.
 *
 * <p>Why (the NaN fault of issue 19): DJL 0.36 turns the number into an array over a Java direct
 * buffer (libtorch's {@code from_blob}, which does not copy) and closes that array as soon as the
 * operation returns. libtorch's autograd keeps the scalar to compute the gradient ({@code
 * d(x/s)/dx = 1/s}), but nothing keeps the Java buffer alive: once a garbage collection frees it,
 * backward reads freed memory, and every gradient below the operation turns infinite or NaN. Which
 * step that hits depends on when the collector runs, so it looked random and collector-dependent.
 * The scalars made here are copied into libtorch's memory first, so the graph's reference keeps
 * them alive. Arrays that the caller makes from Java data (token ids, labels) are safe while they
 * stay open until backward, as the training steps' {@code NDScope} keeps them.
 */
public final class TorchScalars {
  private TorchScalars() {}

  /** A 0-dimensional array holding {@code value}, of {@code like}'s type and manager, in libtorch's memory. */
  public static NDArray of(NDArray like, double value) {
    try (NDArray javaBacked = like.getManager().create(value)) {
      DataType type = like.getDataType();
      // a conversion allocates in libtorch; the same type needs an explicit copy
      return javaBacked.getDataType() == type ? javaBacked.duplicate() : javaBacked.toType(type, false);
    }
  }

  /** {@code x · factor}. */
  public static NDArray times(NDArray x, double factor) {
    return x.mul(of(x, factor));
  }

  /** {@code x / divisor}. */
  public static NDArray over(NDArray x, double divisor) {
    return x.div(of(x, divisor));
  }

  /** {@code x + addend}. */
  public static NDArray plus(NDArray x, double addend) {
    return x.add(of(x, addend));
  }

  /** {@code max(x, floor)} elementwise. */
  public static NDArray atLeast(NDArray x, double floor) {
    return x.maximum(of(x, floor));
  }
}
