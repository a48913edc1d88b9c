package org.qakit.solve.qualitative;

import java.util.List;

/**
 * A qualitative relationship read from a knowledge statement: when the cause property moves
 * towards its cue's end, the effect property moves towards its cue's end. "The farther an object
 * is from a light source, the dimmer the light falling on it": cause = (farther: far on far/near,
 * MORE distance, words object, light, source), effect = (dimmer: LESS light, words light, falling),
 * sign = MORE × LESS = opposite.
 *
 * @param statement the statement read
 * @param form how it was split: {@code the-X-the-Y}, {@code when-C-E}, {@code E-when-C}, {@code
 *     subject-predicate}, or {@code assumed} ({@link #assumedDirect})
 * @param cause the cause side
 * @param effect the effect side
 */
public record Relation(String statement, String form, Side cause, Side effect) {

  /**
   * One side of a relation.
   *
   * @param cue the direction expression; for a bare subject ("A catalyst makes …") a quantity cue
   *     "(presence)" reading MORE
   * @param words the content words of the side's clause (lower case): the property, for alignment
   */
  public record Side(Cue cue, List<String> words) {
    public Side {
      words = List.copyOf(words);
    }

    /** MORE (+1), LESS (-1) or unknown (0): the cue's {@link Cue#direction}. */
    public int direction() {
      return cue.direction();
    }
  }

  /**
   * The relation assumed without knowledge: an unnamed cause and an unnamed effect that move the
   * same way (more cause, more effect), each side a "more" quantity cue with no words, so that
   * every question cue is read by its own direction.
   */
  public static Relation assumedDirect() {
    Cue more = new Cue(0, 0, "(assumed: more)", List.of(new Pole(Scale.QUANTITY, 1, "hand")), 1, false, true, List.of());
    return new Relation("(no knowledge: a direct relation is assumed)", "assumed", new Side(more, List.of()), new Side(more, List.of()));
  }

  /** +1 when cause and effect move the same way, -1 when opposite, 0 when a side's direction is unknown. */
  public int sign() {
    return cause.direction() * effect.direction();
  }

  /** "same", "opposite" or "unknown". */
  public String signName() {
    int s = sign();
    return s > 0 ? "same" : s < 0 ? "opposite" : "unknown";
  }
}
