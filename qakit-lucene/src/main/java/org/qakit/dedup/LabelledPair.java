package org.qakit.dedup;

/**
 * One labelled pair of the matcher's training set, by reference only (no dataset text): item
 * {@code a} against item {@code b} of the same data, or against {@code a} rewritten by {@code
 * rewrite} with {@code seed}.
 *
 * @param a the first item's id
 * @param b the second item's id, or null for a rewrite pair
 * @param rewrite the rewrite applied to {@code a} (null when {@code b} is given)
 * @param seed the rewrite's seed (0 when {@code b} is given)
 * @param label 1 duplicate, 0 not
 * @param kind how the pair was made: {@code exact} (identical texts), a rewrite id, {@code random}
 *     or {@code retrieved} (a suspect whose texts differ)
 * @param heldOut whether the pair belongs to the held-back part (accuracy is measured there)
 */
public record LabelledPair(String a, String b, Rewrite rewrite, long seed, int label, String kind, boolean heldOut) {
  public LabelledPair {
    if (a == null || a.isBlank()) {
      throw new IllegalArgumentException("expected the id of item a, found none");
    }
    if ((b == null) == (rewrite == null)) {
      throw new IllegalArgumentException("pair of '" + a + "': expected either b or a rewrite, found "
          + (b == null ? "neither" : "both"));
    }
    if (label != 0 && label != 1) {
      throw new IllegalArgumentException("pair of '" + a + "': expected label 0 or 1, found " + label);
    }
    if (kind == null || kind.isBlank()) {
      throw new IllegalArgumentException("pair of '" + a + "': expected a kind, found none");
    }
  }

  /** A pair of two items of the data. */
  public static LabelledPair of(String a, String b, int label, String kind, boolean heldOut) {
    return new LabelledPair(a, b, null, 0, label, kind, heldOut);
  }

  /** Item {@code a} against its rewrite: always a duplicate. */
  public static LabelledPair rewrite(String a, Rewrite rewrite, long seed, boolean heldOut) {
    return new LabelledPair(a, null, rewrite, seed, 1, rewrite.id(), heldOut);
  }
}
