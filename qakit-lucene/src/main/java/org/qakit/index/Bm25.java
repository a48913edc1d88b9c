package org.qakit.index;

import org.apache.lucene.search.similarities.BM25Similarity;

/**
 * The ranking function of qakit indexes: Okapi BM25 (Robertson &amp; Zaragoza 2009) as Lucene's
 * {@link BM25Similarity} computes it, with k1 = {@value #K1} and b = {@value #B} (Lucene's and
 * Anserini's defaults):
 *
 * <pre>
 *   score(q, d) = Σ_{t ∈ q} boost_t · idf(t) · tf(t,d) / (tf(t,d) + k1 · (1 − b + b · |d| / avgdl))
 *   idf(t)      = ln(1 + (N − df(t) + 0.5) / (df(t) + 0.5))
 * </pre>
 *
 * with N the documents holding the field, |d| the document's length as Lucene's norm encodes it
 * (one byte, lossy for long documents) and avgdl the field's total term count over N. Lucene 10
 * drops the constant (k1 + 1) factor, which changes no ranking. The parameters are recorded in
 * {@code qakit-index.json}.
 */
public final class Bm25 {
  /** k1, shared with the SolrCloud config set through core's {@link org.qakit.knowledge.Bm25Parameters}. */
  public static final float K1 = org.qakit.knowledge.Bm25Parameters.K1;
  /** b, shared with the SolrCloud config set through core's {@link org.qakit.knowledge.Bm25Parameters}. */
  public static final float B = org.qakit.knowledge.Bm25Parameters.B;

  private Bm25() {}

  /** The similarity indexes are written and searched with. */
  public static BM25Similarity similarity() {
    return new BM25Similarity(K1, B);
  }
}
