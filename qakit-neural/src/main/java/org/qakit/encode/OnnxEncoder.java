package org.qakit.encode;

import org.qakit.embed.Vectors;
import org.qakit.embed.TextRole;
import ai.onnxruntime.OrtSession;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * A bi-encoder run by onnxruntime: tokenise (DJL Hugging Face tokenizers), run the transformer,
 * pool its last hidden state ({@link Pooling}) and L2-normalise when the model does. Opening checks
 * the graph against the registry entry: BERT-style inputs, a rank-3 output {@code [batch, tokens,
 * dimension]} whose dimension is the registered one, and one probe text run end to end; any
 * mismatch is a {@link ModelException} naming the model, before any corpus text is read. Texts
 * longer than {@link ModelSpec#maxLength()} tokens are cut (the end is dropped) and counted by
 * {@link #truncated()}. Thread-safe: each run borrows one of {@link EncoderConfig#threads()}
 * sessions ({@link SessionPool}: no session is run by two threads at once or closed while in use);
 * the tokenizer is shared.
 *
 * <p>Batching: with {@link EncoderConfig#batchSize()} 1 every text is its own run, so a vector
 * depends on its text only (the same with any list, order or thread count). With a larger batch,
 * texts are ordered by length, cut into batches and padded to each batch's longest text, and the
 * vectors come back in input order; see {@link EncoderConfig} for why they then differ slightly.
 * {@link EncoderConfig#threads()} runs (texts or batches) proceed at once, each on one core.
 */
public final class OnnxEncoder implements Encoder {
  private static final String HIDDEN_STATE = "last_hidden_state";

  private final ModelSpec model;
  private final EncoderConfig config;
  private final Supplier<String> fingerprint;
  private final SessionPool sessions;
  private final TextTokenizer tokenizer;
  private final String outputName;
  private final Workers workers;
  private final AtomicLong truncated = new AtomicLong();
  private volatile boolean closed;

  private OnnxEncoder(ModelFiles files, EncoderConfig config) {
    this.model = files.model();
    this.config = config;
    this.fingerprint = files.fingerprintLater(); // only a cached encoder needs it
    String owner = "model " + model.id();
    this.sessions = new SessionPool(files.onnx(), config.threads(), owner);
    this.workers = new Workers(config.threads(), model.id());
    try {
      OnnxSessions.checkInputs(sessions.first(), owner);
      var outputs = OnnxSessions.outputs(sessions.first());
      this.outputName = outputs.containsKey(HIDDEN_STATE) ? HIDDEN_STATE : outputs.keySet().iterator().next();
      checkShape(OnnxSessions.declaredShape(sessions.first(), outputName), "declares");
      this.tokenizer = new TextTokenizer(files.tokenizer(), model.maxLength(), owner);
    } catch (RuntimeException e) {
      sessions.close();
      workers.close();
      throw e;
    }
    try {
      probe();
    } catch (RuntimeException e) {
      close();
      throw e;
    }
  }

  /** Opens a registered model from its jar on the class path. */
  public static OnnxEncoder open(ModelSpec model, EncoderConfig config) {
    return open(ModelFiles.load(model), config);
  }

  /** Opens a model from files already read (the model entry inside says what to expect). */
  public static OnnxEncoder open(ModelFiles files, EncoderConfig config) {
    return new OnnxEncoder(files, config);
  }

  @Override
  public ModelSpec model() {
    return model;
  }

  public EncoderConfig config() {
    return config;
  }

  /**
   * What the vectors depend on: SHA-256 of the graph and tokenizer files ({@link ModelFiles}) and
   * the onnxruntime version, whose kernels may round differently from release to release.
   */
  public String fingerprint() {
    return fingerprint.get() + " onnxruntime-" + OnnxSessions.runtimeVersion();
  }

  @Override
  public long truncated() {
    return truncated.get();
  }

  @Override
  public float[][] encode(List<String> texts, TextRole role) {
    if (closed) {
      throw new IllegalStateException("model " + model.id() + ": the encoder is closed");
    }
    List<String> inputs = texts.stream().map(t -> model.input(t, role)).toList();
    float[][] out = new float[inputs.size()][];
    if (config.batchSize() == 1) {
      workers.forEach(inputs.size(), i -> out[i] = run(List.of(inputs.get(i)))[0]);
      return out;
    }
    Integer[] order = new Integer[inputs.size()];
    Arrays.setAll(order, i -> i);
    Arrays.sort(order, Comparator.comparingInt((Integer i) -> inputs.get(i).length()));
    int batches = (order.length + config.batchSize() - 1) / config.batchSize();
    workers.forEach(batches, b -> {
      int start = b * config.batchSize();
      int end = Math.min(order.length, start + config.batchSize());
      var batch = new ArrayList<String>(end - start);
      for (int k = start; k < end; k++) {
        batch.add(inputs.get(order[k]));
      }
      float[][] vectors = run(batch);
      for (int k = start; k < end; k++) {
        out[order[k]] = vectors[k - start];
      }
    });
    return out;
  }

  /** Tokenise, run and pool one batch of model inputs (prefixes already applied). */
  private float[][] run(List<String> inputs) {
    return sessions.apply(session -> run(session, inputs));
  }

  private float[][] run(OrtSession session, List<String> inputs) {
    TextTokenizer.Tokens tokens = tokenizer.encode(inputs);
    truncated.addAndGet(tokens.truncated());
    OnnxSessions.Output output = OnnxSessions.run(session, tokens, outputName);
    long[] shape = output.shape();
    checkShape(shape, "returned");
    int n = tokens.size();
    int length = (int) shape[1];
    int dim = (int) shape[2];
    if (shape[0] != n || length != tokens.ids()[0].length) {
      throw new IllegalStateException("model " + model.id() + ": output shape " + Arrays.toString(shape)
          + " does not match the batch of " + n + " x " + tokens.ids()[0].length + " tokens");
    }
    float[][] vectors = new float[n][];
    for (int i = 0; i < n; i++) {
      float[][] rows = new float[length][dim];
      for (int t = 0; t < length; t++) {
        System.arraycopy(output.values(), (i * length + t) * dim, rows[t], 0, dim);
      }
      float[] v = model.pooling().pool(rows, tokens.mask()[i]);
      vectors[i] = model.normalize() ? Vectors.normalizeInPlace(v) : v;
    }
    return vectors;
  }

  private void checkShape(long[] shape, String verb) {
    if (shape == null || shape.length != 3 || shape[2] != -1 && shape[2] != model.dimension()) {
      throw new ModelException("model " + model.id() + ": its graph " + verb + " output " + outputName + " of shape "
          + (shape == null ? "(not a tensor)" : Arrays.toString(shape)) + ", expected [batch, tokens, "
          + model.dimension() + "] as the model registry states");
    }
  }

  private void probe() {
    float[] v = run(List.of("qakit"))[0];
    truncated.set(0);
    if (v.length != model.dimension()) {
      throw new ModelException("model " + model.id() + ": a probe text gave a vector of " + v.length
          + " dimensions, expected " + model.dimension() + " as the model registry states");
    }
  }

  /**
   * Refuses new texts, waits for the runs in progress (another thread's {@link #encode} then fails
   * with {@link IllegalStateException} instead of running on freed memory), then frees the
   * sessions, the workers and the tokenizer. Idempotent; not to be called from inside {@link #encode}.
   */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    sessions.close();
    workers.close();
    if (tokenizer != null) {
      tokenizer.close();
    }
  }
}
