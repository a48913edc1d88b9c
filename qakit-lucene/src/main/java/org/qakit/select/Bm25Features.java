package org.qakit.select;

import java.util.List;
import org.qakit.model.AnswerSelectionItem;

/**
 * BM25 of a candidate against the question, with the item's own candidates as the collection
 * (its document's sentences), as Lucene's {@code BM25Similarity} computes it:
 *
 * <pre>
 * bm25(q, c) = Σ_{t ∈ q} idf(t) · tf(t, c) / (tf(t, c) + k1 · (1 − b + b · |c| / avgdl))
 * idf(t)     = ln(1 + (N − df(t) + 0.5) / (df(t) + 0.5))
 * </pre>
 *
 * <p>with k1 = 1.2, b = 0.75, the sum over the question's tokens with repeats (a term asked twice
 * counts twice, as Lucene's boolean query of term clauses does), N, df and avgdl from {@link
 * Context}. Unlike an index, lengths are exact (Lucene stores a lossy one-byte norm), so values
 * can differ from Lucene's in the third decimal. Features: {@code bm25} and {@code bm25-relative}
 * = bm25 / max over the item's candidates (0 when the maximum is 0).
 */
public final class Bm25Features implements FeatureFamily {
  public static final double K1 = 1.2;
  public static final double B = 0.75;

  @Override
  public List<String> names() {
    return List.of("bm25", "bm25-relative");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    double[] all = ctx.memo(Bm25Features.class, Bm25Features::scores);
    double max = 0;
    for (double v : all) {
      max = Math.max(max, v);
    }
    return new double[] {all[candidate], max > 0 ? all[candidate] / max : 0};
  }

  /**
   * BM25 of every candidate of {@code item} against its question, in candidate order (the {@code
   * bm25} feature; the hardness of qakit train's hard negatives).
   */
  public static double[] scores(AnswerSelectionItem item, org.apache.lucene.analysis.Analyzer analyzer) {
    return scores(Context.of(item, analyzer));
  }

  /** BM25 of every candidate of the item, in candidate order. */
  static double[] scores(Context ctx) {
    double[] out = new double[ctx.size()];
    for (int i = 0; i < out.length; i++) {
      List<String> doc = ctx.candidateTokens(i);
      var tf = new java.util.HashMap<String, Integer>();
      doc.forEach(t -> tf.merge(t, 1, Integer::sum));
      double norm = K1 * (1 - B + B * doc.size() / ctx.averageLength());
      double s = 0;
      for (String t : ctx.questionTokens()) {
        int f = tf.getOrDefault(t, 0);
        if (f > 0) {
          s += ctx.idf(t) * f / (f + norm);
        }
      }
      out[i] = s;
    }
    return out;
  }
}
