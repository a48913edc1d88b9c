package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;

/**
 * How far a stretch of a question moves one side of a relation: the sum, over the cues inside it
 * that {@link PropertyMatcher} aligns with the side, of sign × strength. Cues that align more
 * strongly with the other side are left out. With {@code assumeSide}, a cue aligned with neither
 * side but with a known direction counts once, with weight 1/2, as if about this side (the stem
 * of a "what happens when …" question is about the cause).
 */
final class Levels {
  private final PropertyMatcher matcher;

  Levels(PropertyMatcher matcher) {
    this.matcher = matcher;
  }

  /**
   * The level of a span and the readings behind it.
   *
   * @param vote sum of sign × strength (positive: the side moves the way the statement's cue does)
   * @param readings one line per cue counted: "closer → near: -1 (scale)"
   */
  record Level(double vote, List<String> readings) {
    int sign() {
      return (int) Math.signum(vote);
    }
  }

  Level of(List<Cue> cues, int from, int to, Relation.Side side, Relation.Side other, boolean assumeSide) {
    return of(cues, from, to, -1, -1, side, other, assumeSide);
  }

  /** The level of {@code [from, to)} without the cues inside {@code [skipFrom, skipTo)}. */
  Level of(List<Cue> cues, int from, int to, int skipFrom, int skipTo, Relation.Side side, Relation.Side other, boolean assumeSide) {
    double vote = 0;
    var readings = new ArrayList<String>();
    var unaligned = new ArrayList<Cue>();
    for (Cue c : cues) {
      if (c.start() < from || c.end() > to || c.start() >= skipFrom && c.end() <= skipTo) {
        continue;
      }
      PropertyMatcher.Alignment here = matcher.align(c, side);
      PropertyMatcher.Alignment there = matcher.align(c, other);
      if (here.strength() > 0 && here.strength() >= there.strength()) {
        vote += here.sign() * here.strength();
        readings.add(c.text() + ": " + signed(here.sign()) + " (" + here.rule() + ")");
      } else if (here.strength() == 0 && there.strength() == 0 && c.direction() != 0) {
        unaligned.add(c);
      }
    }
    if (vote == 0 && assumeSide && side.direction() != 0) {
      for (Cue c : unaligned) {
        int s = c.direction() * side.direction();
        vote += 0.5 * s;
        readings.add(c.text() + ": " + signed(s) + " (assumed about this side: " + c.directionName() + ")");
      }
    }
    return new Level(vote, readings);
  }

  /** The first amount inside {@code [from, to)}, or null. */
  static Amount amount(List<Amount> amounts, int from, int to) {
    for (Amount a : amounts) {
      if (a.start() >= from && a.end() <= to) {
        return a;
      }
    }
    return null;
  }

  static String signed(int s) {
    return s > 0 ? "+1" : s < 0 ? "-1" : "0";
  }
}
