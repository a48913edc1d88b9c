package org.qakit.eval.trec;

/**
 * trec_eval's command-line switches that change values.
 *
 * @param complete {@code -c}: average over every query in the qrels instead of the queries in both
 *     files; a query missing from the run adds 0 to every sum (see {@link TrecEval})
 * @param maxRetrieved {@code -M}: keep only this many documents per query, the top ones after
 *     ranking; {@link Long#MAX_VALUE} (trec_eval's default) keeps all
 * @param relevanceLevel {@code -l}: the smallest relevance value that counts as relevant; 1 by
 *     default. Negative levels are refused: trec_eval would then count documents missing from the
 *     qrels as relevant retrieved but not as relevant, and print averages above 1 or infinite
 */
public record TrecEvalOptions(boolean complete, long maxRetrieved, int relevanceLevel) {
  /** trec_eval's defaults: no {@code -c}, no {@code -M}, {@code -l 1}. */
  public static final TrecEvalOptions DEFAULTS = new TrecEvalOptions(false, Long.MAX_VALUE, 1);

  public TrecEvalOptions {
    if (maxRetrieved < 0) {
      throw new IllegalArgumentException("expected -M to be 0 or more documents per query, found " + maxRetrieved);
    }
    if (relevanceLevel < 0) {
      throw new IllegalArgumentException("expected -l to be 0 or more, found " + relevanceLevel
          + " (with a negative level trec_eval counts documents missing from the qrels as relevant)");
    }
  }

  public TrecEvalOptions withComplete(boolean c) {
    return new TrecEvalOptions(c, maxRetrieved, relevanceLevel);
  }

  public TrecEvalOptions withMaxRetrieved(long m) {
    return new TrecEvalOptions(complete, m, relevanceLevel);
  }

  public TrecEvalOptions withRelevanceLevel(int l) {
    return new TrecEvalOptions(complete, maxRetrieved, l);
  }
}
