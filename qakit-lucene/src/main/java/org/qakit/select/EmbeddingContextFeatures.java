package org.qakit.select;

import java.util.List;
import org.qakit.embed.TextEncoder;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.text.Language;

/**
 * The sentence's context, read by a bi-encoder: how its neighbours match the question and how well
 * it fits them. With cos_i = cos(q, c_i) of {@code ItemEmbeddings}, n candidates in document order
 * and μ the mean of the cos_j:
 *
 * <pre>
 * cosine-previous    = cos_{i−1}                    (μ for the first candidate)
 * cosine-next        = cos_{i+1}                    (μ for the last candidate)
 * coherence-previous = cos(c_{i−1}, c_i)            (for i = 0: the mean over the item's adjacent pairs; 0 when n = 1)
 * centrality         = mean_{j≠i} cos(c_j, c_i)     (0 when n = 1)
 * </pre>
 *
 * The idea: an answer often follows (or precedes) the sentence that matches the question best, and
 * continues it. Measured on top of {@link EmbeddingFeatures} it did not help (DBQA 5-fold MRR
 * 0.8863 → 0.8848, WikiQA dev MAP 0.7991 → 0.7949; docs/rankers.md), so {@code sentence-ranker
 * --encoder} leaves it out; it stays for the ablation and for data where context matters.
 */
public final class EmbeddingContextFeatures implements FeatureFamily {
  private final TextEncoder encoder;
  private final Language language;

  /** The family for questions in {@code language}, encoding with {@code encoder}. */
  public EmbeddingContextFeatures(TextEncoder encoder, Language language) {
    if (encoder == null) {
      throw new IllegalArgumentException("embedding features need an encoder");
    }
    if (language == null) {
      throw new IllegalArgumentException("embedding features need a language");
    }
    this.encoder = encoder;
    this.language = language;
  }

  @Override
  public List<String> names() {
    return List.of("cosine-previous", "cosine-next", "coherence-previous", "centrality");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    ItemEmbeddings e = ItemEmbeddings.of(item, ctx, encoder, language);
    double[] cos = e.cos();
    double[][] cc = e.between();
    int n = cos.length;
    int i = candidate;
    double mean = e.meanCos();
    double coherence;
    if (i > 0) {
      coherence = cc[i][i - 1];
    } else {
      double adjacent = 0;
      for (int j = 1; j < n; j++) {
        adjacent += cc[j][j - 1];
      }
      coherence = n > 1 ? adjacent / (n - 1) : 0;
    }
    double centrality = 0;
    for (int j = 0; j < n; j++) {
      centrality += j == i ? 0 : cc[i][j];
    }
    return new double[] {i == 0 ? mean : cos[i - 1], i == n - 1 ? mean : cos[i + 1], coherence,
        n > 1 ? centrality / (n - 1) : 0};
  }
}
