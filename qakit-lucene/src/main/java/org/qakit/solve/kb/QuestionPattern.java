package org.qakit.solve.kb;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A question pattern — the normalised question without the mention of a candidate subject — with
 * its character unigram and bigram sets computed once, since every predicate of the subject is
 * compared with them. The sets keep the order of first occurrence, so sums over them are the same
 * on every run.
 */
public final class QuestionPattern {
  private final String text;
  private final Set<String> unigrams;
  private final Set<String> bigrams;
  private final Set<String> both;

  private QuestionPattern(String text) {
    this.text = text;
    this.unigrams = Collections.unmodifiableSet(CharGrams.of(text, 1));
    this.bigrams = Collections.unmodifiableSet(CharGrams.of(text, 2));
    var all = new LinkedHashSet<>(unigrams);
    all.addAll(bigrams);
    this.both = Collections.unmodifiableSet(all);
  }

  public static QuestionPattern of(String text) {
    return new QuestionPattern(text);
  }

  public String text() {
    return text;
  }

  /** Its distinct characters, then its distinct character bigrams: G(P) of {@link PatternAssociation}. */
  public Set<String> unigramsAndBigrams() {
    return both;
  }

  /** |G_n(p) ∩ G_n(P)| / |G_n(p)| for n = 1 or 2: the share of p's distinct n-grams found here; 0 when p has none. */
  public double coverage(String p, int n) {
    if (n != 1 && n != 2) {
      return CharGrams.coverage(text, p, n);
    }
    Set<String> gp = CharGrams.of(p, n);
    if (gp.isEmpty()) {
      return 0;
    }
    Set<String> mine = n == 1 ? unigrams : bigrams;
    int hits = 0;
    for (String g : gp) {
      if (mine.contains(g)) {
        hits++;
      }
    }
    return hits / (double) gp.size();
  }

  @Override
  public String toString() {
    return text;
  }
}
