package org.qakit.solve.qualitative;

/**
 * Whether a question reading is linked to the statement it is read against. A reading is
 * <b>unlinked</b> when every line behind the stem's (or question's) direction and every line
 * behind every option's is "assumed" ({@link Levels}, {@link QuestionReader}): a cue that matched
 * neither of the statement's properties by scale, property noun or shared stem, counted as if it
 * were about them. Then nothing in the question is known to speak of the statement at all, and the
 * answer would be a guess with the look of a reading: the solver abstains and leaves the item to a
 * fallback (an ensemble member). A reading with one linked side keeps its answer, and so does a
 * line that holds a linked reading beside assumed ones (a contrast whose new side is read by
 * property noun and whose old side is assumed: "diluted … instead of full-strength").
 */
final class ReadingSupport {
  private ReadingSupport() {}

  /** The mark of an assumed reading line, as {@link Levels} and {@link QuestionReader} write it. */
  static final String ASSUMED = "assumed about";

  /** The marks of the linking rules of {@link PropertyMatcher}, as their readings write them. */
  private static final java.util.List<String> LINKED = java.util.List.of("(scale", "(property noun", "(words", "(timing");

  /** Whether every given and every option line of {@code r} is assumed. */
  static boolean unlinked(QuestionReading r) {
    boolean given = !r.given().isEmpty() && r.given().stream().allMatch(ReadingSupport::assumed);
    boolean options = r.options().stream().allMatch(o -> !o.readings().isEmpty() && o.readings().stream().allMatch(ReadingSupport::assumed));
    return given && options;
  }

  /** A line with an assumed reading and no linked one. */
  private static boolean assumed(String line) {
    return line.contains(ASSUMED) && LINKED.stream().noneMatch(line::contains);
  }
}
