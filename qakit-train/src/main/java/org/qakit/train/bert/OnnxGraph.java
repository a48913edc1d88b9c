package org.qakit.train.bert;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parts of an ONNX model file that hold trained weights: its fp32 initializers (name, shape,
 * values) and its nodes (operator, name, inputs). Read with protobuf-java's wire-format reader
 * ({@link CodedInputStream}) over the field numbers of {@code onnx.proto} (ModelProto.graph = 7;
 * GraphProto.node = 1, initializer = 5; NodeProto.input = 1, name = 3, op_type = 4;
 * TensorProto.dims = 1, data_type = 2, float_data = 4, name = 8, raw_data = 9), because no Maven
 * Central artifact that qakit uses carries the generated ONNX classes (onnxruntime's Java jar does
 * not). Everything else in the file is skipped.
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
    try {
      CodedInputStream in = CodedInputStream.newInstance(model);
      in.enableAliasing(true);
      in.setSizeLimit(Integer.MAX_VALUE);
      boolean graphSeen = false;
      while (!in.isAtEnd()) {
        int tag = in.readTag();
        if (WireFormat.getTagFieldNumber(tag) == 7 && WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
          readGraph(in.readBytes(), initializers, nodes, owner);
          graphSeen = true;
        } else {
          in.skipField(tag);
        }
      }
      if (!graphSeen) {
        throw new IllegalArgumentException(owner + ": not an ONNX model (no graph field)");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(owner + ": not a readable ONNX model: " + e.getMessage(), e);
    }
    return new OnnxGraph(initializers, nodes);
  }

  private static void readGraph(ByteString graph, Map<String, Tensor> initializers, List<Node> nodes, String owner)
      throws IOException {
    CodedInputStream in = graph.newCodedInput();
    in.enableAliasing(true);
    in.setSizeLimit(Integer.MAX_VALUE);
    while (!in.isAtEnd()) {
      int tag = in.readTag();
      switch (WireFormat.getTagFieldNumber(tag)) {
        case 1 -> nodes.add(readNode(in.readBytes()));
        case 5 -> {
          Tensor t = readTensor(in.readBytes(), owner);
          if (t != null) {
            initializers.put(t.name(), t);
          }
        }
        default -> in.skipField(tag);
      }
    }
  }

  private static Node readNode(ByteString bytes) throws IOException {
    CodedInputStream in = bytes.newCodedInput();
    var inputs = new ArrayList<String>();
    String name = "";
    String op = "";
    while (!in.isAtEnd()) {
      int tag = in.readTag();
      switch (WireFormat.getTagFieldNumber(tag)) {
        case 1 -> inputs.add(in.readStringRequireUtf8());
        case 3 -> name = in.readStringRequireUtf8();
        case 4 -> op = in.readStringRequireUtf8();
        default -> in.skipField(tag);
      }
    }
    return new Node(name, op, List.copyOf(inputs));
  }

  /** An fp32 tensor, or null for another element type (int64 shapes and the like). */
  private static Tensor readTensor(ByteString bytes, String owner) throws IOException {
    CodedInputStream in = bytes.newCodedInput();
    in.enableAliasing(true);
    in.setSizeLimit(Integer.MAX_VALUE);
    var dims = new ArrayList<Long>();
    int type = 0;
    String name = "";
    ByteString raw = null;
    var floats = new ArrayList<Float>();
    while (!in.isAtEnd()) {
      int tag = in.readTag();
      int field = WireFormat.getTagFieldNumber(tag);
      boolean packed = WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED;
      switch (field) {
        case 1 -> {
          if (packed) {
            int limit = in.pushLimit(in.readRawVarint32());
            while (in.getBytesUntilLimit() > 0) {
              dims.add(in.readInt64());
            }
            in.popLimit(limit);
          } else {
            dims.add(in.readInt64());
          }
        }
        case 2 -> type = in.readInt32();
        case 4 -> {
          if (packed) {
            int limit = in.pushLimit(in.readRawVarint32());
            while (in.getBytesUntilLimit() > 0) {
              floats.add(in.readFloat());
            }
            in.popLimit(limit);
          } else {
            floats.add(in.readFloat());
          }
        }
        case 8 -> name = in.readStringRequireUtf8();
        case 9 -> raw = in.readBytes();
        case 13, 14 -> throw new IllegalArgumentException(owner + ": initializer '" + name
            + "' keeps its data in an external file; expected the weights inside the ONNX file");
        default -> in.skipField(tag);
      }
    }
    if (type != FLOAT) {
      return null;
    }
    long[] shape = dims.stream().mapToLong(Long::longValue).toArray();
    float[] values;
    if (raw != null) {
      values = new float[raw.size() / Float.BYTES];
      raw.asReadOnlyByteBuffer().order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(values);
    } else {
      values = new float[floats.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = floats.get(i);
      }
    }
    return new Tensor(name, shape, values);
  }
}
