package org.qakit.solve.qualitative;

import java.util.List;

/**
 * What a question says about a {@link Relation}'s two sides. Signs are relative to the
 * statement's cue on that side: +1 = the property moves the way the statement's cue says ("closer"
 * against "farther": -1), so that an option is consistent with the statement when the given sign
 * times the option's sign is +1 ({@link SignComposition}).
 *
 * <ul>
 *   <li>{@code options-give-effect} (or {@code -cause}): the stem moves one side (the situation:
 *       "slides her chair closer") and each option names a direction of the other ("brighter");
 *   <li>{@code worlds}: the options are two things the stem describes (moths at 1 m and 4 m); the
 *       question asks a direction of one side ("weaker light") and each option's sign is where it
 *       stands on the other side compared with the rest (+1: more the way of the statement's cue).
 * </ul>
 *
 * @param kind {@code options-give-effect}, {@code options-give-cause} or {@code worlds}
 * @param givenSide {@code cause} or {@code effect}: the side the stem (or, for worlds, the question) fixes
 * @param givenSign that side's sign
 * @param given how it was read: one line per cue, amount or frame
 * @param options one reading per option, in choice order
 */
public record QuestionReading(String kind, String givenSide, int givenSign, List<String> given, List<OptionReading> options) {
  public QuestionReading {
    given = List.copyOf(given);
    options = List.copyOf(options);
  }

  /**
   * One option's reading.
   *
   * @param label the option's label
   * @param side the side it speaks of ({@code cause} or {@code effect})
   * @param sign its sign on that side (0: unknown)
   * @param readings how it was read
   */
  public record OptionReading(String label, String side, int sign, List<String> readings) {
    public OptionReading {
      readings = List.copyOf(readings);
    }
  }
}
