package org.qakit.train;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.NDScope;
import ai.djl.ndarray.index.NDIndex;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.qakit.encode.CrossEncoder;
import org.qakit.encode.TextTokenizer;
import org.qakit.train.bert.Bert;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.Parameters;

/**
 * A cross-encoder (Nogueira and Cho 2019, "Passage Re-ranking with BERT"): BERT reads {@code [CLS]
 * question [SEP] candidate [SEP]} and a linear head turns the {@code [CLS]} row into one score,
 * s = h_CLS · w + b (a logit: σ(s) is the probability that the candidate answers). The head's
 * parameters ({@code head.score.weight} [hidden, 1], {@code head.score.bias} [1]) sit beside the
 * encoder's in one {@link Parameters}. Scoring is thread-safe by one lock.
 */
public final class PairScorer implements CrossEncoder {
  static final String WEIGHT = "head.score.weight";
  static final String BIAS = "head.score.bias";

  private final String id;
  private final Bert bert;
  private final TextTokenizer tokenizer;
  private final AtomicLong truncated = new AtomicLong();

  /**
   * @param id names the model in messages and reports
   * @param bert the encoder; its parameters must hold the head's, or get them from {@link #addHead}
   * @param tokenizer turns pairs into tokens (shared, not closed here)
   */
  public PairScorer(String id, Bert bert, TextTokenizer tokenizer) {
    this.id = id;
    this.bert = bert;
    this.tokenizer = tokenizer;
    bert.parameters().get(WEIGHT);
  }

  /** Adds a freshly initialised head (N(0, 0.02²) weights, zero bias, seeded) to {@code params}. */
  public static void addHead(Parameters params, int hidden, long seed) {
    NDManager m = params.manager();
    var random = new SplittableRandom(seed ^ 0x5DEECE66DL);
    float[] w = new float[hidden];
    for (int i = 0; i < hidden; i++) {
      double u = 1.0 - random.nextDouble();
      w[i] = (float) (Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble()) * 0.02);
    }
    params.put(WEIGHT, m.create(w, new Shape(hidden, 1)));
    params.put(BIAS, m.create(new float[1], new Shape(1)));
  }

  public Bert bert() {
    return bert;
  }

  public TextTokenizer tokenizer() {
    return tokenizer;
  }

  /** Scores of a tokenised batch of pairs, for inference: [pairs]. */
  public NDArray forward(NDArray ids, NDArray mask, NDArray types) {
    return forward(ids, mask, types, Dropout.NONE);
  }

  /** Scores of a tokenised batch of pairs, with a training step's encoder dropout: [pairs]. */
  public NDArray forward(NDArray ids, NDArray mask, NDArray types, Dropout dropout) {
    NDArray hidden = bert.forward(ids, mask, types, dropout);
    NDArray cls = hidden.get(new NDIndex(":, 0, :"));
    Parameters p = bert.parameters();
    return cls.matMul(p.get(WEIGHT)).add(p.get(BIAS)).reshape(-1);
  }

  /** Tokenises {@code (questions[i], candidates[i])} and scores them, without gradients. */
  public synchronized float[] score(List<String> questions, List<String> candidates) {
    TextTokenizer.Tokens tokens = tokenizer.encodePairs(questions, candidates);
    truncated.addAndGet(tokens.truncated());
    NDManager m = bert.parameters().manager();
    try (NDScope scope = new NDScope()) {
      scope.suppressNotUsedWarning();
      return forward(m.create(tokens.ids()), m.create(tokens.mask()), m.create(tokens.types()))
          .toType(DataType.FLOAT32, false).toFloatArray();
    }
  }

  @Override
  public String id() {
    return id;
  }

  /** One score per passage, scored in batches of 16 pairs. */
  @Override
  public float[] score(String query, List<String> passages) {
    float[] out = new float[passages.size()];
    for (int start = 0; start < passages.size(); start += 16) {
      List<String> batch = passages.subList(start, Math.min(passages.size(), start + 16));
      List<String> queries = new ArrayList<>(Collections.nCopies(batch.size(), query));
      System.arraycopy(score(queries, batch), 0, out, start, batch.size());
    }
    return out;
  }

  @Override
  public long truncated() {
    return truncated.get();
  }

  /** Closes nothing: the parameters and tokenizer belong to whoever made them. */
  @Override
  public void close() {}
}
