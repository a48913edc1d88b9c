package org.qakit.train.span;

/**
 * Decodes a span reader's logits into one answer span (Devlin et al. 2019, §4.2; Seo et al. 2017):
 * the token pair (i, j) that maximises start_i + end_j over the valid spans, those with both ends on
 * passage tokens, i ≤ j and j − i + 1 ≤ the length limit. Exhaustive over O(n · limit) pairs. A tie
 * goes to the earlier start, then to the shorter span.
 */
public final class SpanDecoder {
  private SpanDecoder() {}

  /**
   * The best span.
   *
   * @param start start logits, one per token
   * @param end end logits, one per token
   * @param valid which tokens may begin or end an answer (the passage's)
   * @param maxTokens the longest answer, in tokens (at least 1)
   * @return {i, j}, the first and last token, or null when no token is valid
   */
  public static int[] best(float[] start, float[] end, boolean[] valid, int maxTokens) {
    if (maxTokens < 1) {
      throw new IllegalArgumentException("span length limit: expected at least 1 token, found " + maxTokens);
    }
    if (start.length != end.length || start.length != valid.length) {
      throw new IllegalArgumentException("expected as many start, end and valid entries, found " + start.length + ", " + end.length
          + " and " + valid.length);
    }
    int[] best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < start.length; i++) {
      if (!valid[i]) {
        continue;
      }
      for (int j = i; j < Math.min(end.length, i + maxTokens); j++) {
        if (!valid[j]) {
          continue;
        }
        double score = (double) start[i] + end[j];
        if (score > bestScore) {
          bestScore = score;
          best = new int[] {i, j};
        }
      }
    }
    return best;
  }
}
