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
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    if (n != values.length) {
      throw new IllegalArgumentException("tensor " + name + ": shape " + Arrays.toString(shape) + " needs " + n
          + " values, found " + values.length);
    }
  }

  /** The same values under another name. */
  public Tensor named(String other) {
    return new Tensor(other, shape, values);
  }
}
