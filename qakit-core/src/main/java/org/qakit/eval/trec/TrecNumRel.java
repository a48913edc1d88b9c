package org.qakit.eval.trec;

import java.util.List;

/**
 * trec_eval's {@code num_rel} ({@code m_num_rel.c}): relevant documents in the qrels for a query
 * (relevance at least the level of {@code -l}, 1 by default), retrieved or not. The summary is the
 * <em>sum</em> over the evaluated queries, printed as an integer.
 *
 * <p>With {@code -c} trec_eval recounts instead: every judgment in the whole qrels file whose
 * relevance is above 0, so queries the run misses are included, and {@code -l} is ignored there
 * ({@code -c -l 2} still counts relevance 1), as is a document judged twice (counted twice).
 */
public final class TrecNumRel implements TrecMeasure {
  @Override
  public String id() {
    return "num_rel";
  }

  @Override
  public String description() {
    return "Number of relevant documents in the qrels (relevance at least -l), retrieved or not, summed over the queries; with"
        + " -c, the judgments above 0 in the whole qrels file (ignoring -l).";
  }

  @Override
  public List<String> names() {
    return List.of("num_rel");
  }

  @Override
  public double[] perQuery(TrecRanking ranking) {
    return new double[] {ranking.numRel()};
  }

  @Override
  public Summary summary() {
    return Summary.SUM;
  }

  @Override
  public double summarise(double sum, Totals totals) {
    if (!totals.options().complete()) {
      return sum;
    }
    return totals.qrels().positiveJudgments();
  }
}
