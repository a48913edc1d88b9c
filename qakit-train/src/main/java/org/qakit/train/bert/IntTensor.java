package org.qakit.train.bert;

/**
 * A named 8-bit integer array (ONNX {@code INT8} or {@code UINT8}) as read from an ONNX file: the
 * stored weights, zero points of a quantized model. Kept as bytes, so a 21,128 × 512 embedding
 * costs 10 MB until it is dequantized ({@link DequantizedWeights}).
 *
 * @param name the initializer name
 * @param shape the dimensions (none for a scalar)
 * @param bytes shape's product values, row-major, as stored
 * @param unsigned whether the bytes are {@code UINT8} (0..255) rather than {@code INT8} (−128..127)
 */
public record IntTensor(String name, long[] shape, byte[] bytes, boolean unsigned) {

  public IntTensor {
    Tensor.checkShape(name, shape, bytes.length);
  }

  /** The value at flat index {@code i}, as the integer it stands for. */
  public int get(int i) {
    return unsigned ? Byte.toUnsignedInt(bytes[i]) : bytes[i];
  }

  public int size() {
    return bytes.length;
  }
}
