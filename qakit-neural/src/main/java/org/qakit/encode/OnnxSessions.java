package org.qakit.encode;

import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import java.nio.FloatBuffer;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the ONNX encoders share: opening an onnxruntime session with a thread setting, checking
 * that a graph takes BERT-style inputs, and running a tokenised batch through it. Public for
 * qakit-train, which runs fine-tuned encoders on the same graphs.
 */
public final class OnnxSessions {
  static final String INPUT_IDS = "input_ids";
  static final String ATTENTION_MASK = "attention_mask";
  static final String TOKEN_TYPE_IDS = "token_type_ids";

  /** The raw output of one run: a flat buffer in row-major order and its shape. */
  public record Output(float[] values, long[] shape) {}

  private OnnxSessions() {}

  /** The onnxruntime version, part of every encoder's fingerprint. */
  static String runtimeVersion() {
    return environment().getVersion();
  }

  public static OrtEnvironment environment() {
    return OrtEnvironment.getEnvironment();
  }

  /**
   * Options for a session that runs each call on the caller's thread alone (one intra-op
   * and one inter-op thread; parallelism comes from several calls at once, see {@link Workers}), at
   * onnxruntime's basic graph optimisations (constant folding, redundant-node removal). The
   * extended fusions are left off on purpose: for int8 graphs they replace the quantised MatMuls
   * with fused kernels that round differently (vector components move by up to about 4e-3), and
   * which graphs get fused changes between onnxruntime releases. At the basic level a vector is
   * what the graph as written computes, the same as an unoptimised session in any language, at no
   * measurable cost in speed here (docs/encoders.md). One intra-op thread: splitting the small
   * operators of one short text over threads got half or less of the sentences per CPU-second
   * (the threads synchronise, and spin, on every operator), while separate texts on separate
   * cores share nothing. The options must outlive the session made with them ({@link SessionPool}).
   */
  static OrtSession.SessionOptions options(String owner) {
    var options = new OrtSession.SessionOptions();
    try {
      options.setIntraOpNumThreads(1);
      options.setInterOpNumThreads(1);
      options.setExecutionMode(OrtSession.SessionOptions.ExecutionMode.SEQUENTIAL);
      options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.BASIC_OPT);
      return options;
    } catch (OrtException e) {
      options.close();
      throw new ModelException(owner + ": cannot set onnxruntime session options: " + e.getMessage(), e);
    }
  }

  /** A session on the graph bytes with {@code options} ({@link #options}), which must stay open as long as it. */
  static OrtSession open(byte[] graph, OrtSession.SessionOptions options, String owner) {
    try {
      return environment().createSession(graph, options);
    } catch (OrtException e) {
      throw new ModelException(owner + ": onnxruntime cannot load the graph: " + e.getMessage(), e);
    }
  }

  /** Fails unless the graph takes input_ids and attention_mask (and at most token_type_ids besides). */
  public static void checkInputs(OrtSession session, String owner) {
    Set<String> names = session.getInputNames();
    if (!names.contains(INPUT_IDS) || !names.contains(ATTENTION_MASK)) {
      throw new ModelException(owner + ": expected graph inputs input_ids and attention_mask, found " + names);
    }
    for (String n : names) {
      if (!Set.of(INPUT_IDS, ATTENTION_MASK, TOKEN_TYPE_IDS).contains(n)) {
        throw new ModelException(owner + ": unexpected graph input '" + n + "' (expected input_ids, attention_mask, token_type_ids)");
      }
    }
  }

  /** The declared shape of output {@code name} (-1 for a dynamic axis), or null when it is not a tensor. */
  public static long[] declaredShape(OrtSession session, String name) {
    try {
      NodeInfo info = session.getOutputInfo().get(name);
      return info != null && info.getInfo() instanceof TensorInfo t ? t.getShape() : null;
    } catch (OrtException e) {
      throw new ModelException("cannot read the outputs of the graph: " + e.getMessage(), e);
    }
  }

  /** Runs the batch and returns output {@code outputName} as floats. */
  public static Output run(OrtSession session, TextTokenizer.Tokens tokens, String outputName) {
    var env = environment();
    var inputs = new HashMap<String, OnnxTensor>();
    try {
      inputs.put(INPUT_IDS, OnnxTensor.createTensor(env, tokens.ids()));
      inputs.put(ATTENTION_MASK, OnnxTensor.createTensor(env, tokens.mask()));
      if (session.getInputNames().contains(TOKEN_TYPE_IDS)) {
        inputs.put(TOKEN_TYPE_IDS, OnnxTensor.createTensor(env, tokens.types()));
      }
      try (OrtSession.Result result = session.run(inputs, Set.of(outputName))) {
        var value = result.get(outputName).orElseThrow();
        if (!(value instanceof OnnxTensor tensor) || !(tensor.getInfo() instanceof TensorInfo info)) {
          throw new IllegalStateException("output " + outputName + " is not a tensor");
        }
        FloatBuffer buffer = tensor.getFloatBuffer();
        if (buffer == null) {
          throw new IllegalStateException("output " + outputName + " is not a float tensor but " + info.type);
        }
        float[] values = new float[buffer.remaining()];
        buffer.get(values);
        return new Output(values, info.getShape());
      }
    } catch (OrtException e) {
      throw new IllegalStateException("onnxruntime failed: " + e.getMessage(), e);
    } finally {
      inputs.values().forEach(OnnxTensor::close);
    }
  }

  public static Map<String, NodeInfo> outputs(OrtSession session) {
    try {
      return session.getOutputInfo();
    } catch (OrtException e) {
      throw new ModelException("cannot read the outputs of the graph: " + e.getMessage(), e);
    }
  }
}
