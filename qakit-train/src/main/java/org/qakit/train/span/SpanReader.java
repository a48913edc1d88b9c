package org.qakit.train.span;

import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.NDScope;
import ai.djl.ndarray.index.NDIndex;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.training.GradientCollector;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.qakit.encode.TextTokenizer;
import org.qakit.model.ExtractionItem;
import org.qakit.train.AdamW;
import org.qakit.train.bert.Bert;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.TorchScalars;

/**
 * A span reader (Devlin et al. 2019, §4.2, SQuAD): BERT reads {@code [CLS] question [SEP] passage
 * [SEP]}, and a linear head turns every token's hidden state h_t into a start and an end logit,
 * [s_t, e_t] = h_t · W + b with W [hidden, 2] ({@code head.span.weight}) and b [2] ({@code
 * head.span.bias}). The answer is the passage span (i, j) that maximises s_i + e_j, at most {@code
 * maxAnswerTokens} long ({@link SpanDecoder}), cut from the passage by the tokens' character
 * offsets. For SciQ's direct-answer view and SQAD's answer extraction ({@link ExtractionItem}).
 *
 * <p>Training: the gold span is the first occurrence of a gold answer in the passage (ignoring
 * case), mapped to the passage tokens it overlaps; the loss is the mean over items of −(log
 * softmax(s)_start + log softmax(e)_end) / 2, the softmax over the passage tokens only. An item
 * whose answer is not in the passage, or was cut off by the length limit, adds nothing. Scoring is
 * thread-safe by one lock.
 */
public final class SpanReader {
  static final String WEIGHT = "head.span.weight";
  static final String BIAS = "head.span.bias";
  private static final float MASKED = -1e4f;

  private final Bert bert;
  private final TextTokenizer tokenizer;
  private final int maxAnswerTokens;

  /**
   * @param bert the encoder; its parameters hold the head's ({@link #addHead})
   * @param tokenizer the model's tokenizer (shared, not closed here)
   * @param maxAnswerTokens the longest answer the decoder returns, in tokens
   */
  public SpanReader(Bert bert, TextTokenizer tokenizer, int maxAnswerTokens) {
    if (maxAnswerTokens < 1) {
      throw new IllegalArgumentException("answer length limit: expected at least 1 token, found " + maxAnswerTokens);
    }
    this.bert = bert;
    this.tokenizer = tokenizer;
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

  /** Start and end logits of a tokenised pair: [tokens, 2]. */
  NDArray forward(TextTokenizer.Tokens tokens, Dropout dropout) {
    NDManager m = bert.parameters().manager();
    NDArray hidden = bert.forward(m.create(tokens.ids()), m.create(tokens.mask()), m.create(tokens.types()), dropout);
    Parameters p = bert.parameters();
    return hidden.get(new NDIndex("0")).matMul(p.get(WEIGHT)).add(p.get(BIAS));
  }

  /** The answer to {@code question} in {@code passage}: the best valid span's text, or "" when no passage token survived truncation. */
  public synchronized String answer(String question, String passage) {
    TextTokenizer.PassageTokens t = tokenizer.encodeWithOffsets(question, passage);
    float[] logits;
    try (NDScope scope = new NDScope()) {
      scope.suppressNotUsedWarning();
      logits = forward(t.tokens(), Dropout.NONE).toType(DataType.FLOAT32, false).toFloatArray();
    }
    int n = t.starts().length;
    float[] start = new float[n];
    float[] end = new float[n];
    boolean[] valid = new boolean[n];
    for (int i = 0; i < n; i++) {
      start[i] = logits[2 * i];
      end[i] = logits[2 * i + 1];
      valid[i] = t.starts()[i] >= 0;
    }
    int[] span = SpanDecoder.best(start, end, valid, maxAnswerTokens);
    return span == null ? "" : passage.substring(t.starts()[span[0]], t.ends()[span[1]]);
  }

  /** The gold span of {@code item} in token positions, or null when no gold answer is among the kept passage tokens. */
  static int[] goldSpan(ExtractionItem item, TextTokenizer.PassageTokens t) {
    String lower = item.passage().toLowerCase(Locale.ROOT);
    for (String answer : item.answers()) {
      int from = lower.indexOf(answer.toLowerCase(Locale.ROOT).strip());
      if (from < 0 || answer.isBlank()) {
        continue;
      }
      int to = from + answer.strip().length();
      int first = -1;
      int last = -1;
      for (int i = 0; i < t.starts().length; i++) {
        if (t.starts()[i] >= 0 && t.starts()[i] < to && t.ends()[i] > from) {
          first = first < 0 ? i : first;
          last = i;
        }
      }
      if (first >= 0 && t.ends()[last] >= to) {
        return new int[] {first, last};
      }
    }
    return null;
  }

  /**
   * One training step on {@code batch}: the loss, back-propagated, and an AdamW update at {@code rate}.
   *
   * @param dropout the step's encoder dropout ({@link Dropout#forStep}), or {@link Dropout#NONE}
   * @return the batch's mean loss, or NaN when no item of the batch has its answer in the kept passage
   */
  public double step(List<ExtractionItem> batch, AdamW adam, double rate, Dropout dropout) {
    double loss;
    try (NDScope scope = new NDScope(); GradientCollector collector = Engine.getEngine("PyTorch").newGradientCollector()) {
      scope.suppressNotUsedWarning();
      NDArray mean = loss(batch, dropout);
      if (mean == null) {
        return Double.NaN;
      }
      collector.backward(mean);
      loss = mean.toType(DataType.FLOAT64, false).getDouble();
    }
    adam.update(bert.parameters(), rate);
    return loss;
  }

  /**
   * The mean loss of the items of {@code batch} whose answer is in the kept passage, or null when
   * none is; its arrays belong to the caller's scope, which must stay open until backward.
   */
  NDArray loss(List<ExtractionItem> batch, Dropout dropout) {
    NDManager m = bert.parameters().manager();
    NDArray total = null;
    int counted = 0;
    for (ExtractionItem item : batch) {
      TextTokenizer.PassageTokens t = tokenizer.encodeWithOffsets(item.question(), item.passage());
      int[] gold = goldSpan(item, t);
      if (gold == null) {
        continue;
      }
      float[] maskAdd = new float[t.starts().length];
      for (int i = 0; i < maskAdd.length; i++) {
        maskAdd[i] = t.starts()[i] >= 0 ? 0 : MASKED;
      }
      NDArray logits = forward(t.tokens(), dropout);
      NDArray mask = m.create(maskAdd).toType(logits.getDataType(), false);
      NDArray logStart = logits.get(new NDIndex(":, 0")).add(mask).logSoftmax(0);
      NDArray logEnd = logits.get(new NDIndex(":, 1")).add(mask).logSoftmax(0);
      NDArray li = TorchScalars.times(logStart.get(gold[0]).add(logEnd.get(gold[1])), -0.5);
      total = total == null ? li : total.add(li);
      counted++;
    }
    return total == null ? null : TorchScalars.over(total, counted);
  }
}
