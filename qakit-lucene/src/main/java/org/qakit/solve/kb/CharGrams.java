package org.qakit.solve.kb;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Character n-grams of a normalised text (code points, so a character outside the Basic
 * Multilingual Plane counts as one), as sets: what the overlap features compare.
 */
public final class CharGrams {
  private CharGrams() {}

  /** The distinct n-grams of {@code text} (n ≥ 1), in order of first occurrence; none when it is shorter than n. */
  public static Set<String> of(String text, int n) {
    if (n < 1) {
      throw new IllegalArgumentException("n-grams need n >= 1, found " + n);
    }
    int[] cps = text.codePoints().toArray();
    var grams = new LinkedHashSet<String>();
    for (int i = 0; i + n <= cps.length; i++) {
      grams.add(new String(cps, i, n));
    }
    return grams;
  }

  /**
   * The share of {@code b}'s distinct n-grams found among {@code a}'s: |G(a) ∩ G(b)| / |G(b)|, 0
   * when {@code b} has none.
   */
  public static double coverage(String a, String b, int n) {
    Set<String> gb = of(b, n);
    if (gb.isEmpty()) {
      return 0;
    }
    Set<String> ga = of(a, n);
    return gb.stream().filter(ga::contains).count() / (double) gb.size();
  }
}
