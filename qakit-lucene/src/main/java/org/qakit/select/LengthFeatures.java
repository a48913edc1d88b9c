package org.qakit.select;

import java.util.List;
import org.qakit.model.AnswerSelectionItem;

/**
 * The candidate's length: {@code length-tokens} = ln(1 + analysed tokens), {@code length-chars} =
 * ln(1 + letters and digits), and {@code length-relative} = tokens / the item's mean tokens per
 * candidate ({@link Context#averageLength()}).
 */
public final class LengthFeatures implements FeatureFamily {

  @Override
  public List<String> names() {
    return List.of("length-tokens", "length-chars", "length-relative");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    int tokens = ctx.candidateTokens(candidate).size();
    int chars = ctx.candidateChars(candidate).codePointCount(0, ctx.candidateChars(candidate).length());
    return new double[] {Math.log1p(tokens), Math.log1p(chars), tokens / ctx.averageLength()};
  }
}
