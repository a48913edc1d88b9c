package org.qakit.solve.entail;

import java.util.List;
import org.qakit.encode.CrossEncoder;

/**
 * Support read by a cross-encoder a user supplies ({@code --cross-encoder FILE}): {@code
 * support(h, p) = CE(h, p)}, the raw logit of the model's label column for the pair read as
 * {@code [CLS] h [SEP] p [SEP]} (hypothesis first, as a re-ranker reads query and passage; an NLI
 * model trained premise-first reads the pair the other way round). This is the GeoSQA setting of
 * Huang et al. (2019), where an entailment model scores each retrieved sentence against stem +
 * option. Floor: −{@link Float#MAX_VALUE} (logits are unbounded). Thread-safe.
 */
public final class CrossEncoderSupport implements SupportScorer {
  private final CrossEncoder model;

  public CrossEncoderSupport(CrossEncoder model) {
    if (model == null) {
      throw new IllegalArgumentException("entail: a cross-encoder is required");
    }
    this.model = model;
  }

  @Override
  public String describe() {
    return "cross-encoder(" + model.id() + ")";
  }

  @Override
  public double[] support(String hypothesis, List<String> premises) {
    float[] scores = model.score(hypothesis, premises);
    double[] out = new double[scores.length];
    for (int i = 0; i < scores.length; i++) {
      out[i] = scores[i];
    }
    return out;
  }

  @Override
  public double floor() {
    return -Float.MAX_VALUE;
  }
}
