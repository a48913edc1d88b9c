package org.qakit.train.bert;

import java.util.Arrays;

/**
 * A named fp32 array in row-major order, as read from a weights file, before it becomes an
 * NDArray.
 *
 * @param name the parameter name
 * @param shape the dimensions
 * @param values shape's product values, row-major
 */
public record Tensor(String name, long[] shape, float[] values) {

  public Tensor {
    checkShape(name, shape, values.length);
  }

  /** Refuses {@code count} values for {@code shape} unless they are its product (one line naming the tensor). */
  static void checkShape(String name, long[] shape, int count) {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    if (n != count) {
      throw new IllegalArgumentException("tensor " + name + ": shape " + Arrays.toString(shape) + " needs " + n
          + " values, found " + count);
    }
  }

  /** The same values under another name. */
  public Tensor named(String other) {
    return new Tensor(other, shape, values);
  }
}
