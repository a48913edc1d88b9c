package org.qakit.eval.trec;

import java.util.List;

/**
 * trec_eval's {@code num_ret} ({@code m_num_ret.c}): documents retrieved for a query, after the
 * {@code -M} cut. The summary is the <em>sum</em> over the evaluated queries, not an average; a
 * query added by {@code -c} because the run misses it adds nothing. Printed as an integer.
 */
public final class TrecNumRet implements TrecMeasure {
  @Override
  public String id() {
    return "num_ret";
  }

  @Override
  public String description() {
    return "Number of documents retrieved (at most -M per query), summed over the queries.";
  }

  @Override
  public List<String> names() {
    return List.of("num_ret");
  }

  @Override
  public double[] perQuery(TrecRanking ranking) {
    return new double[] {ranking.numRet()};
  }

  @Override
  public Summary summary() {
    return Summary.SUM;
  }
}
