package org.qakit.select;

import java.util.List;
import java.util.Set;
import org.qakit.model.AnswerSelectionItem;

/**
 * Word overlap on analysed tokens (stemmed, stop words removed, per the language's analyzer). With
 * Q and C the distinct tokens of question and candidate:
 *
 * <pre>
 * word-overlap       = |Q ∩ C|
 * word-overlap-share = |Q ∩ C| / |Q|          (0 when Q is empty)
 * word-overlap-dice  = 2·|Q ∩ C| / (|Q| + |C|) (0 when both are empty)
 * </pre>
 */
public final class WordOverlapFeatures implements FeatureFamily {

  @Override
  public List<String> names() {
    return List.of("word-overlap", "word-overlap-share", "word-overlap-dice");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    Set<String> q = Context.distinct(ctx.questionTokens());
    Set<String> c = Context.distinct(ctx.candidateTokens(candidate));
    long shared = q.stream().filter(c::contains).count();
    double share = q.isEmpty() ? 0 : shared / (double) q.size();
    double dice = q.size() + c.size() == 0 ? 0 : 2.0 * shared / (q.size() + c.size());
    return new double[] {shared, share, dice};
  }
}
