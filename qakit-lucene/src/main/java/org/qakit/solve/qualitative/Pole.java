package org.qakit.solve.qualitative;

/**
 * One end of a {@link Scale} that a word names, and where that reading came from.
 *
 * @param scale the scale
 * @param side +1 for {@link Scale#plus}, -1 for {@link Scale#minus}
 * @param via how the word reached the scale: {@code antonym}, {@code similar-to}, {@code also-see},
 *     {@code pertainym}, {@code gloss}, {@code derivation}, {@code attribute} (WordNet) or {@code hand}
 *     ({@link Comparatives})
 */
public record Pole(Scale scale, int side, String via) {
  public Pole {
    if (scale == null || (side != 1 && side != -1)) {
      throw new IllegalArgumentException("a pole needs a scale and a side of +1 or -1, found " + scale + ", " + side);
    }
  }

  /** The same pole read the other way round (after "less", a negation or an antonym). */
  public Pole flip() {
    return new Pole(scale, -side, via);
  }

  /** The end's word, e.g. {@code far}. */
  public String word() {
    return side > 0 ? scale.plus() : scale.minus();
  }

  /** The side in the "more of the property" sense: the side on an oriented scale, 0 on an unoriented one. */
  public int direction() {
    return scale.oriented() ? side : 0;
  }
}
