package org.qakit.eval.trec;

import java.util.List;

/**
 * trec_eval's {@code runid} ({@code m_runid.c}): the run's id, the sixth field of the last line of
 * the run file ({@link TrecRun#runId()}), whichever query that line belongs to, even one the qrels
 * do not know. Printed once, in the summary ({@code runid<TAB>all<TAB>id}); {@code -q} prints no
 * per-query line for it.
 */
public final class TrecRunId implements TrecMeasure {
  @Override
  public String id() {
    return "runid";
  }

  @Override
  public String description() {
    return "Run id given by the run file: the sixth field of its last line. Printed once, in the summary.";
  }

  @Override
  public List<String> names() {
    return List.of("runid");
  }

  @Override
  public double[] perQuery(TrecRanking ranking) {
    return new double[] {0};
  }

  @Override
  public Summary summary() {
    return Summary.RUN_ID;
  }

  @Override
  public boolean needsRanking() {
    return false;
  }
}
