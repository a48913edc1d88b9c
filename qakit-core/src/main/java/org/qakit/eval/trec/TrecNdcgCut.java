package org.qakit.eval.trec;

/**
 * trec_eval's {@code ndcg_cut} ({@code m_ndcg_cut.c}), normalised discounted cumulative gain at
 * rank cutoffs (Järvelin and Kekäläinen, "Cumulated gain-based evaluation of IR techniques", ACM
 * TOIS 20(4), 2002). For one query and cutoff k:
 *
 * <pre>DCG_k  = Σ_{i=1..min(k, retrieved)} g(d_i) / log2(i + 1)
 * IDCG_k = Σ_{i=1..min(k, |ideal|)} g(ideal_i) / log2(i + 1)
 * ndcg_cut_k = DCG_k / IDCG_k, or DCG_k (which is then 0) when IDCG_k = 0</pre>
 *
 * <ul>
 *   <li>The gain g of a document is its relevance value in the qrels when that is above 0, else 0
 *       (judged 0, unjudged, not in the qrels). Gains are the raw values: {@code -l} plays no part,
 *       and unlike {@link TrecNdcg} no other gains can be given.
 *   <li>The ideal ranking lists every judgment of the query with relevance above 0, highest value
 *       first, retrieved or not; it is cut at k too.
 *   <li>When fewer than k documents are retrieved the missing ranks add nothing. {@code -M} cuts
 *       before this. A query without relevant judgments scores 0 and still counts in the mean over
 *       the queries of {@link TrecEval}.
 *   <li>Sums run in rank order in double precision, as trec_eval's; log2 is glibc's
 *       ({@link CMath#log2}).
 * </ul>
 *
 * <p>Cutoffs as {@link TrecPrecision}'s: {@code -m ndcg_cut} gives 5, 10, 15, 20, 30, 100, 200,
 * 500, 1000; {@code -m ndcg_cut.10} gives {@code ndcg_cut_10}.
 */
public final class TrecNdcgCut extends TrecCutoffMeasure {
  /** {@code -m ndcg_cut}: the default cutoffs. */
  public TrecNdcgCut() {
    this(DEFAULT_CUTOFFS);
  }

  public TrecNdcgCut(long... cutoffs) {
    super("ndcg_cut", cutoffs);
  }

  @Override
  TrecMeasure withCutoffs(long[] cutoffs) {
    return new TrecNdcgCut(cutoffs);
  }

  @Override
  public String id() {
    return "ndcg_cut";
  }

  @Override
  public String description() {
    return "Normalized discounted cumulative gain at cutoffs (Jarvelin and Kekalainen, ACM TOIS 2002): the sum over the"
        + " first k ranks of gain / log2(rank + 1), divided by the same sum for the ideal ranking of the query's judgments."
        + " The gain is the qrels relevance value when above 0, else 0; -l plays no part. -m ndcg_cut gives k ="
        + " 5,10,15,20,30,100,200,500,1000; -m ndcg_cut.10 gives ndcg_cut_10.";
  }

  /**
   * trec_eval's two loops: DCG at each cutoff, then each divided by the ideal DCG at the same
   * cutoff. trec_eval walks the relevance values down one by one; walking only the values that
   * occur gives the same sums. (For a query whose judgments are all negative trec_eval reads the
   * previous query's table; its DCG is 0 either way.)
   */
  @Override
  public double[] perQuery(TrecRanking r) {
    double[] values = new double[cutoffs.length];
    int next = 0;
    double sum = 0.0;
    for (int i = 0; i < r.numRet(); i++) {
      if (i == cutoffs[next]) {
        values[next] = sum;
        if (++next == cutoffs.length) {
          break;
        }
      }
      double gain = r.relevance(i);
      if (gain > 0) {
        sum += gain / CMath.log2(i + 2);
      }
    }
    for (; next < cutoffs.length; next++) {
      values[next] = sum;
    }
    // the ideal ranking: each judgment above 0, highest value first
    int[] levels = r.judgedLevels();
    long[] counts = r.judgedCounts();
    next = 0;
    double ideal = 0.0;
    long i = 0;
    ideal:
    for (int l = levels.length - 1; l >= 0 && levels[l] > 0; l--) {
      for (long c = 0; c < counts[l]; c++, i++) {
        if (i == cutoffs[next]) {
          if (ideal > 0.0) {
            values[next] /= ideal;
          }
          if (++next == cutoffs.length) {
            break ideal;
          }
        }
        ideal += (double) levels[l] / CMath.log2(i + 2);
      }
    }
    for (; next < cutoffs.length; next++) {
      if (ideal > 0.0) {
        values[next] /= ideal;
      }
    }
    return values;
  }
}
