package org.qakit.solve.qualitative;

import java.util.List;
import java.util.Map;

/**
 * A comparative expression found in a sentence: "farther", "more slowly", "less hot", "fewer
 * loans", "hasn't sharpened", with the scale ends its words name and what it is about.
 *
 * @param start first token
 * @param end one past the last token
 * @param text the tokens as written
 * @param poles the ends named by the head word (before {@link #polarity})
 * @param polarity -1 when "less"/"least", a negation or "fewer" turns the head word round, else +1
 * @param negated whether a negation was applied
 * @param quantity whether the cue is an amount word ("more", "fewer", "increase") whose property is its {@link #target}
 * @param target content words next to the cue in its clause (lower case): what it is about
 */
public record Cue(int start, int end, String text, List<Pole> poles, int polarity, boolean negated, boolean quantity,
    List<String> target) {

  /** How much a reading of each source is trusted when cues are compared. */
  static final Map<String, Double> WEIGHT = Map.of("hand", 1.0, "antonym", 1.0, "pertainym", 0.9, "similar-to", 0.7,
      "derivation", 0.6, "attribute", 0.6, "also-see", 0.65, "gloss", 0.65);

  public Cue {
    poles = List.copyOf(poles);
    target = List.copyOf(target);
  }

  /** How much a reading of this cue is trusted: {@link #WEIGHT} of its source. */
  double weight(Pole p) {
    return WEIGHT.getOrDefault(p.via(), 0.5);
  }

  /** The side this cue takes on {@code scale} (polarity applied), 0 when it names no end of it. */
  public int sideOn(Scale scale) {
    for (Pole p : poles) {
      if (p.scale().equals(scale)) {
        return p.side() * polarity;
      }
    }
    return 0;
  }

  /**
   * The "more or less of its property" reading: the weighted vote of its poles on oriented scales
   * (polarity applied), as -1, 0 or +1. Quantity cues read {@link Scale#QUANTITY} only.
   */
  public int direction() {
    double vote = 0;
    for (Pole p : poles) {
      if (quantity && !p.scale().equals(Scale.QUANTITY)) {
        continue;
      }
      vote += weight(p) * p.direction();
    }
    return (int) Math.signum(vote) * polarity;
  }

  /** A cue's reading as "MORE", "LESS" or "?" (for explanations). */
  public String directionName() {
    int d = direction();
    return d > 0 ? "MORE" : d < 0 ? "LESS" : "?";
  }

  /**
   * How {@code other} reads against this cue: +1 same end, -1 opposite end, 0 unknown; {@code
   * strength} 2 when they share a scale other than quantity (the sign of the weighted vote over the
   * shared scales), 1 when only their {@link #direction}s compare, 0 when neither.
   */
  public Agreement against(Cue other) {
    double vote = 0;
    for (Pole p : poles) {
      if (p.scale().equals(Scale.QUANTITY)) {
        continue;
      }
      for (Pole q : other.poles) {
        if (q.scale().equals(p.scale())) {
          double w = weight(p) * other.weight(q);
          vote += w * p.side() * q.side();
        }
      }
    }
    if (vote != 0) {
      return new Agreement((int) Math.signum(vote) * polarity * other.polarity, 2, Math.abs(vote));
    }
    int d = direction() * other.direction();
    return new Agreement(d, d == 0 ? 0 : 1, 0);
  }

  /**
   * A comparison of two cues: {@code sign} +1 / -1 / 0, how it was reached ({@code strength} 2:
   * shared scale, 1: directions) and, for shared scales, the size of the vote: the sum over shared
   * scales of the two readings' {@link #WEIGHT}s multiplied, signed by agreement (1 for one scale
   * where both are antonym heads; readings that disagree cancel).
   */
  public record Agreement(int sign, int strength, double weight) {}
}
