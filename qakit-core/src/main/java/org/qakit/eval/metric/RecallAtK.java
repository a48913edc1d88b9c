package org.qakit.eval.metric;

/**
 * Recall at cut-off k for retrieval and answer selection (id {@code recall@K}, e.g. {@code
 * recall@20}), as trec_eval's {@code recall_k}:
 *
 * <pre>recall@k(q) = |{positive candidates among the top k}| / m</pre>
 *
 * <p>where m is the number of candidates labelled 1 and the candidates are ranked by {@link
 * Predictions#ranking} (score descending, ties broken by candidate position ascending). With fewer
 * than k candidates every candidate is in the top k, so the value is 1 whenever m &gt; 0.
 *
 * <p>A question without a positive candidate (m = 0) scores 0 and still counts, as in NLPCC's
 * MRR and MAP, so that the dataset value stays a plain mean over items (trec_eval instead drops
 * such queries; WikiQA evaluations usually drop them first).
 */
public final class RecallAtK implements RankingMetric {
  private final int k;

  /** @param k the cut-off, at least 1 */
  public RecallAtK(int k) {
    if (k < 1) {
      throw new IllegalArgumentException("recall at k needs a cut-off k >= 1, found " + k);
    }
    this.k = k;
  }

  public int k() {
    return k;
  }

  @Override
  public String id() {
    return "recall@" + k;
  }

  @Override
  public String description() {
    return "retrieval / answer selection: positives among the top " + k
        + " / all positives; ties by position; no positive scores 0 and counts";
  }

  @Override
  public double score(CandidateRanking ranking) {
    int m = ranking.positives();
    if (m == 0) {
      return 0;
    }
    int hits = 0;
    for (int rank = 0; rank < Math.min(k, ranking.size()); rank++) {
      hits += ranking.positiveAt(rank) ? 1 : 0;
    }
    return (double) hits / m;
  }
}
