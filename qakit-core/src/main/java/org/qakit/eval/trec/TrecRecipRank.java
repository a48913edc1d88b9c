package org.qakit.eval.trec;

import java.util.List;

/**
 * trec_eval's {@code recip_rank} ({@code m_recip_rank.c}): for one query 1/k, k the rank of the
 * first relevant retrieved document in {@link TrecRanking}'s order (ties by document id
 * descending, after the {@code -M} cut), or 0 when none is retrieved. The summary is the mean over
 * the queries of {@link TrecEval}: a query with no relevant document scores 0 and counts.
 */
public final class TrecRecipRank implements TrecMeasure {
  @Override
  public String id() {
    return "recip_rank";
  }

  @Override
  public String description() {
    return "Reciprocal rank: 1/k for the rank k of the first relevant document retrieved, 0 if none is; the summary is the mean"
        + " over queries (mean reciprocal rank).";
  }

  @Override
  public List<String> names() {
    return List.of("recip_rank");
  }

  @Override
  public double[] perQuery(TrecRanking r) {
    for (int i = 0; i < r.numRet(); i++) {
      if (r.relevantAt(i)) {
        return new double[] {1.0 / (double) (i + 1)};
      }
    }
    return new double[] {0.0};
  }

  @Override
  public Summary summary() {
    return Summary.MEAN;
  }
}
