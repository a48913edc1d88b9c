package org.qakit.distract;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qakit.embed.Vectors;

/**
 * The features of a candidate distractor c for a question q with answer a (after Liang et al.
 * 2018, §3.1, who combine embedding similarity, lexical overlap, length, suffix and frequency
 * features):
 *
 * <ol>
 *   <li>{@code term-jaccard}: Jaccard of the analysed term sets of c and a;
 *   <li>{@code trigram-jaccard}: Jaccard of their character-trigram sets (form: "mitosis" ~ "meiosis");
 *   <li>{@code question-overlap}: |terms(c) ∩ terms(q)| / |terms(c)| (0 when c has no term);
 *   <li>{@code length-ratio}: min(w_c, w_a) / max(w_c, w_a) over white-space word counts (1 when both are 0);
 *   <li>{@code same-suffix}: 1 when the last words of c and a end in the same three letters, else 0;
 *   <li>{@code digit-agreement}: 1 when both or neither hold a digit, else 0;
 *   <li>{@code cooccurrence}: ln(1 + n(a, c)), the training questions listing a and c as options
 *       together ({@link OptionCooccurrence});
 *   <li>{@code distractor-prior}: ln(1 + n_d(c)), the training questions using c as a distractor;
 *   <li>{@code embedding-answer}, {@code embedding-question} (only with an encoder): cosine of the
 *       vectors of c and a, and of c and q (all encoded as passages).
 * </ol>
 */
public final class DistractorFeatures {
  private static final List<String> LEXICAL = List.of("term-jaccard", "trigram-jaccard", "question-overlap",
      "length-ratio", "same-suffix", "digit-agreement", "cooccurrence", "distractor-prior");

  private DistractorFeatures() {}

  /** The feature names, with or without the two embedding features. */
  public static List<String> names(boolean embeddings) {
    var n = new ArrayList<>(LEXICAL);
    if (embeddings) {
      n.add("embedding-answer");
      n.add("embedding-question");
    }
    return List.copyOf(n);
  }

  /**
   * The features of one candidate.
   *
   * @param partners n(a, ·) already less the training item's own contribution where it trains
   * @param prior n_d(c), likewise
   * @param cv, av, qv the vectors of c, a and q, or all null without an encoder
   */
  static double[] of(PhraseForm q, PhraseForm a, PhraseForm c, int pairCount, int prior, float[] cv, float[] av, float[] qv) {
    double[] f = new double[cv == null ? LEXICAL.size() : LEXICAL.size() + 2];
    f[0] = PhraseForm.jaccard(c.terms(), a.terms());
    f[1] = PhraseForm.jaccard(c.trigrams(), a.trigrams());
    f[2] = c.terms().length == 0 ? 0 : (double) PhraseForm.common(c.terms(), q.terms()) / c.terms().length;
    int max = Math.max(c.words(), a.words());
    f[3] = max == 0 ? 1 : (double) Math.min(c.words(), a.words()) / max;
    f[4] = !c.suffix().isEmpty() && c.suffix().equals(a.suffix()) ? 1 : 0;
    f[5] = c.digit() == a.digit() ? 1 : 0;
    f[6] = Math.log1p(Math.max(0, pairCount));
    f[7] = Math.log1p(Math.max(0, prior));
    if (cv != null) {
      f[8] = Vectors.cosine(cv, av);
      f[9] = Vectors.cosine(cv, qv);
    }
    return f;
  }

  /** n(a, c) from a partners map. */
  static int count(Map<String, Integer> partners, String c) {
    return partners.getOrDefault(c, 0);
  }
}
