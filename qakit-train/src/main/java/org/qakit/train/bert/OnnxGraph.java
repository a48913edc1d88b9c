package org.qakit.train.bert;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parts of an ONNX model file that hold trained weights: its fp32 initializers (name, shape,
 * values) and its nodes (operator, name, inputs). Read by {@link WireReader}, a small reader of the
 * protocol-buffer wire format, over the field numbers of {@code onnx.proto} (ModelProto.graph = 7;
 * GraphProto.node = 1, initializer = 5; NodeProto.input = 1, name = 3, op_type = 4;
 * TensorProto.dims = 1, data_type = 2, float_data = 4, name = 8, raw_data = 9). No Maven Central
 * artifact that qakit uses carries the generated ONNX classes (onnxruntime's Java jar does not),
 * and protobuf-java's own reader prints a {@code sun.misc.Unsafe} warning on JDK 24 and later.
 * Everything else in the file is skipped.
 *
 * @param initializers the fp32 initializers by name, in file order
 * @param nodes the graph's nodes, in file order
 */
public record OnnxGraph(Map<String, Tensor> initializers, List<Node> nodes) {

  private static final int FLOAT = 1;

  /**
   * One graph node.
   *
   * @param name the node name, e.g. {@code /encoder/layer.0/attention/self/query/MatMul}
   * @param opType the operator, e.g. {@code MatMul}
   * @param inputs the names of the values it reads
   */
  public record Node(String name, String opType, List<String> inputs) {}

  /**
   * Reads a model file's bytes.
   *
   * @param owner names the file in messages
   */
  public static OnnxGraph read(byte[] model, String owner) {
    var initializers = new LinkedHashMap<String, Tensor>();
    var nodes = new ArrayList<Node>();
    var in = new WireReader(ByteBuffer.wrap(model), owner);
    boolean graphSeen = false;
    while (!in.atEnd()) {
      int tag = in.tag();
      if (tag >>> 3 == 7 && (tag & 7) == WireReader.LENGTH_DELIMITED) {
        readGraph(in.message(), initializers, nodes, owner);
        graphSeen = true;
      } else {
        in.skip(tag);
      }
    }
    if (!graphSeen) {
      throw new IllegalArgumentException(owner + ": not an ONNX model (no graph field)");
    }
    return new OnnxGraph(initializers, nodes);
  }

  private static void readGraph(WireReader in, Map<String, Tensor> initializers, List<Node> nodes, String owner) {
    while (!in.atEnd()) {
      int tag = in.tag();
      switch (tag >>> 3) {
        case 1 -> nodes.add(readNode(in.message()));
        case 5 -> {
          Tensor t = readTensor(in.message(), owner);
          if (t != null) {
            initializers.put(t.name(), t);
          }
        }
        default -> in.skip(tag);
      }
    }
  }

  private static Node readNode(WireReader in) {
    var inputs = new ArrayList<String>();
    String name = "";
    String op = "";
    while (!in.atEnd()) {
      int tag = in.tag();
      switch (tag >>> 3) {
        case 1 -> inputs.add(in.string());
        case 3 -> name = in.string();
        case 4 -> op = in.string();
        default -> in.skip(tag);
      }
    }
    return new Node(name, op, List.copyOf(inputs));
  }

  /** An fp32 tensor, or null for another element type (int64 shapes and the like). */
  private static Tensor readTensor(WireReader in, String owner) {
    var dims = new ArrayList<Long>();
    int type = 0;
    String name = "";
    ByteBuffer raw = null;
    var floats = new ArrayList<Float>();
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
              floats.add(p.fixed32Float());
            }
          } else {
            floats.add(in.fixed32Float());
          }
        }
        case 8 -> name = in.string();
        case 9 -> raw = in.bytes();
        case 13, 14 -> throw new IllegalArgumentException(owner + ": initializer '" + name
            + "' keeps its data in an external file; expected the weights inside the ONNX file");
        default -> in.skip(tag);
      }
    }
    if (type != FLOAT) {
      return null;
    }
    long[] shape = dims.stream().mapToLong(Long::longValue).toArray();
    float[] values;
    if (raw != null) {
      values = new float[raw.remaining() / Float.BYTES];
      raw.asFloatBuffer().get(values);
    } else {
      values = new float[floats.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = floats.get(i);
      }
    }
    return new Tensor(name, shape, values);
  }
}
