package org.qakit.solve.qualitative;

import java.util.List;
import java.util.Set;

/**
 * A change described in a clause under "before" has not happened yet at the time spoken of:
 * "before the sun has warmed it, a lizard runs …" describes a lizard that is not warm; "before the
 * tea has steeped for a minute" a short steeping. "Before" is non-veridical: its clause is not
 * asserted to hold at the main clause's time (Condoravdi, "Temporal interpretation of modals", 2002;
 * Beaver and Condoravdi, "A uniform analysis of before and after", SALT 13, 2003). So a cue that
 * is the verb or predicate of such a clause is turned round, like a negated cue.
 *
 * <p>Rule: within {@link #REACH} tokens before the cue, without crossing punctuation or a clause
 * word, stands "before", at least one token (the clause's subject) lies between, and the cue is a
 * finite verb or predicate: the token before it is an auxiliary or a subject pronoun ("before it
 * warms", "before the pan has heated", "before the water gets hot"), or the cue's first word ends
 * in -s or -ed after a content word ("before the sun warms it").
 *
 * <p>Edge cases: "before" as a preposition ("before the hot summer", "before noon") has no verb,
 * so its cues stay as they are; "after" and "until" clauses are veridical (the change does happen)
 * and are not touched; a cue more than {@value #REACH} tokens after "before" is out of reach.
 */
final class BeforeClause {
  /** How far before a cue "before" is looked for. */
  static final int REACH = 6;
  private static final Set<String> AUXILIARIES = Set.of("has", "have", "had", "is", "are", "was", "were", "be", "been",
      "gets", "get", "got", "does", "did", "can", "could", "will", "would", "becomes", "become", "grows", "turns");
  private static final Set<String> PRONOUNS = Set.of("it", "he", "she", "they", "we", "i", "you");
  private static final Set<String> STOPS = Set.of("and", "but", "or", "while", "whereas", "when", "if", "because", "after",
      "until", "so", "which", "who", "than");

  private BeforeClause() {}

  /** Whether the cue starting at token {@code start} is the verb or predicate of a "before" clause. */
  static boolean under(List<Token> tokens, int start) {
    for (int b = start - 1; b >= Math.max(0, start - REACH); b--) {
      Token t = tokens.get(b);
      if (t.punctuation() || STOPS.contains(t.lower())) {
        return false;
      }
      if (t.lower().equals("before")) {
        if (b >= start - 1) {
          return false;
        }
        Token prev = tokens.get(start - 1);
        String head = tokens.get(start).lower();
        return AUXILIARIES.contains(prev.lower()) || PRONOUNS.contains(prev.lower())
            || (head.endsWith("s") || head.endsWith("ed")) && CueFinder.content(prev);
      }
    }
    return false;
  }
}
