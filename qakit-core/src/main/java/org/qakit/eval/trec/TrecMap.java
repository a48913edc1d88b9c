package org.qakit.eval.trec;

import java.util.List;

/**
 * trec_eval's {@code map} ({@code m_map.c}), mean average precision. For one query:
 *
 * <pre>AP = (Σ_{k: doc k relevant} (relevant in top k) / k) / R</pre>
 *
 * <p>where k runs over the retrieved (kept) ranks and R is the number of relevant documents in the
 * qrels ({@code num_rel}), retrieved or not: relevant documents never retrieved pull AP down. A
 * query with no relevant document retrieved scores 0, which covers R = 0 (a query whose judgments
 * are all non-relevant still counts in the average and scores 0). {@code map} is the mean of AP
 * over the queries of {@link TrecEval} (with {@code -c} a query the run misses adds 0). Ties and
 * cuts are those of {@link TrecRanking}. Sums are taken in rank order in double precision, as in
 * trec_eval.
 */
public final class TrecMap implements TrecMeasure {
  @Override
  public String id() {
    return "map";
  }

  @Override
  public String description() {
    return "Mean average precision: per query, the sum of the precision at each rank where a relevant document is"
        + " retrieved, divided by the number of relevant documents in the qrels (retrieved or not); 0 when none is"
        + " retrieved. The summary is the mean over queries.";
  }

  @Override
  public List<String> names() {
    return List.of("map");
  }

  @Override
  public double[] perQuery(TrecRanking r) {
    return new double[] {averagePrecision(r)};
  }

  /** AP of one query, as {@code m_map.c} computes it (also {@code gm_map}'s per-query value). */
  static double averagePrecision(TrecRanking r) {
    long relSoFar = 0;
    double sum = 0.0;
    for (int i = 0; i < r.numRet(); i++) {
      if (r.relevantAt(i)) {
        relSoFar++;
        sum += (double) relSoFar / (double) (i + 1);
      }
    }
    return relSoFar > 0 ? sum / (double) r.numRel() : 0.0;
  }

  @Override
  public Summary summary() {
    return Summary.MEAN;
  }
}
