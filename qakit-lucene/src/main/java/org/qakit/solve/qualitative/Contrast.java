package org.qakit.solve.qualitative;

import java.util.List;
import java.util.Set;

/**
 * Two states a question sets against each other, the new one against the old: "moves from a
 * town near the equator to a town far to the north" (old: near the equator, new: far to the
 * north), "drops a whole sugar cube instead of a spoonful of loose sugar", "replaces white toast
 * with bran cereal", "Compared with a mouse, an elephant's heart beats …". The situation moves a
 * property the way the new state differs from the old. Frames, in this order of priority (the
 * first position of the first frame found wins):
 *
 * <pre>
 * NEW instead of OLD       NEW rather than OLD      (NEW = the clause before)
 * replaces/swaps/trades OLD with/for/by NEW
 * compared with/to OLD, …                           (NEW = the whole text but OLD; when OLD names
 *                                                    something described earlier, OLD = that clause,
 *                                                    NEW = the text before "compared" without it)
 * from OLD to NEW          (not "away from", "far from"; NEW starts with an article, a possessive,
 *                           "one" or a number: not "to build"; at most 12 words apart, one sentence)
 * adds/mixes/stirs/pours/puts NEW into/to/in/onto OLD
 * </pre>
 *
 * @param frame which frame matched
 * @param oldFrom first token of the old state
 * @param oldTo one past its last token
 * @param newFrom first token of the new state (for compared-with: 0, the new state being all but the old)
 * @param newTo one past its last token
 */
public record Contrast(String frame, int oldFrom, int oldTo, int newFrom, int newTo) {
  private static final Set<String> NOT_FROM = Set.of("away", "far", "farther", "further", "apart", "different", "made", "come", "comes");
  /** Words that start the state after "to" (so "to build a road", an infinitive, is no new state). */
  private static final Set<String> STARTS_PHRASE = Set.of("the", "a", "an", "his", "her", "its", "their", "my", "our",
      "your", "one", "this", "that", "these", "those", "some", "only", "just", "about");
  private static final Set<String> ADD = Set.of("add", "adds", "added", "mix", "mixes", "mixed", "stir", "stirs", "stirred",
      "pour", "pours", "poured", "blend", "blends", "blended", "put", "puts", "sprinkle", "sprinkles", "sprinkled");
  private static final Set<String> REPLACE = Set.of("replace", "replaces", "replaced", "swap", "swaps", "swapped", "trade", "trades",
      "exchange", "exchanges", "substitute", "substitutes");

  /** The contrast frame of {@code tokens} by priority (instead/rather, replace, compared, from-to, add-into), or null. */
  public static Contrast find(List<Token> tokens) {
    for (int frame = 0; frame < 5; frame++) {
      for (int i = 0; i < tokens.size(); i++) {
        Contrast c = at(tokens, i, frame);
        if (c != null) {
          return c;
        }
      }
    }
    return null;
  }

  private static Contrast at(List<Token> tokens, int i, int frame) {
    String w = tokens.get(i).lower();
    String next = i + 1 < tokens.size() ? tokens.get(i + 1).lower() : "";
    switch (frame) {
      case 0 -> {
        if ((w.equals("instead") || w.equals("rather")) && next.matches("of|than")) {
          return new Contrast(w + " " + next, i + 2, clauseEnd(tokens, i + 2), clauseStart(tokens, i), i);
        }
      }
      case 1 -> {
        if (REPLACE.contains(w)) {
          int j = following(tokens, i + 2, "with|for|by");
          return j < 0 ? null : new Contrast("replace-with", i + 1, j, j + 1, clauseEnd(tokens, j + 1));
        }
      }
      case 2 -> {
        if (w.equals("compared") && next.matches("with|to")) {
          int comma = clauseEnd(tokens, i + 2);
          if (comma < tokens.size() && tokens.get(comma).text().equals(",")) {
            Contrast described = describedEarlier(tokens, i, i + 2, comma);
            return described != null ? described : new Contrast("compared-with", i + 2, comma, 0, tokens.size());
          }
        }
      }
      case 3 -> {
        if (w.equals("from") && (i == 0 || !NOT_FROM.contains(tokens.get(i - 1).lower()))) {
          int j = following(tokens, i + 2, "to");
          boolean place = j >= 0 && j + 1 < tokens.size() && (STARTS_PHRASE.contains(tokens.get(j + 1).lower())
              || Character.isDigit(tokens.get(j + 1).lower().charAt(0)));
          return !place || j > i + 12 ? null : new Contrast("from-to", i + 1, j, j + 1, clauseEnd(tokens, j + 1));
        }
      }
      default -> {
        if (ADD.contains(w)) {
          int j = following(tokens, i + 2, "into|to|in|onto");
          return j < 0 ? null : new Contrast("add-into", j + 1, clauseEnd(tokens, j + 1), i + 1, j);
        }
      }
    }
    return null;
  }

  /**
   * "Compared with OLD" where OLD only names something the stem described before ("Ari lies in the
   * sun all afternoon, while his friends stay under the umbrella. Compared with his friends, his
   * chance …"): a definite noun phrase refers back to its antecedent (anaphora), so the old state
   * is the clause that mentions it ({@link WorldMentions}: clauses end at punctuation and at "and",
   * "or", "while", "whereas", "but") and the new state is the text before "compared" without that
   * clause. Found by the first content word of OLD occurring earlier in the stem; null when none
   * does (OLD then describes itself: "compared with his friends who lay in the sun").
   */
  private static Contrast describedEarlier(List<Token> tokens, int compared, int oldFrom, int oldTo) {
    for (int j = oldFrom; j < oldTo; j++) {
      if (!CueFinder.content(tokens.get(j))) {
        continue;
      }
      for (int at = 0; at < compared; at++) {
        if (tokens.get(at).lower().equals(tokens.get(j).lower())) {
          int from = WorldMentions.segmentStart(tokens, at);
          int to = WorldMentions.segmentEnd(tokens, at);
          return from == 0 && to >= compared ? null : new Contrast("compared-with-described", from, to, 0, compared);
        }
      }
      return null;
    }
    return null;
  }

  /** Whether this frame is "compared with" (the new state being the rest of the text, not a span of its own). */
  public boolean comparedWith() {
    return frame.startsWith("compared-with");
  }

  /** The first token matching {@code regex} at or after {@code from} in the same sentence, or -1. */
  private static int following(List<Token> tokens, int from, String regex) {
    for (int j = from; j < tokens.size() && !sentenceEnd(tokens.get(j - 1)); j++) {
      if (tokens.get(j).lower().matches(regex)) {
        return j;
      }
    }
    return -1;
  }

  private static boolean sentenceEnd(Token t) {
    return t.text().matches("[.?!;]");
  }

  /** The first comma or sentence end at or after {@code from}, or the end. */
  static int clauseEnd(List<Token> tokens, int from) {
    for (int i = from; i < tokens.size(); i++) {
      if (tokens.get(i).text().matches("[,.?!;]")) {
        return i;
      }
    }
    return tokens.size();
  }

  private static int sentenceEndFrom(List<Token> tokens, int from) {
    for (int i = from; i < tokens.size(); i++) {
      if (sentenceEnd(tokens.get(i))) {
        return i;
      }
    }
    return tokens.size();
  }

  /** One past the last comma or sentence end before {@code at}, or 0. */
  static int clauseStart(List<Token> tokens, int at) {
    for (int i = at - 1; i >= 0; i--) {
      if (tokens.get(i).text().matches("[,.?!;]")) {
        return i + 1;
      }
    }
    return 0;
  }
}
