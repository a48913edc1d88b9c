package org.qakit.eval.metric;

/**
 * Mean reciprocal rank as the NLPCC 2016 DBQA task defines it:
 *
 * <pre>MRR = 1/|Q| · Σ_q 1/rank_q</pre>
 *
 * <p>where rank_q is the position of the first candidate labelled 1 once the candidates are
 * sorted by score descending, ties broken by candidate position ascending. A question without a
 * positive candidate contributes 0 and still counts in |Q| (NLPCC 2016; WikiQA evaluations usually
 * drop such questions first).
 */
public final class MeanReciprocalRank implements RankingMetric {

  @Override
  public String id() {
    return "mrr";
  }

  @Override
  public String description() {
    return "answer selection, NLPCC 2016: mean reciprocal rank of the first positive; ties by position; no positive scores 0 and counts";
  }

  @Override
  public double score(CandidateRanking ranking) {
    for (int rank = 0; rank < ranking.size(); rank++) {
      if (ranking.positiveAt(rank)) {
        return 1.0 / (rank + 1);
      }
    }
    return 0;
  }
}
