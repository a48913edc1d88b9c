package org.qakit.eval.trec;

import java.util.List;

/**
 * trec_eval's {@code Rprec} ({@code m_Rprec.c}), R-precision (Buckley and Voorhees, "Retrieval
 * System Evaluation", in TREC: Experiment and Evaluation in Information Retrieval, MIT Press 2005):
 * precision after R documents, where R is the query's number of relevant documents in the qrels
 * ({@code num_rel}):
 *
 * <pre>Rprec = (relevant documents among the first min(R, retrieved)) / R</pre>
 *
 * <p>The divisor is R even when fewer than R documents are retrieved. A query with R = 0 or nothing
 * retrieved (after {@code -M}) scores 0 and still counts in the mean over the queries of
 * {@link TrecEval}. At rank R precision equals recall.
 */
public final class TrecRprec implements TrecMeasure {
  @Override
  public String id() {
    return "Rprec";
  }

  @Override
  public String description() {
    return "R-precision: precision after R documents have been retrieved, R being the number of relevant documents in the"
        + " qrels for the query (the point where precision equals recall). The divisor is R even when fewer are"
        + " retrieved; 0 when R is 0.";
  }

  @Override
  public List<String> names() {
    return List.of("Rprec");
  }

  @Override
  public double[] perQuery(TrecRanking r) {
    long look = Math.min(r.numRet(), r.numRel());
    if (look == 0) {
      return new double[] {0.0};
    }
    long relSoFar = 0;
    for (int i = 0; i < look; i++) {
      if (r.relevantAt(i)) {
        relSoFar++;
      }
    }
    return new double[] {(double) relSoFar / (double) r.numRel()};
  }

  @Override
  public Summary summary() {
    return Summary.MEAN;
  }
}
