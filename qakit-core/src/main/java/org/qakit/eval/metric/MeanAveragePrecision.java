package org.qakit.eval.metric;

/**
 * Mean average precision as the NLPCC-ICCPOL 2016 DBQA task defines it (Duan, "Overview of the
 * NLPCC-ICCPOL 2016 Shared Task: Open Domain Chinese Question Answering", NLPCC 2016, LNCS 10102,
 * Sect. 3):
 *
 * <pre>
 * MAP     = 1/|Q| · Σ_q AveP(q)
 * AveP(q) = Σ_{k=1..n} P(k)·rel(k) / min(m, n)
 * </pre>
 *
 * <p>where the candidates are ranked by {@link Predictions#ranking} (score descending, ties broken
 * by candidate position ascending: a DBQA candidate's id is its position in the file), n is the
 * number of candidates ranked (all of them, so min(m, n) = m), m the number of candidates labelled
 * 1, P(k) the share of positives among the top k and rel(k) 1 when the candidate at rank k is
 * positive, else 0.
 *
 * <p>A question whose min(m, n) is 0 (no positive candidate) scores 0 and still counts in |Q|.
 * trec_eval's {@code map} differs in its tie rule (document id descending) and drops queries
 * without relevant documents; {@code qakit eval trec} reproduces it.
 */
public final class MeanAveragePrecision implements RankingMetric {

  @Override
  public String id() {
    return "map";
  }

  @Override
  public String description() {
    return "answer selection, NLPCC 2016: mean of AveP = Σ P(k)·rel(k) / min(m, n) over all candidates ranked; ties by position; no positive scores 0 and counts";
  }

  @Override
  public double score(CandidateRanking ranking) {
    int m = ranking.positives();
    int n = ranking.size();
    if (Math.min(m, n) == 0) {
      return 0;
    }
    double sum = 0;
    int hits = 0;
    for (int k = 1; k <= n; k++) {
      if (ranking.positiveAt(k - 1)) {
        hits++;
        sum += (double) hits / k;
      }
    }
    return sum / Math.min(m, n);
  }
}
