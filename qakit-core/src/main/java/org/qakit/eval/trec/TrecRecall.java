package org.qakit.eval.trec;

/**
 * trec_eval's {@code recall} ({@code m_recall.c}), recall at cutoffs: for one query and cutoff k,
 *
 * <pre>recall_k = (relevant documents among the first k retrieved) / R</pre>
 *
 * <p>where R is {@code num_rel}, the query's relevant documents in the qrels, retrieved or not.
 * When fewer than k documents are retrieved the missing ones count as non-relevant, so the value
 * is the recall of everything retrieved. A query with R = 0 scores 0 at every cutoff and still
 * counts in the mean over the queries of {@link TrecEval}. {@code -M} cuts before this.
 *
 * <p>Cutoffs as {@link TrecPrecision}'s: {@code -m recall} gives 5, 10, 15, 20, 30, 100, 200, 500,
 * 1000; {@code -m recall.1,5} gives {@code recall_1} and {@code recall_5}.
 */
public final class TrecRecall extends TrecCutoffMeasure {
  /** {@code -m recall}: the default cutoffs. */
  public TrecRecall() {
    this(DEFAULT_CUTOFFS);
  }

  public TrecRecall(long... cutoffs) {
    super("recall", cutoffs);
  }

  @Override
  TrecMeasure withCutoffs(long[] cutoffs) {
    return new TrecRecall(cutoffs);
  }

  @Override
  public String id() {
    return "recall";
  }

  @Override
  public String description() {
    return "Recall at cutoffs: relevant documents among the first k retrieved, divided by all relevant documents in the"
        + " qrels for the query (0 when it has none). Missing ranks count as non-relevant. -m recall gives k ="
        + " 5,10,15,20,30,100,200,500,1000; -m recall.1,5 gives recall_1 and recall_5.";
  }

  @Override
  public double[] perQuery(TrecRanking r) {
    double[] values = new double[cutoffs.length];
    if (r.numRel() == 0) {
      return values;
    }
    int next = 0;
    long relSoFar = 0;
    for (int i = 0; i < r.numRet(); i++) {
      if (i == cutoffs[next]) {
        values[next] = (double) relSoFar / (double) r.numRel();
        if (++next == cutoffs.length) {
          break;
        }
      }
      if (r.relevantAt(i)) {
        relSoFar++;
      }
    }
    for (; next < cutoffs.length; next++) {
      values[next] = (double) relSoFar / (double) r.numRel();
    }
    return values;
  }
}
