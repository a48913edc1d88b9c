package org.qakit.select;

import java.util.List;
import org.qakit.model.AnswerSelectionItem;

/**
 * Longest common subsequence and substring of characters (letters and digits, lower-cased, see
 * {@link Context#questionChars()}), normalised by the question's length |q|:
 *
 * <pre>
 * lcs-subsequence = LCSseq(q, c) / |q|     (dynamic programming, O(|q|·|c|))
 * lcs-substring   = LCSstr(q, c) / |q|     (longest contiguous common run)
 * </pre>
 *
 * <p>Both are 0 when the question has no letters or digits.
 */
public final class CommonSubsequenceFeatures implements FeatureFamily {

  @Override
  public List<String> names() {
    return List.of("lcs-subsequence", "lcs-substring");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    int[] q = ctx.questionChars().codePoints().toArray();
    int[] c = ctx.candidateChars(candidate).codePoints().toArray();
    if (q.length == 0) {
      return new double[] {0, 0};
    }
    int[] prev = new int[c.length + 1];
    int[] run = new int[c.length + 1];
    int longestRun = 0;
    for (int i = 1; i <= q.length; i++) {
      int[] cur = new int[c.length + 1];
      int[] curRun = new int[c.length + 1];
      for (int j = 1; j <= c.length; j++) {
        if (q[i - 1] == c[j - 1]) {
          cur[j] = prev[j - 1] + 1;
          curRun[j] = run[j - 1] + 1;
          longestRun = Math.max(longestRun, curRun[j]);
        } else {
          cur[j] = Math.max(prev[j], cur[j - 1]);
        }
      }
      prev = cur;
      run = curRun;
    }
    return new double[] {prev[c.length] / (double) q.length, longestRun / (double) q.length};
  }
}
