package org.qakit.encode;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes tiny ONNX graphs for tests, straight as protocol-buffer bytes (onnxruntime runs graphs but
 * cannot build them, and the onnx Python package is not a build dependency). Only the fields the
 * tests need are written, with their numbers from onnx.proto: ModelProto {ir_version = 1,
 * opset_import = 8, graph = 7}, GraphProto {node = 1, name = 2, input = 11, output = 12},
 * NodeProto {input = 1, output = 2, op_type = 4, attribute = 5}, AttributeProto {name = 1, i = 3,
 * ints = 8, type = 20}, ValueInfoProto {name = 1, type = 2}, TypeProto {tensor_type = 1},
 * TypeProto.Tensor {elem_type = 1, shape = 2}, TensorShapeProto {dim = 1}, Dimension {dim_value =
 * 1, dim_param = 2}. IR version 7, default-domain opset 11 (Unsqueeze and ReduceSum still take
 * their axes as attributes there).
 */
final class TinyOnnx {
  static final int FLOAT = 1;
  static final int INT64 = 7;

  private TinyOnnx() {}

  /** A model of one graph. */
  static byte[] model(List<byte[]> nodes, List<byte[]> inputs, List<byte[]> outputs) {
    var graph = new Proto();
    nodes.forEach(n -> graph.bytes(1, n));
    graph.string(2, "tiny");
    inputs.forEach(i -> graph.bytes(11, i));
    outputs.forEach(o -> graph.bytes(12, o));
    var opset = new Proto().string(1, "").varint(2, 11);
    return new Proto().varint(1, 7).bytes(8, opset.toBytes()).bytes(7, graph.toBytes()).toBytes();
  }

  static byte[] node(String op, List<String> in, List<String> out, byte[]... attributes) {
    var p = new Proto();
    in.forEach(s -> p.string(1, s));
    out.forEach(s -> p.string(2, s));
    p.string(4, op);
    for (byte[] a : attributes) {
      p.bytes(5, a);
    }
    return p.toBytes();
  }

  /** An INT attribute (type 2). */
  static byte[] intAttribute(String name, long value) {
    return new Proto().string(1, name).varint(3, value).varint(20, 2).toBytes();
  }

  /** An INTS attribute (type 7). */
  static byte[] intsAttribute(String name, long... values) {
    var p = new Proto().string(1, name);
    for (long v : values) {
      p.varint(8, v);
    }
    return p.varint(20, 7).toBytes();
  }

  /** A tensor value; each dimension is a Long (fixed size) or a String (named, dynamic). */
  static byte[] tensor(String name, int elemType, Object... dims) {
    var shape = new Proto();
    for (Object d : dims) {
      shape.bytes(1, d instanceof Long n ? new Proto().varint(1, n).toBytes() : new Proto().string(2, (String) d).toBytes());
    }
    var tensorType = new Proto().varint(1, elemType).bytes(2, shape.toBytes());
    var type = new Proto().bytes(1, tensorType.toBytes());
    return new Proto().string(1, name).bytes(2, type.toBytes()).toBytes();
  }

  /** A protocol-buffer message writer: varints and length-delimited fields. */
  private static final class Proto {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    Proto varint(int field, long value) {
      raw((long) field << 3);
      raw(value);
      return this;
    }

    Proto bytes(int field, byte[] value) {
      raw((long) field << 3 | 2);
      raw(value.length);
      out.writeBytes(value);
      return this;
    }

    Proto string(int field, String value) {
      return bytes(field, value.getBytes(StandardCharsets.UTF_8));
    }

    private void raw(long v) {
      long x = v;
      while ((x & ~0x7FL) != 0) {
        out.write((int) (x & 0x7F) | 0x80);
        x >>>= 7;
      }
      out.write((int) x);
    }

    byte[] toBytes() {
      return out.toByteArray();
    }
  }
}
