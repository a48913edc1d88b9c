package org.qakit.solve.qualitative;

import java.util.List;
import java.util.Map;

/**
 * "First" and "last" as adverbs of order after a verb: "which drop disappears first?", "who
 * finishes last?". Of two things that start together, the one that reaches the event first reaches
 * it sooner; so adverbial "first" reads as "early" and "last" as "late" (the order reading of the
 * adverb, as in WordNet's adverb sense "before anything else"), and then as timing words ({@link
 * Comparatives#TIMING}, {@link PropertyMatcher}'s timing rule: what disappears first evaporates
 * faster).
 *
 * <p>Rule: "first"/"last" right after a content word (the verb, or its object: "reach the house
 * first") and before the end of the sentence, punctuation or a clause word.
 *
 * <p>Edge cases: ordinals before a noun ("the first time", "first prize") and the fixed phrases
 * "at first", "at last", "first of all" have no verb before them or a noun after, so they are no
 * cues; a sentence-initial "First," (a discourse marker) has no word before it.
 */
final class OrderAdverbs {
  /** The adverb and the scale word it is read as. */
  static final Map<String, String> AS = Map.of("first", "early", "last", "late");
  private static final java.util.Set<String> CLAUSE = java.util.Set.of("and", "but", "or", "while", "whereas", "when", "if",
      "because", "than", "so");

  private OrderAdverbs() {}

  /** Whether the token at {@code i} is "first" or "last" used as an adverb of order. */
  static boolean adverbial(List<Token> tokens, int i) {
    if (!AS.containsKey(tokens.get(i).lower()) || i == 0 || !CueFinder.content(tokens.get(i - 1))) {
      return false;
    }
    return i + 1 == tokens.size() || tokens.get(i + 1).punctuation() || CLAUSE.contains(tokens.get(i + 1).lower());
  }
}
