package org.qakit.solve.entail;

import java.util.ArrayList;
import java.util.List;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.TextRole;
import org.qakit.embed.Vectors;

/**
 * Support as bi-encoder similarity: {@code support(h, p) = cos(E_q(h), E_p(p))}, the cosine between
 * the hypothesis encoded as a query (with the model's retrieval instruction, e.g. bge-small-zh's
 * {@code 为这个句子生成表示以用于检索相关文章：}) and the premise encoded as a passage. A stand-in for
 * the entailment models of Huang et al. (2019), which no reachable registry carries: it measures
 * how related a sentence is to the statement, not whether it entails it. Floor: −1, the least
 * cosine. Thread-safe when the encoder is.
 */
public final class EncoderSupport implements SupportScorer {
  private final TextEncoder encoder;

  public EncoderSupport(TextEncoder encoder) {
    if (encoder == null) {
      throw new IllegalArgumentException("entail: an encoder is required (--encoder, `qakit list models`)");
    }
    this.encoder = encoder;
  }

  @Override
  public String describe() {
    return "cosine(" + encoder.modelId() + ")";
  }

  @Override
  public double[] support(String hypothesis, List<String> premises) {
    double[] out = new double[premises.size()];
    if (premises.isEmpty()) {
      return out;
    }
    float[] h = encoder.encode(List.of(hypothesis), TextRole.QUERY)[0];
    float[][] p = encoder.encode(new ArrayList<>(premises), TextRole.PASSAGE);
    for (int i = 0; i < p.length; i++) {
      out[i] = encoder.normalized() ? Vectors.dot(h, p[i]) : Vectors.cosine(h, p[i]);
    }
    return out;
  }

  @Override
  public double floor() {
    return -1;
  }
}
