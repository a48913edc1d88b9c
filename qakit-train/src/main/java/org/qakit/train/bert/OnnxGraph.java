package org.qakit.train.bert;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parts of an ONNX model file that hold trained weights: its fp32 initializers (name, shape,
 * values), its 8-bit integer ones (the weights and zero points of an int8-quantized export) and its
 * nodes (operator, name, inputs, outputs). Read by {@link WireReader}, a small reader of the
 * protocol-buffer wire format, over the field numbers of {@code onnx.proto} (ModelProto.graph = 7;
 * GraphProto.node = 1, initializer = 5; NodeProto.input = 1, output = 2, name = 3, op_type = 4;
 * TensorProto.dims = 1, data_type = 2 (FLOAT 1, UINT8 2, INT8 3), float_data = 4, int32_data = 5,
 * name = 8, raw_data = 9). No Maven Central
 * artifact that qakit uses carries the generated ONNX classes (onnxruntime's Java jar does not),
 * and protobuf-java's own reader prints a {@code sun.misc.Unsafe} warning on JDK 24 and later.
 * Everything else in the file is skipped.
 *
 * @param initializers the fp32 initializers by name, in file order
 * @param integers the INT8 and UINT8 initializers by name, in file order
 * @param nodes the graph's nodes, in file order
 */
public record OnnxGraph(Map<String, Tensor> initializers, Map<String, IntTensor> integers, List<Node> nodes) {

  private static final int FLOAT = 1;
  private static final int UINT8 = 2;
  private static final int INT8 = 3;

  /**
   * One graph node.
   *
   * @param name the node name, e.g. {@code /encoder/layer.0/attention/self/query/MatMul}
   * @param opType the operator, e.g. {@code MatMul}
   * @param inputs the names of the values it reads
   * @param outputs the names of the values it writes
   */
  public record Node(String name, String opType, List<String> inputs, List<String> outputs) {}

  /**
   * Reads a model file's bytes.
   *
   * @param owner names the file in messages
   */
  public static OnnxGraph read(byte[] model, String owner) {
    var initializers = new LinkedHashMap<String, Tensor>();
    var integers = new LinkedHashMap<String, IntTensor>();
    var nodes = new ArrayList<Node>();
    var in = new WireReader(ByteBuffer.wrap(model), owner);
    boolean graphSeen = false;
    while (!in.atEnd()) {
      int tag = in.tag();
      if (tag >>> 3 == 7 && (tag & 7) == WireReader.LENGTH_DELIMITED) {
        readGraph(in.message(), initializers, integers, nodes, owner);
        graphSeen = true;
      } else {
        in.skip(tag);
      }
    }
    if (!graphSeen) {
      throw new IllegalArgumentException(owner + ": not an ONNX model (no graph field)");
    }
    return new OnnxGraph(initializers, integers, nodes);
  }

  private static void readGraph(WireReader in, Map<String, Tensor> initializers, Map<String, IntTensor> integers,
      List<Node> nodes, String owner) {
    while (!in.atEnd()) {
      int tag = in.tag();
      switch (tag >>> 3) {
        case 1 -> nodes.add(readNode(in.message()));
        case 5 -> readTensor(in.message(), initializers, integers, owner);
        default -> in.skip(tag);
      }
    }
  }

  private static Node readNode(WireReader in) {
    var inputs = new ArrayList<String>();
    var outputs = new ArrayList<String>();
    String name = "";
    String op = "";
    while (!in.atEnd()) {
      int tag = in.tag();
      switch (tag >>> 3) {
        case 1 -> inputs.add(in.string());
        case 2 -> outputs.add(in.string());
        case 3 -> name = in.string();
        case 4 -> op = in.string();
        default -> in.skip(tag);
      }
    }
    return new Node(name, op, List.copyOf(inputs), List.copyOf(outputs));
  }

  /** Adds an fp32 tensor to {@code floats} or an INT8/UINT8 one to {@code integers}; other element types (int64 shapes and the like) are skipped. */
  private static void readTensor(WireReader in, Map<String, Tensor> floats, Map<String, IntTensor> integers, String owner) {
    var dims = new ArrayList<Long>();
    int type = 0;
    String name = "";
    ByteBuffer raw = null;
    var floatData = new ArrayList<Float>();
    var ints = new ArrayList<Integer>();
    while (!in.atEnd()) {
      int tag = in.tag();
      boolean packed = (tag & 7) == WireReader.LENGTH_DELIMITED;
      switch (tag >>> 3) {
        case 1 -> {
          if (packed) {
            WireReader p = in.message();
            while (!p.atEnd()) {
              dims.add(p.varint());
            }
          } else {
            dims.add(in.varint());
          }
        }
        case 2 -> type = (int) in.varint();
        case 4 -> {
          if (packed) {
            WireReader p = in.message();
            while (!p.atEnd()) {
              floatData.add(p.fixed32Float());
            }
          } else {
            floatData.add(in.fixed32Float());
          }
        }
        case 5 -> {
          if (packed) {
            WireReader p = in.message();
            while (!p.atEnd()) {
              ints.add((int) p.varint());
            }
          } else {
            ints.add((int) in.varint());
          }
        }
        case 8 -> name = in.string();
        case 9 -> raw = in.bytes();
        case 13, 14 -> throw new IllegalArgumentException(owner + ": initializer '" + name
            + "' keeps its data in an external file; expected the weights inside the ONNX file");
        default -> in.skip(tag);
      }
    }
    long[] shape = dims.stream().mapToLong(Long::longValue).toArray();
    if (type == UINT8 || type == INT8) {
      integers.put(name, integers(name, shape, raw, ints, type == UINT8));
      return;
    }
    if (type != FLOAT) {
      return;
    }
    float[] values;
    if (raw != null) {
      values = new float[raw.remaining() / Float.BYTES];
      raw.asFloatBuffer().get(values);
    } else {
      values = new float[floatData.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = floatData.get(i);
      }
    }
    floats.put(name, new Tensor(name, shape, values));
  }

  /** 8-bit values kept in raw_data (one byte each) or in int32_data (one varint each, ONNX's rule for types under 32 bits). */
  private static IntTensor integers(String name, long[] shape, ByteBuffer raw, List<Integer> ints, boolean unsigned) {
    byte[] bytes;
    if (raw != null) {
      bytes = new byte[raw.remaining()];
      raw.get(bytes);
    } else {
      bytes = new byte[ints.size()];
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) (int) ints.get(i);
      }
    }
    return new IntTensor(name, shape, bytes, unsigned);
  }
}
