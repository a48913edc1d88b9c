package org.qakit.train;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.qakit.encode.CrossEncoder;
import org.qakit.encode.ModelException;
import org.qakit.encode.OnnxSessions;
import org.qakit.encode.TextTokenizer;
import org.qakit.train.bert.OnnxGraph;
import org.qakit.train.bert.OnnxOverrides;
import org.qakit.train.bert.Tensor;

/**
 * A fine-tuned pair or choice model run by onnxruntime instead of DJL/libtorch: the base model's
 * own ONNX graph, its weights replaced by the fine-tuned ones ({@link OnnxOverrides}, each passed
 * to {@code SessionOptions.addInitializer}, which overrides the graph's initializer of that name;
 * {@code addExternalInitializers} refuses initializers stored inside the file: "Trying to replace
 * non-external initializer with external data"), then the head applied in Java to the {@code
 * [CLS]} row of the graph's per-token output, s = h_CLS · w + b, as {@link PairScorer#forward}
 * does. Why: onnxruntime runs a small BERT on the CPU faster than libtorch (docs/benchmarks.md),
 * and scoring then needs no libtorch. The tokens are the DJL path's ({@link
 * TextTokenizer#encodePairs}, same maximum length and token types); a query's pairs are sorted by
 * length and run {@value #BATCH} at a time, each batch padded to its longest, and the scores come
 * back in input order. One session with {@code threads} intra-op threads that do not spin while
 * waiting (a spinning thread burns CPU that a shared machine's other work needs; in an ad-hoc
 * comparison under load, no spinning gave more pairs per CPU-second), all of onnxruntime's graph
 * optimisations (fp32 fusions: the parity test holds them to 1e-4 of libtorch); calls are
 * serialised.
 */
public final class OrtPairScorer implements CrossEncoder {
  /** Pairs per onnxruntime run. */
  public static final int BATCH = 16;

  private final String id;
  private final TextTokenizer tokenizer;
  private final OrtSession.SessionOptions options;
  private final List<OnnxTensor> weights;
  private final OrtSession session;
  private final String output;
  private final float[] headWeight;
  private final float headBias;
  private final AtomicLong truncated = new AtomicLong();
  private boolean closed;

  private OrtPairScorer(String id, TextTokenizer tokenizer, OrtSession.SessionOptions options, List<OnnxTensor> weights,
      OrtSession session, float[] headWeight, float headBias) {
    this.id = id;
    this.tokenizer = tokenizer;
    this.options = options;
    this.weights = weights;
    this.session = session;
    this.headWeight = headWeight;
    this.headBias = headBias;
    OnnxSessions.checkInputs(session, id);
    var outputs = OnnxSessions.outputs(session);
    this.output = outputs.containsKey("last_hidden_state") ? "last_hidden_state" : outputs.keySet().iterator().next();
    long[] shape = OnnxSessions.declaredShape(session, output);
    if (shape == null || shape.length != 3 || shape[2] != headWeight.length) {
      throw new ModelException(id + ": the ONNX graph's output " + output + " has shape " + Arrays.toString(shape)
          + ", expected [batch, tokens, " + headWeight.length + "]");
    }
  }

  /**
   * Opens a session on the base model's graph with the fine-tuned weights.
   *
   * @param id names the model in messages and reports
   * @param onnx the base model's ONNX file
   * @param graph that file's initializers and nodes ({@link OnnxGraph#read})
   * @param fineTuned every parameter of the model folder by Hugging Face name, the head's included
   * @param tokenizer the model's tokenizer at its maximum length (the caller's to close)
   * @param threads onnxruntime's intra-op threads
   */
  public static OrtPairScorer open(String id, byte[] onnx, OnnxGraph graph, Map<String, Tensor> fineTuned, TextTokenizer tokenizer,
      int threads) {
    float[] w = head(fineTuned, PairScorer.WEIGHT, id).values();
    float[] b = head(fineTuned, PairScorer.BIAS, id).values();
    if (b.length != 1) {
      throw new ModelException(id + ": " + PairScorer.BIAS + " has " + b.length + " values, expected 1");
    }
    Map<String, Tensor> overrides = OnnxOverrides.of(graph, fineTuned, id);
    var tensors = new ArrayList<OnnxTensor>();
    var options = new OrtSession.SessionOptions();
    OrtSession session = null;
    try {
      for (Tensor t : overrides.values()) {
        OnnxTensor ort = OnnxTensor.createTensor(OnnxSessions.environment(), direct(t.values()), t.shape());
        tensors.add(ort);
        options.addInitializer(t.name(), ort);
      }
      options.setIntraOpNumThreads(threads);
      options.setInterOpNumThreads(1);
      options.addConfigEntry("session.intra_op.allow_spinning", "0");
      options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
      session = OnnxSessions.environment().createSession(onnx, options);
      return new OrtPairScorer(id, tokenizer, options, tensors, session, w, b[0]);
    } catch (OrtException | RuntimeException e) {
      closeQuietly(session);
      tensors.forEach(OnnxTensor::close);
      options.close();
      if (e instanceof ModelException m) {
        throw m;
      }
      throw new ModelException(id + ": onnxruntime cannot open the base graph with the fine-tuned weights: " + e.getMessage(), e);
    }
  }

  private static Tensor head(Map<String, Tensor> fineTuned, String name, String id) {
    Tensor t = fineTuned.get(name);
    if (t == null) {
      throw new ModelException(id + ": no " + name + "; expected a pair or choice head in the model folder");
    }
    return t;
  }

  /** The values in native-order direct memory, which onnxruntime reads in place (no copy) for the session's life. */
  private static FloatBuffer direct(float[] values) {
    FloatBuffer b = ByteBuffer.allocateDirect(values.length * Float.BYTES).order(ByteOrder.nativeOrder()).asFloatBuffer();
    b.put(values).rewind();
    return b;
  }

  @Override
  public String id() {
    return id;
  }

  /** One score per passage, in input order. */
  @Override
  public float[] score(String query, List<String> passages) {
    return score(new ArrayList<>(Collections.nCopies(passages.size(), query)), passages);
  }

  /** Scores {@code (firsts[i], seconds[i])}: length-sorted batches of {@value #BATCH}, scores in input order. */
  public synchronized float[] score(List<String> firsts, List<String> seconds) {
    if (closed) {
      throw new IllegalStateException(id + ": the model is closed");
    }
    float[] out = new float[firsts.size()];
    if (out.length == 0) {
      return out;
    }
    TextTokenizer.Tokens tokens = tokenizer.encodePairs(firsts, seconds);
    truncated.addAndGet(tokens.truncated());
    int[] lengths = IntStream.range(0, tokens.size()).map(tokens::length).toArray();
    int[] order = IntStream.range(0, tokens.size()).boxed().sorted(Comparator.comparingInt(i -> lengths[i]))
        .mapToInt(Integer::intValue).toArray();
    for (int start = 0; start < order.length; start += BATCH) {
      int[] rows = Arrays.copyOfRange(order, start, Math.min(order.length, start + BATCH));
      int length = lengths[rows[rows.length - 1]];
      var batch = new TextTokenizer.Tokens(cut(tokens.ids(), rows, length), cut(tokens.mask(), rows, length),
          cut(tokens.types(), rows, length), 0);
      OnnxSessions.Output result = OnnxSessions.run(session, batch, output);
      int hidden = headWeight.length;
      for (int r = 0; r < rows.length; r++) {
        int cls = r * length * hidden;
        double s = headBias;
        for (int d = 0; d < hidden; d++) {
          s += (double) headWeight[d] * result.values()[cls + d];
        }
        out[rows[r]] = (float) s;
      }
    }
    return out;
  }

  /** Rows {@code rows} of {@code m}, their first {@code length} columns. */
  private static long[][] cut(long[][] m, int[] rows, int length) {
    long[][] out = new long[rows.length][];
    for (int r = 0; r < rows.length; r++) {
      out[r] = Arrays.copyOf(m[rows[r]], length);
    }
    return out;
  }

  @Override
  public long truncated() {
    return truncated.get();
  }

  /** Frees the session, its options and the weight tensors; the tokenizer is the caller's. */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    closeQuietly(session);
    weights.forEach(OnnxTensor::close);
    options.close();
  }

  private static void closeQuietly(OrtSession session) {
    if (session != null) {
      try {
        session.close();
      } catch (OrtException e) {
        // closing: nothing useful to report
      }
    }
  }
}
