package org.qakit.eval.metric;

/**
 * Precision at cut-off k for answer selection (id {@code p@K}, e.g. {@code p@1}; reported for
 * SQAD's sentence and document selection), with trec_eval's {@code P_k} convention:
 *
 * <pre>P@k(q) = |{positive candidates among the top k}| / k</pre>
 *
 * <p>The candidates are ranked by {@link Predictions#ranking} (score descending, ties broken by
 * candidate position ascending). The divisor is always k, even when the item has fewer than k
 * candidates: trec_eval's {@code m_P.c} says "if the cutoff is larger than the number of docs
 * retrieved, then it is assumed nonrelevant docs fill in the rest" (4 relevant of 15 retrieved
 * give P20 = 4/20). So an item with 2 candidates, one positive, has P@5 = 1/5 at best. A question
 * without a positive candidate scores 0 and counts. The dataset value is the mean over items.
 */
public final class PrecisionAtK implements RankingMetric {
  private final int k;

  /** @param k the cut-off, at least 1 */
  public PrecisionAtK(int k) {
    if (k < 1) {
      throw new IllegalArgumentException("precision at k needs a cut-off k >= 1, found " + k);
    }
    this.k = k;
  }

  public int k() {
    return k;
  }

  @Override
  public String id() {
    return "p@" + k;
  }

  @Override
  public String description() {
    return "answer selection: positives among the top " + k + " / " + k
        + " (trec_eval P_k: divided by " + k + " even when there are fewer candidates); ties by position";
  }

  @Override
  public double score(CandidateRanking ranking) {
    int hits = 0;
    for (int rank = 0; rank < Math.min(k, ranking.size()); rank++) {
      hits += ranking.positiveAt(rank) ? 1 : 0;
    }
    return (double) hits / k;
  }
}
