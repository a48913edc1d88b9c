package org.qakit.select;

import java.util.List;
import java.util.function.BiFunction;
import org.qakit.model.AnswerSelectionItem;

/**
 * A cross-encoder's score of (question, candidate) as features: what {@code sentence-ranker
 * --cross-encoder DIR} adds, DIR a model folder of {@code qakit train --head pair} (or an ONNX
 * cross-encoder). The scorer reads both texts together ({@code [CLS] question [SEP] candidate
 * [SEP]}), so it sees what a bi-encoder's cosine misses; the linear model then weighs it against
 * the lexical features. With s_i the score of candidate i of an item of n candidates:
 *
 * <pre>
 * cross-encoder          = s_i                               (the logit)
 * cross-encoder-softmax  = exp(s_i) / Σ_{j=1..n} exp(s_j)    (the listwise loss's probability)
 * </pre>
 *
 * The scorer is any function from a question and its candidates to one score each (qakit-neural's
 * {@code CrossEncoder::score}), so this module depends on neither the neural nor the training
 * one. An item's candidates are scored once, in one call.
 */
public final class CrossEncoderFeatures implements FeatureFamily {
  /** The feature names, in vector order. */
  public static final List<String> NAMES = List.of("cross-encoder", "cross-encoder-softmax");

  private final String modelId;
  private final BiFunction<String, List<String>, float[]> scorer;

  /**
   * @param modelId names the model in descriptions
   * @param scorer one score per candidate of a question, in candidate order
   */
  public CrossEncoderFeatures(String modelId, BiFunction<String, List<String>, float[]> scorer) {
    if (scorer == null) {
      throw new IllegalArgumentException("cross-encoder features need a scorer");
    }
    this.modelId = modelId;
    this.scorer = scorer;
  }

  /** The cross-encoder's id. */
  public String modelId() {
    return modelId;
  }

  @Override
  public List<String> names() {
    return NAMES;
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    double[][] all = ctx.memo(this, c -> scores(item));
    return new double[] {all[0][candidate], all[1][candidate]};
  }

  /** The logits and their softmax over the item's candidates. */
  private double[][] scores(AnswerSelectionItem item) {
    float[] s = scorer.apply(item.question(), item.candidates().stream().map(c -> c.text()).toList());
    if (s.length != item.candidates().size()) {
      throw new IllegalStateException("cross-encoder " + modelId + ": expected " + item.candidates().size() + " scores for item '"
          + item.id() + "', found " + s.length);
    }
    double max = Double.NEGATIVE_INFINITY;
    for (float v : s) {
      max = Math.max(max, v);
    }
    double[] logits = new double[s.length];
    double[] softmax = new double[s.length];
    double sum = 0;
    for (int i = 0; i < s.length; i++) {
      logits[i] = s[i];
      softmax[i] = Math.exp(s[i] - max);
      sum += softmax[i];
    }
    for (int i = 0; i < s.length; i++) {
      softmax[i] /= sum;
    }
    return new double[][] {logits, softmax};
  }
}
