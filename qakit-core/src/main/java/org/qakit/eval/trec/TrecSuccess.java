package org.qakit.eval.trec;

/**
 * trec_eval's {@code success} ({@code m_success.c}, after Stephen Tomlinson), success at cutoffs:
 * for one query and cutoff k,
 *
 * <pre>success_k = 1 if a relevant document is among the first k retrieved, else 0</pre>
 *
 * <p>When fewer than k documents are retrieved the missing ones count as non-relevant. A query
 * without relevant documents scores 0. The summary is the mean over the queries of
 * {@link TrecEval}: the fraction of queries with a relevant document in the top k. {@code -M} cuts
 * before this.
 *
 * <p>Cutoffs: {@code -m success} gives trec_eval's defaults 1, 5, 10; {@code -m success.3} gives
 * {@code success_3}. Sorted, positive and distinct as {@link TrecPrecision}'s.
 */
public final class TrecSuccess extends TrecCutoffMeasure {
  static final long[] DEFAULT_SUCCESS_CUTOFFS = {1, 5, 10};

  /** {@code -m success}: cutoffs 1, 5, 10. */
  public TrecSuccess() {
    this(DEFAULT_SUCCESS_CUTOFFS);
  }

  public TrecSuccess(long... cutoffs) {
    super("success", cutoffs);
  }

  @Override
  TrecMeasure withCutoffs(long[] cutoffs) {
    return new TrecSuccess(cutoffs);
  }

  @Override
  public String id() {
    return "success";
  }

  @Override
  public String description() {
    return "Success at cutoffs: 1 if a relevant document is among the first k retrieved, else 0; the mean is the fraction"
        + " of queries with one. -m success gives k = 1,5,10; -m success.3 gives success_3.";
  }

  @Override
  public double[] perQuery(TrecRanking r) {
    double[] values = new double[cutoffs.length];
    int next = 0;
    long relSoFar = 0;
    for (int i = 0; i < r.numRet(); i++) {
      if (i == cutoffs[next]) {
        values[next] = relSoFar > 0 ? 1.0 : 0.0;
        if (++next == cutoffs.length) {
          break;
        }
      }
      if (r.relevantAt(i)) {
        relSoFar++;
      }
    }
    for (; next < cutoffs.length; next++) {
      values[next] = relSoFar > 0 ? 1.0 : 0.0;
    }
    return values;
  }
}
