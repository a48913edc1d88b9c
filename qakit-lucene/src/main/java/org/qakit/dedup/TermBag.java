package org.qakit.dedup;

import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

/**
 * A bag of words: analysed terms with their counts, sorted by term, and the vector's squared norm.
 *
 * <p>Cosine: cos(a, b) = Σ_t a_t·b_t / (‖a‖·‖b‖) over the term counts (raw term frequency, no
 * idf: GeoSQA's bag-of-words cosine). Two empty bags have cosine 1 (nothing differs); an empty
 * bag against a non-empty one has cosine 0.
 */
public final class TermBag {
  /** The bag of no terms. */
  public static final TermBag EMPTY = new TermBag(new String[0], new int[0]);

  private final String[] terms;
  private final int[] counts;
  private final double squaredNorm;

  private TermBag(String[] terms, int[] counts) {
    this.terms = terms;
    this.counts = counts;
    double ss = 0;
    for (int c : counts) {
      ss += (double) c * c;
    }
    this.squaredNorm = ss;
  }

  /** The bag of a token sequence (repeats counted). */
  public static TermBag of(List<String> tokens) {
    if (tokens.isEmpty()) {
      return EMPTY;
    }
    var map = new TreeMap<String, Integer>();
    for (String t : tokens) {
      map.merge(t, 1, Integer::sum);
    }
    String[] terms = map.keySet().toArray(String[]::new);
    int[] counts = map.values().stream().mapToInt(Integer::intValue).toArray();
    return new TermBag(terms, counts);
  }

  public boolean isEmpty() {
    return terms.length == 0;
  }

  /** The distinct terms in sorted order (a copy). */
  public String[] terms() {
    return terms.clone();
  }

  /** The count of {@code term}, 0 when absent. */
  public int count(String term) {
    int i = Arrays.binarySearch(terms, term);
    return i >= 0 ? counts[i] : 0;
  }

  /** The cosine of two bags, by the rule above. */
  public double cosine(TermBag other) {
    if (isEmpty() || other.isEmpty()) {
      return isEmpty() && other.isEmpty() ? 1 : 0;
    }
    double dot = 0;
    int i = 0;
    int j = 0;
    while (i < terms.length && j < other.terms.length) {
      int c = terms[i].compareTo(other.terms[j]);
      if (c == 0) {
        dot += (double) counts[i++] * other.counts[j++];
      } else if (c < 0) {
        i++;
      } else {
        j++;
      }
    }
    // √(‖a‖²‖b‖²) rather than ‖a‖·‖b‖, so that equal bags give exactly 1
    return Math.min(1, dot / Math.sqrt(squaredNorm * other.squaredNorm));
  }
}
