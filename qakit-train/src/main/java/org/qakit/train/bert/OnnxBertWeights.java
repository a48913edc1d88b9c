package org.qakit.train.bert;

import ai.djl.ndarray.NDManager;
import java.util.LinkedHashMap;
import java.util.Map;
import org.qakit.encode.ModelException;

/**
 * Turns a BERT's ONNX export into {@link Parameters} with Hugging Face names. Embeddings, biases
 * and LayerNorms keep their names as initializers; each weight matrix is an anonymous initializer
 * ({@code onnx::MatMul_787}, already transposed to {@code [in, out]}) named here after the MatMul
 * node that reads it: {@code /encoder/layer.0/attention/self/query/MatMul} →
 * {@code encoder.layer.0.attention.self.query.weight}. The weights of an int8 export are
 * dequantized and named by {@link DequantizedWeights}. The {@link BertConfig} comes from the
 * shapes; a missing or misshapen weight is a {@link ModelException} naming it.
 */
public final class OnnxBertWeights {
  private OnnxBertWeights() {}

  /**
   * The initializers renamed to Hugging Face names (weights of nodes outside the encoder are left
   * out), 8-bit ones dequantized.
   *
   * @param owner names the file in messages
   */
  public static Map<String, Tensor> named(OnnxGraph graph, String owner) {
    var out = new LinkedHashMap<String, Tensor>();
    sources(graph).forEach((hf, onnx) -> out.put(hf, graph.initializers().get(onnx).named(hf)));
    out.putAll(DequantizedWeights.named(graph, owner));
    return out;
  }

  /**
   * Where each fp32 weight sits in the graph: Hugging Face name → initializer name. Named
   * initializers map to themselves; an anonymous {@code onnx::} one to the name of the MatMul node
   * that reads it. The inverse, initializer → Hugging Face name, is how fine-tuned weights are put
   * back into the graph ({@link OnnxOverrides}).
   */
  public static Map<String, String> sources(OnnxGraph graph) {
    var out = new LinkedHashMap<String, String>();
    graph.initializers().keySet().forEach(name -> {
      if (!name.startsWith("onnx::")) {
        out.put(name, name);
      }
    });
    for (OnnxGraph.Node node : graph.nodes()) {
      if (!node.opType().equals("MatMul") || !node.name().endsWith("/MatMul")) {
        continue;
      }
      for (String input : node.inputs()) {
        if (graph.initializers().containsKey(input) && input.startsWith("onnx::")) {
          String path = node.name().substring(1, node.name().length() - "/MatMul".length()).replace('/', '.');
          out.put(path + ".weight", input);
        }
      }
    }
    return out;
  }

  /** The shape of the encoder whose weights these are. */
  public static BertConfig config(Map<String, Tensor> named, int heads, String owner) {
    long[] word = shape(named, "embeddings.word_embeddings.weight", owner);
    long[] pos = shape(named, "embeddings.position_embeddings.weight", owner);
    long[] type = shape(named, "embeddings.token_type_embeddings.weight", owner);
    long[] inner = shape(named, "encoder.layer.0.intermediate.dense.weight", owner);
    int layers = 0;
    while (named.containsKey("encoder.layer." + layers + ".output.dense.weight")) {
      layers++;
    }
    if (layers == 0) {
      throw new ModelException(owner + ": no encoder layer found (encoder.layer.0.output.dense.weight)");
    }
    var config = new BertConfig((int) word[0], (int) word[1], layers, heads, (int) inner[1], (int) pos[0], (int) type[0], 1e-12f);
    for (String name : BertShapes.expected(config).keySet()) {
      long[] expected = BertShapes.expected(config).get(name);
      long[] found = shape(named, name, owner);
      if (!java.util.Arrays.equals(expected, found)) {
        throw new ModelException(owner + ": weight " + name + " has shape " + java.util.Arrays.toString(found)
            + ", expected " + java.util.Arrays.toString(expected));
      }
    }
    return config;
  }

  /** The encoder's parameters, copied into {@code manager}. */
  public static Parameters parameters(Map<String, Tensor> named, BertConfig config, NDManager manager) {
    var params = new Parameters(manager);
    for (String name : BertShapes.expected(config).keySet()) {
      params.put(named.get(name));
    }
    return params;
  }

  private static long[] shape(Map<String, Tensor> named, String name, String owner) {
    Tensor t = named.get(name);
    if (t == null) {
      throw new ModelException(owner + ": the ONNX graph has no weight " + name);
    }
    return t.shape();
  }
}
