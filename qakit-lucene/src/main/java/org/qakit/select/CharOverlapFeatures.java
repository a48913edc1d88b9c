package org.qakit.select;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.qakit.model.AnswerSelectionItem;

/**
 * Character overlap, the unit that survives word-segmentation errors in Chinese. With Q and C the
 * distinct letters and digits (lower-cased code points) of question and candidate, and Q2, C2
 * their distinct character bigrams (adjacent letters or digits after dropping everything else):
 *
 * <pre>
 * char-overlap-share   = |Q ∩ C| / |Q|     (0 when Q is empty)
 * bigram-overlap-share = |Q2 ∩ C2| / |Q2|  (0 when Q2 is empty)
 * </pre>
 */
public final class CharOverlapFeatures implements FeatureFamily {

  @Override
  public List<String> names() {
    return List.of("char-overlap-share", "bigram-overlap-share");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    String q = ctx.questionChars();
    String c = ctx.candidateChars(candidate);
    return new double[] {share(grams(q, 1), grams(c, 1)), share(grams(q, 2), grams(c, 2))};
  }

  static double share(Set<String> q, Set<String> c) {
    return q.isEmpty() ? 0 : q.stream().filter(c::contains).count() / (double) q.size();
  }

  static Set<String> grams(String s, int n) {
    int[] cps = s.codePoints().toArray();
    return java.util.stream.IntStream.rangeClosed(0, cps.length - n)
        .mapToObj(i -> new String(cps, i, n))
        .collect(Collectors.toSet());
  }
}
