package org.qakit.solve.qualitative;

/**
 * A scale of comparison with two opposite ends: far / near, bright / dim, more / less. Side +1 is
 * {@link #plus}, side -1 {@link #minus}. An <em>oriented</em> scale has its "more of the property"
 * end as {@link #plus} ({@link Comparatives#orientation}: far is more distance, dim is less light);
 * an unoriented one keeps an arbitrary order, so only words on that same scale can be compared
 * through it.
 *
 * @param id a unique key: the WordNet synsets of the two ends ({@code a:00442361~a:00444519}), or
 *     {@code quantity} for the generic amount scale
 * @param plus a word of the +1 end, for reading
 * @param minus a word of the -1 end, for reading
 * @param oriented whether +1 is known to mean "more"
 */
public record Scale(String id, String plus, String minus, boolean oriented) {
  /** The generic amount scale of "more X" / "less X", "increase" / "decrease". */
  public static final Scale QUANTITY = new Scale("quantity", "more", "less", true);

  public Scale {
    if (id == null || id.isBlank() || plus == null || minus == null) {
      throw new IllegalArgumentException("a scale needs an id and the words of both ends, found " + id + ", " + plus + ", " + minus);
    }
  }

  /** {@code plus/minus}, e.g. {@code far/near}. */
  public String name() {
    return plus + "/" + minus;
  }
}
