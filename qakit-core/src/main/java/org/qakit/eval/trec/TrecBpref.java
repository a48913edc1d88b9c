package org.qakit.eval.trec;

import java.util.List;

/**
 * trec_eval's {@code bpref} ({@code m_bpref.c}), binary preference (Buckley and Voorhees,
 * "Retrieval Evaluation with Incomplete Information", SIGIR 2004). It looks only at judged
 * documents: for one query with R relevant and N judged non-relevant documents in the qrels,
 *
 * <pre>bpref = (1/R) Σ_{r: relevant retrieved} (1 - min(n_r, R) / min(N, R))</pre>
 *
 * <p>where n_r is the number of judged non-relevant documents retrieved above r; a term with
 * n_r = 0 is 1 (no division by 0 when N = 0).
 *
 * <ul>
 *   <li>Relevant means relevance at least {@code -l}; judged non-relevant means relevance 0 or
 *       more but below {@code -l}, so with {@code -l 2} a document judged 1 is non-relevant here.
 *       Documents not in the qrels and documents with a negative relevance are skipped.
 *   <li>R and N count the qrels, retrieved or not; n_r counts only the ranking after {@code -M}.
 *   <li>A query with R = 0 scores 0 and still counts in the mean over the queries of
 *       {@link TrecEval}.
 *   <li>trec_eval takes N from its table of counts per relevance value. When {@code -l} is more
 *       than the query's largest value + 1 it reads past the counts it filled in; such a query has
 *       no relevant document, so N is never used and bpref is 0 either way.
 * </ul>
 */
public final class TrecBpref implements TrecMeasure {
  @Override
  public String id() {
    return "bpref";
  }

  @Override
  public String description() {
    return "Binary preference: over the R relevant documents of the query and its judged non-relevant ones, the fraction of"
        + " preferences (relevant above non-relevant) the ranking keeps. Per relevant document retrieved, 1 - min(n, R) /"
        + " min(N, R), n judged non-relevant documents above it, N judged non-relevant in the qrels; summed and divided by"
        + " R. Unjudged documents are skipped.";
  }

  @Override
  public List<String> names() {
    return List.of("bpref");
  }

  @Override
  public double[] perQuery(TrecRanking r) {
    long numNonrel = 0;
    int[] levels = r.judgedLevels();
    long[] counts = r.judgedCounts();
    for (int l = 0; l < levels.length && levels[l] < r.level(); l++) {
      numNonrel += counts[l];
    }
    long nonrelSoFar = 0;
    double bpref = 0.0;
    for (int j = 0; j < r.numRet(); j++) {
      int rel = r.relevance(j);
      if (rel < 0) {
        continue; // not in the qrels, or in the pool but unjudged
      }
      if (rel < r.level()) {
        nonrelSoFar++;
      } else if (nonrelSoFar > 0) {
        bpref += 1.0 - ((double) Math.min(nonrelSoFar, r.numRel()) / (double) Math.min(numNonrel, r.numRel()));
      } else {
        bpref += 1.0;
      }
    }
    if (r.numRel() != 0) {
      bpref /= r.numRel();
    }
    return new double[] {bpref};
  }

  @Override
  public Summary summary() {
    return Summary.MEAN;
  }
}
