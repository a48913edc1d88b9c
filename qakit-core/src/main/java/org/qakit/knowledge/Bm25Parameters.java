package org.qakit.knowledge;

/**
 * The BM25 parameters of every qakit lexical index, shared by the embedded Lucene index ({@code
 * qakit-lucene}'s {@code org.qakit.index.Bm25}) and the SolrCloud config set ({@code qakit-solr}),
 * so that both score alike: k1 = {@value #K1}, b = {@value #B} (Lucene's and Anserini's defaults;
 * Robertson &amp; Zaragoza 2009).
 */
public final class Bm25Parameters {
  /** Term-frequency saturation. */
  public static final float K1 = 1.2f;
  /** Length normalisation. */
  public static final float B = 0.75f;

  private Bm25Parameters() {}

  /** {@code bm25(k1=1.2,b=0.75)}: how retrievers describe the function. */
  public static String describe() {
    return "bm25(k1=" + K1 + ",b=" + B + ")";
  }
}
