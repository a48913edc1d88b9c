package org.qakit.train.bert;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Reads protocol-buffer wire format (varints, fixed 32/64-bit values, length-delimited fields)
 * from a byte buffer, enough to walk an ONNX file's messages without generated classes. Nested
 * messages and byte fields are slices of the same buffer, never copies.
 */
final class WireReader {
  static final int VARINT = 0;
  static final int FIXED64 = 1;
  static final int LENGTH_DELIMITED = 2;
  static final int FIXED32 = 5;

  private final ByteBuffer buffer;
  private final String owner;

  WireReader(ByteBuffer buffer, String owner) {
    this.buffer = buffer.slice().order(ByteOrder.LITTLE_ENDIAN);
    this.owner = owner;
  }

  boolean atEnd() {
    return !buffer.hasRemaining();
  }

  /** The next field's tag: field number {@code tag >>> 3}, wire type {@code tag & 7}. */
  int tag() {
    return (int) varint();
  }

  long varint() {
    long value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      byte b = next();
      value |= (long) (b & 0x7f) << shift;
      if (b >= 0) {
        return value;
      }
    }
    throw malformed("a varint longer than 10 bytes");
  }

  float fixed32Float() {
    need(4);
    return buffer.getFloat();
  }

  /** A length-delimited field's bytes, as a reader of their own (a nested message, packed values). */
  WireReader message() {
    ByteBuffer bytes = bytes();
    return new WireReader(bytes, owner);
  }

  /** A length-delimited field's bytes, little-endian, without copying. */
  ByteBuffer bytes() {
    long length = varint();
    if (length < 0 || length > buffer.remaining()) {
      throw malformed("a field of " + length + " bytes with " + buffer.remaining() + " left");
    }
    ByteBuffer slice = buffer.slice(buffer.position(), (int) length).order(ByteOrder.LITTLE_ENDIAN);
    buffer.position(buffer.position() + (int) length);
    return slice;
  }

  String string() {
    ByteBuffer b = bytes();
    byte[] out = new byte[b.remaining()];
    b.get(out);
    return new String(out, StandardCharsets.UTF_8);
  }

  /** Skips the value of a field whose tag was just read. */
  void skip(int tag) {
    switch (tag & 7) {
      case VARINT -> varint();
      case FIXED64 -> advance(8);
      case LENGTH_DELIMITED -> bytes();
      case FIXED32 -> advance(4);
      default -> throw malformed("wire type " + (tag & 7) + " (groups are not used by ONNX)");
    }
  }

  private void advance(int n) {
    need(n);
    buffer.position(buffer.position() + n);
  }

  private byte next() {
    need(1);
    return buffer.get();
  }

  private void need(int n) {
    if (buffer.remaining() < n) {
      throw malformed("the data ends inside a field");
    }
  }

  private IllegalArgumentException malformed(String what) {
    return new IllegalArgumentException(owner + ": not a readable ONNX model: " + what);
  }
}
