package org.qakit.select;

import java.util.List;
import java.util.Set;
import org.qakit.model.AnswerSelectionItem;

/**
 * IDF-weighted word overlap (Yang et al. 2015's "weighted word count"), with idf from the item's
 * own candidates ({@link Context#idf}). With Q and C the distinct analysed tokens:
 *
 * <pre>
 * idf-overlap       = Σ_{t ∈ Q ∩ C} idf(t)
 * idf-overlap-share = Σ_{t ∈ Q ∩ C} idf(t) / Σ_{t ∈ Q} idf(t)   (0 when Q is empty)
 * </pre>
 */
public final class IdfOverlapFeatures implements FeatureFamily {

  @Override
  public List<String> names() {
    return List.of("idf-overlap", "idf-overlap-share");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    Set<String> q = Context.distinct(ctx.questionTokens());
    Set<String> c = Context.distinct(ctx.candidateTokens(candidate));
    double shared = 0;
    double all = 0;
    for (String t : q) {
      double idf = ctx.idf(t);
      all += idf;
      if (c.contains(t)) {
        shared += idf;
      }
    }
    return new double[] {shared, all > 0 ? shared / all : 0};
  }
}
