package org.qakit.train.span;

import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.NDScope;
import ai.djl.ndarray.index.NDIndex;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.training.GradientCollector;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.qakit.model.ExtractionItem;
import org.qakit.train.bert.Bert;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.TorchScalars;

/**
 * A span reader (Devlin et al. 2019, §4.2, SQuAD): BERT reads each window {@code [CLS] question
 * [SEP] passage part [SEP]} ({@link SpanWindows}), and a linear head turns every token's hidden
 * state h_t into a start and an end logit, [s_t, e_t] = h_t · W + b with W [hidden, 2] ({@code
 * head.span.weight}) and b [2] ({@code head.span.bias}). The answer is the passage span (i, j) that
 * maximises s_i + e_j, at most {@code maxAnswerTokens} long ({@link SpanDecoder}), over all windows
 * ({@link SpanStitch}), cut from the passage by the tokens' character offsets. For SciQ's
 * direct-answer view and SQAD's answer extraction ({@link ExtractionItem}).
 *
 * <p>Training ({@link #backward}): the loss is the mean over a batch's {@link SpanExample}s of
 * −(log softmax(s)_start + log softmax(e)_end) / 2, the softmax over the window's passage tokens
 * and its {@code [CLS]} (the label of a window without the answer); question tokens, separators
 * and padding are masked. The encoder applies the step's {@link Dropout}, and every Java number in
 * the loss goes through {@link TorchScalars}, so a garbage collection between forward and backward
 * changes no gradient. Decoding never returns {@code [CLS]}. Scoring is thread-safe by one lock.
 */
public final class SpanReader {
  static final String WEIGHT = "head.span.weight";
  static final String BIAS = "head.span.bias";
  private static final float MASKED = -1e4f;
  private static final int WINDOWS_PER_PASS = 16;

  private final Bert bert;
  private final SpanWindows windows;
  private final int maxAnswerTokens;

  /**
   * @param bert the encoder; its parameters hold the head's ({@link #addHead})
   * @param windows cuts passages into windows with the model's tokenizer
   * @param maxAnswerTokens the longest answer the decoder returns, in tokens
   */
  public SpanReader(Bert bert, SpanWindows windows, int maxAnswerTokens) {
    if (maxAnswerTokens < 1) {
      throw new IllegalArgumentException("answer length limit: expected at least 1 token, found " + maxAnswerTokens);
    }
    this.bert = bert;
    this.windows = windows;
    this.maxAnswerTokens = maxAnswerTokens;
    bert.parameters().get(WEIGHT);
  }

  /** Adds a freshly initialised span head (N(0, 0.02²) weights, zero bias, seeded) to {@code params}. */
  public static void addHead(Parameters params, int hidden, long seed) {
    var random = new SplittableRandom(seed ^ 0x2545F4914F6CDD1DL);
    float[] w = new float[hidden * 2];
    for (int i = 0; i < w.length; i++) {
      double u = 1.0 - random.nextDouble();
      w[i] = (float) (Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble()) * 0.02);
    }
    NDManager m = params.manager();
    params.put(WEIGHT, m.create(w, new Shape(hidden, 2)));
    params.put(BIAS, m.create(new float[2], new Shape(2)));
  }

  public Bert bert() {
    return bert;
  }

  public SpanWindows windows() {
    return windows;
  }

  /**
   * Start and end logits of a batch of windows, padded to the longest: [windows, tokens, 2].
   *
   * @param dropout the training step's encoder dropout, or {@link Dropout#NONE}
   */
  NDArray forward(List<SpanWindows.Window> batch, Dropout dropout) {
    int n = batch.stream().mapToInt(SpanWindows.Window::length).max().orElse(0);
    long[][] ids = new long[batch.size()][n];
    long[][] mask = new long[batch.size()][n];
    long[][] types = new long[batch.size()][n];
    for (int b = 0; b < batch.size(); b++) {
      SpanWindows.Window w = batch.get(b);
      System.arraycopy(w.ids(), 0, ids[b], 0, w.length());
      System.arraycopy(w.types(), 0, types[b], 0, w.length());
      for (int i = 0; i < w.length(); i++) {
        mask[b][i] = 1;
      }
    }
    NDManager m = bert.parameters().manager();
    NDArray hidden = bert.forward(m.create(ids), m.create(mask), m.create(types), dropout);
    Parameters p = bert.parameters();
    return hidden.matMul(p.get(WEIGHT)).add(p.get(BIAS));
  }

  /**
   * The batch's mean loss, back-propagated: gradients are left in the parameters for the optimiser
   * ({@link org.qakit.train.TrainingLoop} steps it).
   *
   * @param dropout the step's encoder dropout ({@link Dropout#forStep}), or {@link Dropout#NONE}
   */
  public double backward(List<SpanExample> batch, Dropout dropout) {
    try (NDScope scope = new NDScope(); GradientCollector collector = Engine.getEngine("PyTorch").newGradientCollector()) {
      scope.suppressNotUsedWarning();
      NDArray loss = loss(batch, dropout);
      collector.backward(loss);
      return loss.toType(DataType.FLOAT64, false).getDouble();
    }
  }

  /**
   * The batch's mean loss, not yet back-propagated; its arrays belong to the caller's scope, which
   * must stay open until backward.
   */
  NDArray loss(List<SpanExample> batch, Dropout dropout) {
    NDManager m = bert.parameters().manager();
    List<SpanWindows.Window> ws = batch.stream().map(SpanExample::window).toList();
    NDArray logits = forward(ws, dropout);
    int n = (int) logits.getShape().get(1);
    float[][] maskAdd = new float[batch.size()][n];
    float[][] gold = new float[2][batch.size() * n];
    for (int b = 0; b < batch.size(); b++) {
      SpanWindows.Window w = ws.get(b);
      for (int i = 0; i < n; i++) {
        maskAdd[b][i] = i == 0 || i < w.length() && w.passage(i) ? 0 : MASKED;
      }
      gold[0][b * n + batch.get(b).start()] = 1;
      gold[1][b * n + batch.get(b).end()] = 1;
    }
    NDArray mask = m.create(maskAdd).toType(logits.getDataType(), false);
    Shape shape = new Shape(batch.size(), n);
    NDArray logStart = logits.get(new NDIndex(":, :, 0")).add(mask).logSoftmax(1);
    NDArray logEnd = logits.get(new NDIndex(":, :, 1")).add(mask).logSoftmax(1);
    NDArray picked = logStart.mul(m.create(gold[0], shape).toType(logits.getDataType(), false))
        .add(logEnd.mul(m.create(gold[1], shape).toType(logits.getDataType(), false)));
    return TorchScalars.times(picked.sum(), -0.5 / batch.size());
  }

  /** The answer to {@code question} in {@code passage}: the best span over all windows, or "" when no passage token exists. */
  public String answer(String question, String passage) {
    SpanStitch.Span span = best(question, passage);
    return span == null ? "" : span.text();
  }

  /** The best span over all windows of the pair, with its score and window, or null when no passage token exists. */
  public SpanStitch.Span best(String question, String passage) {
    List<SpanWindows.Window> ws = windows.of(question, passage);
    return SpanStitch.best(passage, ws, logits(ws), maxAnswerTokens);
  }

  /** The {@code k} best spans with distinct texts over all windows of the pair, best first ({@link SpanStitch#top}). */
  public List<SpanStitch.Span> top(String question, String passage, int k) {
    List<SpanWindows.Window> ws = windows.of(question, passage);
    return SpanStitch.top(passage, ws, logits(ws), maxAnswerTokens, k);
  }

  /** Per window, {start logits, end logits}, without gradients. */
  private synchronized List<float[][]> logits(List<SpanWindows.Window> ws) {
    var logits = new ArrayList<float[][]>();
    for (int from = 0; from < ws.size(); from += WINDOWS_PER_PASS) {
      List<SpanWindows.Window> part = ws.subList(from, Math.min(ws.size(), from + WINDOWS_PER_PASS));
      float[] flat;
      int n;
      try (NDScope scope = new NDScope()) {
        scope.suppressNotUsedWarning();
        NDArray out = forward(part, Dropout.NONE);
        n = (int) out.getShape().get(1);
        flat = out.toType(DataType.FLOAT32, false).toFloatArray();
      }
      for (int b = 0; b < part.size(); b++) {
        int len = part.get(b).length();
        float[] start = new float[len];
        float[] end = new float[len];
        for (int i = 0; i < len; i++) {
          start[i] = flat[(b * n + i) * 2];
          end[i] = flat[(b * n + i) * 2 + 1];
        }
        logits.add(new float[][] {start, end});
      }
    }
    return logits;
  }
}
