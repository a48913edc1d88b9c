package org.qakit.eval.trec;

import java.util.List;

/**
 * trec_eval's {@code num_rel_ret} ({@code m_num_rel_ret.c}): relevant documents among those
 * retrieved (after the {@code -M} cut), summed over the evaluated queries. Printed as an integer.
 */
public final class TrecNumRelRet implements TrecMeasure {
  @Override
  public String id() {
    return "num_rel_ret";
  }

  @Override
  public String description() {
    return "Number of relevant documents retrieved (within -M per query), summed over the queries.";
  }

  @Override
  public List<String> names() {
    return List.of("num_rel_ret");
  }

  @Override
  public double[] perQuery(TrecRanking ranking) {
    return new double[] {ranking.numRelRet()};
  }

  @Override
  public Summary summary() {
    return Summary.SUM;
  }
}
