package org.qakit.eval.trec;

/**
 * trec_eval's {@code P} ({@code m_P.c}), precision at cutoffs: for one query and cutoff k,
 *
 * <pre>P_k = (relevant documents among the first k retrieved) / k</pre>
 *
 * <p>The divisor is always k: when fewer than k documents are retrieved the missing ones count as
 * non-relevant (3 retrieved, 2 of them relevant: P_10 = 0.2). {@code -M} cuts before this, so
 * {@code -M 5 -m P.10} divides at most 5 relevant documents by 10. A query without relevant
 * documents scores 0. The summary is the mean over the queries of {@link TrecEval}.
 *
 * <p>Cutoffs: {@code -m P} gives trec_eval's defaults 5, 10, 15, 20, 30, 100, 200, 500, 1000;
 * {@code -m P.1,5} gives {@code P_1} and {@code P_5}. Cutoffs are printed in increasing order
 * whatever order they are given in ({@code P.10,5} prints {@code P_5} then {@code P_10}), must be
 * positive integers and must not repeat ({@link TrecCutoffs}).
 */
public final class TrecPrecision extends TrecCutoffMeasure {
  /** {@code -m P}: the default cutoffs. */
  public TrecPrecision() {
    this(DEFAULT_CUTOFFS);
  }

  /** The given cutoffs, sorted; each must be positive and appear once. */
  public TrecPrecision(long... cutoffs) {
    super("P", cutoffs);
  }

  @Override
  TrecMeasure withCutoffs(long[] cutoffs) {
    return new TrecPrecision(cutoffs);
  }

  @Override
  public String id() {
    return "P";
  }

  @Override
  public String description() {
    return "Precision at cutoffs: relevant documents among the first k retrieved, divided by k, even when fewer than k are"
        + " retrieved (the missing ones count as non-relevant). -m P gives k = 5,10,15,20,30,100,200,500,1000; -m P.1,5"
        + " gives P_1 and P_5.";
  }

  /** trec_eval's loop, kept as written: a cutoff's value is taken when the scan reaches it. */
  @Override
  public double[] perQuery(TrecRanking r) {
    double[] values = new double[cutoffs.length];
    int next = 0;
    long relSoFar = 0;
    for (int i = 0; i < r.numRet() && next < cutoffs.length; i++) {
      if (i == cutoffs[next]) {
        values[next] = (double) relSoFar / (double) i;
        next++;
        if (next == cutoffs.length) {
          break;
        }
      }
      if (r.relevantAt(i)) {
        relSoFar++;
      }
    }
    for (; next < cutoffs.length; next++) {
      values[next] = (double) relSoFar / (double) cutoffs[next];
    }
    return values;
  }
}
