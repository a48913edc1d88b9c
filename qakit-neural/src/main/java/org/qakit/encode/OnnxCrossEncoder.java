package org.qakit.encode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A cross-encoder from an ONNX file a user supplies (no such model is on a reachable registry):
 * each (query, passage) pair is tokenised as {@code [CLS] query [SEP] passage [SEP]} with token
 * types 0 and 1, run through the graph, and scored by the raw logit in column {@link
 * CrossEncoderSpec#label()} (no sigmoid or softmax: both are monotone per column, so rankings are
 * the same). Opening checks the graph's inputs, that its output is {@code [batch]} or {@code
 * [batch, labels]} with the label column inside it, and runs one probe pair; a failure names the
 * model file. Pairs are run {@link EncoderConfig#batchSize()} at a time, {@link
 * EncoderConfig#threads()} batches at once, each on its own session ({@link SessionPool}).
 */
public final class OnnxCrossEncoder implements CrossEncoder {
  private final CrossEncoderSpec spec;
  private final EncoderConfig config;
  private final SessionPool sessions;
  private final TextTokenizer tokenizer;
  private final String outputName;
  private final Workers workers;
  private final AtomicLong truncated = new AtomicLong();
  private boolean closed;

  private OnnxCrossEncoder(CrossEncoderSpec spec, EncoderConfig config) {
    this.spec = spec;
    this.config = config;
    spec.checkFiles();
    String owner = "cross-encoder " + spec.id();
    byte[] graph;
    byte[] json;
    try {
      graph = Files.readAllBytes(spec.model());
      json = Files.readAllBytes(spec.tokenizer());
    } catch (IOException e) {
      throw new UncheckedIOException(owner + ": " + e.getMessage(), e);
    }
    this.sessions = new SessionPool(graph, config.threads(), owner);
    this.workers = new Workers(config.threads(), "cross-encoder");
    try {
      OnnxSessions.checkInputs(sessions.first(), owner);
      var outputs = OnnxSessions.outputs(sessions.first());
      if (outputs.size() != 1) {
        throw new ModelException(owner + ": expected one output (the scores), found " + outputs.keySet());
      }
      this.outputName = outputs.keySet().iterator().next();
      checkShape(OnnxSessions.declaredShape(sessions.first(), outputName), "declares");
      this.tokenizer = new TextTokenizer(json, spec.maxLength(), owner);
      score("probe", List.of("probe"));
      truncated.set(0);
    } catch (RuntimeException e) {
      close();
      throw e;
    }
  }

  /** Opens the model the spec points to. */
  public static OnnxCrossEncoder open(CrossEncoderSpec spec, EncoderConfig config) {
    return new OnnxCrossEncoder(spec, config);
  }

  @Override
  public String id() {
    return spec.id();
  }

  @Override
  public long truncated() {
    return truncated.get();
  }

  @Override
  public float[] score(String query, List<String> passages) {
    if (query == null || passages.stream().anyMatch(Objects::isNull)) {
      throw new IllegalArgumentException("cross-encoder " + spec.id() + ": cannot score a null text");
    }
    float[] scores = new float[passages.size()];
    int batches = (passages.size() + config.batchSize() - 1) / config.batchSize();
    workers.forEach(batches, b -> {
      int start = b * config.batchSize();
      List<String> batch = passages.subList(start, Math.min(passages.size(), start + config.batchSize()));
      OnnxSessions.Output out = sessions.apply(session -> {
        TextTokenizer.Tokens tokens = tokenizer.encodePairs(new ArrayList<>(Collections.nCopies(batch.size(), query)), batch);
        truncated.addAndGet(tokens.truncated());
        return OnnxSessions.run(session, tokens, outputName);
      });
      checkShape(out.shape(), "returned");
      int labels = out.shape().length == 1 ? 1 : (int) out.shape()[1];
      if (out.shape()[0] != batch.size()) {
        throw new IllegalStateException("cross-encoder " + spec.id() + ": output shape " + Arrays.toString(out.shape())
            + " for a batch of " + batch.size());
      }
      for (int i = 0; i < batch.size(); i++) {
        scores[start + i] = out.values()[i * labels + spec.label()];
      }
    });
    return scores;
  }

  private void checkShape(long[] shape, String verb) {
    boolean ok = shape != null && (shape.length == 1 && spec.label() == 0
        || shape.length == 2 && (shape[1] == -1 || spec.label() < shape[1]));
    if (!ok) {
      throw new ModelException("cross-encoder " + spec.id() + ": its graph " + verb + " output " + outputName + " of shape "
          + (shape == null ? "(not a tensor)" : Arrays.toString(shape)) + ", expected [batch] or [batch, labels] with label column "
          + spec.label() + " inside it");
    }
  }

  /** Waits for the runs in progress, then frees the sessions, workers and tokenizer (as {@link OnnxEncoder#close}). */
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
