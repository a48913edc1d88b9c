package org.qakit.train.bert;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.qakit.encode.ModelException;

/**
 * Fine-tuned encoder weights put back under the names of the base model's ONNX initializers, so
 * that onnxruntime runs the base graph with them ({@code SessionOptions.addInitializer}). The inverse of
 * {@link OnnxBertWeights#sources}: a Hugging Face name goes to the initializer it was read from
 * ({@code encoder.layer.0.attention.self.query.weight} → {@code onnx::MatMul_N}). Both sides keep
 * the {@code [in, out]} layout, so no weight is transposed (a transposed one would keep its shape
 * only for square matrices, and then gives other scores: the parity test shows it).
 *
 * <p>Complete by construction, or it fails with one line naming the tensor: every fine-tuned
 * encoder weight must find an initializer of its shape, and every fp32 initializer of the graph
 * must be overridden or be one that training cannot change: a scalar (the graph's arithmetic
 * constants: √d, ε, the mask fill) or a weight of the pooler, which only feeds {@code
 * pooler_output}, an output never read. An int8 graph ({@code bge-small-zh-v15}, whose weights
 * {@link DequantizedWeights} approximates) holds its matrices as 8-bit initializers and cannot take
 * fp32 ones: refused here, the caller keeps DJL for it.
 */
public final class OnnxOverrides {
  /** The prefix of the head's parameters, which are applied outside the graph. */
  public static final String HEAD = "head.";

  private OnnxOverrides() {}

  /** Why the graph cannot take fp32 overrides (int8 weights), or null when it can. */
  public static String refusal(OnnxGraph graph) {
    return graph.integers().isEmpty() ? null
        : "its ONNX file is int8, which cannot take fp32 weights (" + graph.integers().size() + " 8-bit initializers)";
  }

  /**
   * Initializer name → fine-tuned tensor (under that name), for every encoder weight of {@code
   * fineTuned}; the head's ({@value #HEAD}…) are left out.
   *
   * @param owner names the model in messages
   */
  public static Map<String, Tensor> of(OnnxGraph graph, Map<String, Tensor> fineTuned, String owner) {
    String refusal = refusal(graph);
    if (refusal != null) {
      throw new ModelException(owner + ": " + refusal);
    }
    Map<String, String> sources = OnnxBertWeights.sources(graph);
    var out = new LinkedHashMap<String, Tensor>();
    for (Tensor t : fineTuned.values()) {
      if (t.name().startsWith(HEAD)) {
        continue;
      }
      String onnx = sources.get(t.name());
      if (onnx == null) {
        throw new ModelException(owner + ": fine-tuned tensor " + t.name() + " has no initializer in the base model's ONNX graph");
      }
      long[] shape = graph.initializers().get(onnx).shape();
      if (!Arrays.equals(shape, t.shape())) {
        throw new ModelException(owner + ": fine-tuned tensor " + t.name() + " has shape " + Arrays.toString(t.shape())
            + ", its ONNX initializer " + onnx + " " + Arrays.toString(shape));
      }
      out.put(onnx, t.named(onnx));
    }
    var hfNames = new HashMap<String, String>();
    sources.forEach((hf, onnx) -> hfNames.put(onnx, hf));
    graph.initializers().forEach((name, t) -> {
      if (!out.containsKey(name) && t.values().length > 1 && !name.startsWith("pooler.")) {
        String hf = hfNames.getOrDefault(name, name);
        throw new ModelException(owner + ": ONNX initializer " + name + (hf.equals(name) ? "" : " (" + hf + ")") + " "
            + Arrays.toString(t.shape()) + " has no fine-tuned tensor and is not a constant; expected every encoder weight"
            + " in the model folder");
      }
    });
    return out;
  }
}
