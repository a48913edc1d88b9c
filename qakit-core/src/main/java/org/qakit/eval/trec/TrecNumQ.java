package org.qakit.eval.trec;

import java.util.List;

/**
 * trec_eval's {@code num_q} ({@code m_num_q.c}): the number of queries the averages are taken
 * over. Without {@code -c} that is the number of queries found in both the qrels and the run; with
 * {@code -c} it is the number of queries in the qrels, including queries whose judgments are all
 * non-relevant and queries the run does not answer. Queries that are only in the run never count.
 * Printed as an integer.
 */
public final class TrecNumQ implements TrecMeasure {
  @Override
  public String id() {
    return "num_q";
  }

  @Override
  public String description() {
    return "Number of queries the means are taken over: the queries in both the qrels and the run, or with -c every query in the"
        + " qrels.";
  }

  @Override
  public List<String> names() {
    return List.of("num_q");
  }

  @Override
  public double[] perQuery(TrecRanking ranking) {
    return new double[] {1};
  }

  @Override
  public Summary summary() {
    return Summary.QUERY_COUNT;
  }

  @Override
  public boolean needsRanking() {
    return false;
  }
}
