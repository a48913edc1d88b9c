package org.qakit.solve.choice;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A gram of analysed tokens for the PMI solver: its tokens in order and the largest position step
 * allowed between consecutive tokens when matching it in the index (2 for unigrams, bigrams and
 * trigrams: adjacent, or one removed stop word between; 3 for skip-bigrams: the skipped word, plus
 * possibly one stop word).
 */
record Gram(List<String> tokens, int maxStep) {
  Gram {
    tokens = List.copyOf(tokens);
  }

  boolean sharesTokenWith(Gram other) {
    return tokens.stream().anyMatch(other.tokens::contains);
  }

  @Override
  public String toString() {
    return String.join(maxStep == 3 ? " _ " : " ", tokens);
  }

  /** Unigrams, bigrams, trigrams and skip-bigrams (t_i, t_{i+2}) of a token list, distinct, in order. */
  static Set<Gram> of(List<String> t) {
    Set<Gram> out = new LinkedHashSet<>();
    for (int i = 0; i < t.size(); i++) {
      out.add(new Gram(List.of(t.get(i)), 2));
    }
    for (int i = 0; i + 1 < t.size(); i++) {
      out.add(new Gram(List.of(t.get(i), t.get(i + 1)), 2));
    }
    for (int i = 0; i + 2 < t.size(); i++) {
      out.add(new Gram(List.of(t.get(i), t.get(i + 1), t.get(i + 2)), 2));
    }
    for (int i = 0; i + 2 < t.size(); i++) {
      out.add(new Gram(List.of(t.get(i), t.get(i + 2)), 3));
    }
    return out;
  }
}
