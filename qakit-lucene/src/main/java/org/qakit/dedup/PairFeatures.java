package org.qakit.dedup;

import java.util.ArrayList;
import java.util.List;

/**
 * GeoSQA's six features of a suspect pair (Huang et al., "GeoSQA: A Benchmark for Scenario-based
 * Question Answering in the Geography Domain at High School Level", EMNLP 2019, §3.3): the
 * bag-of-words cosine ({@link TermBag#cosine}) of six aligned text pairs.
 *
 * <ol>
 *   <li>{@code scenario}: cos(scenario A, scenario B). Two absent scenarios give 1, one absent 0
 *       (the cosine's empty-bag rule), so datasets without scenarios get a constant feature.
 *   <li>{@code question}: the largest cos(q, q') over question pairs (q of A, q' of B); no
 *       question on either side: 1; on one side only: 0.
 *   <li>{@code option1} … {@code option4}: the options are matched one to one, greedily: the pair
 *       (i, j) of largest cosine first (ties: smaller i, then smaller j), then the largest among
 *       the options still unmatched, and so on; slot k (1 to 4) is the k-th largest matched
 *       cosine. A slot with no matched pair gets 1 when neither item has a k-th option (both end
 *       early: the absent options agree) and 0 when one does (an option has no counterpart).
 * </ol>
 *
 * A shuffle of the options changes no feature, since the matching ignores positions.
 */
public final class PairFeatures {
  /** The feature names, in vector order. */
  public static final List<String> NAMES = List.of("scenario", "question", "option1", "option2", "option3", "option4");

  private PairFeatures() {}

  /** The six features of (a, b). Symmetric up to the ties rule. */
  public static double[] of(AnalysedTexts a, AnalysedTexts b) {
    double[] f = new double[NAMES.size()];
    f[0] = a.scenario().cosine(b.scenario());
    f[1] = bestQuestion(a.questions(), b.questions());
    double[] matched = greedyMatch(a.options(), b.options());
    int most = Math.max(a.options().size(), b.options().size());
    for (int k = 0; k < 4; k++) {
      f[2 + k] = k < matched.length ? matched[k] : k >= most ? 1 : 0;
    }
    return f;
  }

  private static double bestQuestion(List<TermBag> a, List<TermBag> b) {
    if (a.isEmpty() || b.isEmpty()) {
      return a.isEmpty() && b.isEmpty() ? 1 : 0;
    }
    double best = 0;
    for (TermBag x : a) {
      for (TermBag y : b) {
        best = Math.max(best, x.cosine(y));
      }
    }
    return best;
  }

  /** The cosines of the greedy one-to-one matching, largest first. */
  static double[] greedyMatch(List<TermBag> a, List<TermBag> b) {
    int n = a.size();
    int m = b.size();
    double[][] c = new double[n][m];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < m; j++) {
        c[i][j] = a.get(i).cosine(b.get(j));
      }
    }
    boolean[] usedA = new boolean[n];
    boolean[] usedB = new boolean[m];
    var out = new ArrayList<Double>();
    for (int step = 0; step < Math.min(n, m); step++) {
      int bi = -1;
      int bj = -1;
      for (int i = 0; i < n; i++) {
        if (usedA[i]) {
          continue;
        }
        for (int j = 0; j < m; j++) {
          if (!usedB[j] && (bi < 0 || c[i][j] > c[bi][bj])) {
            bi = i;
            bj = j;
          }
        }
      }
      usedA[bi] = true;
      usedB[bj] = true;
      out.add(c[bi][bj]);
    }
    return out.stream().mapToDouble(Double::doubleValue).toArray();
  }
}
