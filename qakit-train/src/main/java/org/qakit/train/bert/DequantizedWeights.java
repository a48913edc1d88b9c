package org.qakit.train.bert;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.qakit.encode.ModelException;

/**
 * The weights of an int8 ONNX export made by onnxruntime's dynamic quantization (Xenova's {@code
 * -q} files in LangChain4j's jars), turned back into fp32 tensors with Hugging Face names by
 * w = (q − zero_point) · scale. Biases and LayerNorms stay fp32 in such a file ({@link
 * OnnxBertWeights} takes them as they are); two kinds of weights are stored in 8 bits:
 *
 * <ul>
 *   <li>Embedding tables: a UINT8 initializer ({@code embeddings.word_embeddings.weight_quantized})
 *       read by a {@code Gather} node, whose rows a {@code DequantizeLinear} node turns back with
 *       one scale and zero point for the whole table (its inputs 2 and 3). Named after the Gather:
 *       {@code /embeddings/word_embeddings/Gather} → {@code embeddings.word_embeddings.weight}.
 *   <li>Weight matrices: an INT8 initializer {@code onnx::MatMul_N_quantized}, stored {@code [in,
 *       out]}, read by a {@code MatMulInteger} node (input 1; its zero points are input 3, one per
 *       output column). The scales, one per output column, are the initializer that the quantizer
 *       names {@code onnx::MatMul_N_scale}. Named after the node, as for fp32 files: {@code
 *       /encoder/layer.0/attention/self/query/MatMul_quant} → {@code
 *       encoder.layer.0.attention.self.query.weight}.
 * </ul>
 *
 * The result is an approximation of the fp32 model: each weight is off by up to half its scale.
 * A scale or zero point missing or of an unexpected shape is a {@link ModelException} naming the
 * file and the weight.
 */
public final class DequantizedWeights {
  private static final String QUANTIZED = "_quantized";
  private static final String MATMUL = "/MatMul_quant";

  private DequantizedWeights() {}

  /** The dequantized weights by Hugging Face name; empty for a graph without 8-bit weights. */
  public static Map<String, Tensor> named(OnnxGraph graph, String owner) {
    var out = new LinkedHashMap<String, Tensor>();
    if (graph.integers().isEmpty()) {
      return out;
    }
    var producers = new HashMap<String, OnnxGraph.Node>();
    for (OnnxGraph.Node node : graph.nodes()) {
      node.outputs().forEach(o -> producers.put(o, node));
    }
    for (OnnxGraph.Node node : graph.nodes()) {
      switch (node.opType()) {
        case "DequantizeLinear" -> gathered(graph, node, producers.get(node.inputs().getFirst()), owner, out);
        case "MatMulInteger" -> matrix(graph, node, owner, out);
        default -> { }
      }
    }
    return out;
  }

  /** An embedding table: DequantizeLinear(Gather(table, ids), scale, zero point), one scale for the table. */
  private static void gathered(OnnxGraph graph, OnnxGraph.Node dequantize, OnnxGraph.Node gather, String owner,
      Map<String, Tensor> out) {
    if (gather == null || !gather.opType().equals("Gather") || !gather.name().endsWith("/Gather")) {
      return;
    }
    IntTensor table = graph.integers().get(gather.inputs().getFirst());
    if (table == null || dequantize.inputs().size() < 3) {
      return;
    }
    String name = hfName(gather.name(), "/Gather");
    Tensor scale = scale(graph, dequantize.inputs().get(1), name, owner);
    IntTensor zero = zeroPoint(graph, dequantize.inputs().get(2), name, owner);
    if (scale.values().length != 1 || zero.size() != 1) {
      throw new ModelException(owner + ": embedding " + name + " has " + scale.values().length
          + " scales; expected one for the table (per-tensor quantization)");
    }
    out.put(name, dequantize(name, table, scale.values(), zero, 1));
  }

  /** A weight matrix [in, out] of MatMulInteger(x, W, x zero point, W zero point), scales per output column. */
  private static void matrix(OnnxGraph graph, OnnxGraph.Node node, String owner, Map<String, Tensor> out) {
    if (!node.name().endsWith(MATMUL) || node.inputs().size() < 4) {
      return;
    }
    String input = node.inputs().get(1);
    IntTensor weight = graph.integers().get(input);
    if (weight == null || !input.endsWith(QUANTIZED)) {
      return;
    }
    String name = hfName(node.name(), MATMUL);
    if (weight.shape().length != 2) {
      throw new ModelException(owner + ": weight " + name + " (" + input + ") has shape " + Arrays.toString(weight.shape())
          + "; expected a matrix [in, out]");
    }
    int columns = (int) weight.shape()[1];
    Tensor scale = scale(graph, input.substring(0, input.length() - QUANTIZED.length()) + "_scale", name, owner);
    IntTensor zero = zeroPoint(graph, node.inputs().get(3), name, owner);
    for (int n : new int[] {scale.values().length, zero.size()}) {
      if (n != 1 && n != columns) {
        throw new ModelException(owner + ": weight " + name + " has " + n + " scales or zero points; expected 1 or "
            + columns + " (one per output column)");
      }
    }
    out.put(name, dequantize(name, weight, scale.values(), zero, columns));
  }

  /**
   * w[i] = (q[i] − zero[c]) · scale[c], where c is i's column when scale and zero point have one
   * value per column, else 0.
   */
  static Tensor dequantize(String name, IntTensor q, float[] scale, IntTensor zero, int columns) {
    float[] w = new float[q.size()];
    for (int i = 0; i < w.length; i++) {
      int sc = scale.length == 1 ? 0 : i % columns;
      int zc = zero.size() == 1 ? 0 : i % columns;
      w[i] = (q.get(i) - zero.get(zc)) * scale[sc];
    }
    return new Tensor(name, q.shape(), w);
  }

  private static Tensor scale(OnnxGraph graph, String input, String name, String owner) {
    Tensor t = graph.initializers().get(input);
    if (t == null) {
      throw new ModelException(owner + ": weight " + name + " is int8, but its scale " + input + " is not an fp32 initializer");
    }
    return t;
  }

  private static IntTensor zeroPoint(OnnxGraph graph, String input, String name, String owner) {
    IntTensor t = graph.integers().get(input);
    if (t == null) {
      throw new ModelException(owner + ": weight " + name + " is int8, but its zero point " + input
          + " is not an 8-bit initializer");
    }
    return t;
  }

  /** {@code /encoder/layer.0/attention/self/query/MatMul_quant} → {@code encoder.layer.0.attention.self.query.weight}. */
  private static String hfName(String node, String suffix) {
    return node.substring(1, node.length() - suffix.length()).replace('/', '.') + ".weight";
  }
}
