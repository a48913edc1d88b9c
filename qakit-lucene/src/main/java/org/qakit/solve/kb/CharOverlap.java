package org.qakit.solve.kb;

/**
 * Character n-gram overlap of a predicate with the question pattern: the share of the predicate's
 * distinct n-grams that occur in the pattern, |G_n(p) ∩ G_n(P)| / |G_n(p)| ({@link
 * CharGrams#coverage}); 0 for a predicate shorter than n. Unigrams catch a predicate asked with
 * its characters reordered or split (出生日期 ~ 哪天出生), bigrams reward the predicate's words.
 */
public record CharOverlap(int n) implements PredicateFeature {
  public CharOverlap {
    if (n < 1) {
      throw new IllegalArgumentException("char overlap needs n >= 1, found " + n);
    }
  }

  @Override
  public String name() {
    return "char-" + n;
  }

  @Override
  public double value(QuestionPattern pattern, String predicate) {
    return pattern.coverage(predicate, n);
  }
}
