package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Negation scope: a negation cue inverts the direction of what it governs, every cue after it in
 * its clause, however far ("does not ever get very hot in the shade" is less hot), not only a word
 * or two after it. Three kinds of negation cue, all general English (Huddleston and Pullum 2002, ch. 9;
 * Freed 1979 on aspectual verbs):
 *
 * <ul>
 *   <li>the negators of {@link Comparatives#NEGATORS} ("not", "n't", "never", "without" …);
 *   <li>"no longer" before a verb or predicate: a negator, not a cue of length or
 *       amount ("no longer waters the lawn" is less watering);
 *   <li>a verb of stopping ({@link #ASPECTUAL}: stop, cease, quit, discontinue) before a verb in
 *       -ing that is a cue: it negates that verb and is no cue of its own ("quits adding salt" is
 *       less adding, not "less" and "more" at once). Before anything else it keeps its lexicon
 *       reading ("stops the pump": less pump work, a quantity cue).
 * </ul>
 *
 * A clause ends at punctuation and at a clause word (and, but, while, because, when, if, …,
 * {@link CueFinder}); "any more"/"anymore" closing a negated clause is part of the negation, not
 * an amount.
 */
final class NegationScope {
  private NegationScope() {}

  /** Verbs of stopping, in their forms: before a verb in -ing they negate it. */
  static final Set<String> ASPECTUAL = Set.of("stop", "stops", "stopped", "stopping", "cease", "ceases", "ceased", "ceasing",
      "quit", "quits", "quitting", "discontinue", "discontinues", "discontinued", "discontinuing");

  private static final Set<String> NO_LONGER = Set.of("longer");
  private static final Set<String> MODIFIED = Set.of("more", "most", "less", "least", "fewer", "fewest");

  /** The cues with negation applied: inverted where governed, negation words that were read as cues removed. */
  static List<Cue> apply(List<Token> tokens, List<Cue> cues, Set<String> clauseWords) {
    var out = new ArrayList<Cue>();
    for (int k = 0; k < cues.size(); k++) {
      Cue c = cues.get(k);
      if (noLongerPart(tokens, c) || anyMore(tokens, c, clauseWords)) {
        continue;
      }
      if (ASPECTUAL.contains(c.text().toLowerCase(java.util.Locale.ROOT)) && k + 1 < cues.size()
          && cues.get(k + 1).start() == c.end() && tokens.get(c.end()).lower().endsWith("ing")) {
        Cue next = cues.get(++k);
        out.add(invert(next));
        continue;
      }
      out.add(!c.negated() && governed(tokens, c, clauseWords) ? invert(c) : c);
    }
    return out;
  }

  /** Whether a negation word stands before {@code c} in its clause. */
  private static boolean governed(List<Token> tokens, Cue c, Set<String> clauseWords) {
    for (int i = c.start() - 1; i >= 0; i--) {
      Token t = tokens.get(i);
      if (t.punctuation() || clauseWords.contains(t.lower())) {
        return false;
      }
      if (isNegator(tokens, i)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the token at i is a negator, or the second word of "no longer" before a word. */
  private static boolean isNegator(List<Token> tokens, int i) {
    String w = tokens.get(i).lower();
    return Comparatives.NEGATORS.contains(w) && !(w.equals("no") && i + 1 < tokens.size() && MODIFIED.contains(tokens.get(i + 1).lower()))
        || NO_LONGER.contains(w) && i > 0 && tokens.get(i - 1).lower().equals("no");
  }

  /** "no" or "longer" of "no longer" followed by a word (a verb or predicate), read as a cue. */
  private static boolean noLongerPart(List<Token> tokens, Cue c) {
    int s = c.start();
    String w = tokens.get(s).lower();
    boolean first = w.equals("no") && s + 2 < tokens.size() && NO_LONGER.contains(tokens.get(s + 1).lower()) && !tokens.get(s + 2).punctuation();
    boolean second = NO_LONGER.contains(w) && s > 0 && tokens.get(s - 1).lower().equals("no") && s + 1 < tokens.size()
        && !tokens.get(s + 1).punctuation() && c.end() == s + 1;
    return first && c.end() <= s + 2 || second;
  }

  /** "any more" / "anymore" after a negator in the same clause. */
  private static boolean anyMore(List<Token> tokens, Cue c, Set<String> clauseWords) {
    int s = c.start();
    String w = tokens.get(s).lower();
    boolean form = w.equals("anymore") || w.equals("more") && s > 0 && tokens.get(s - 1).lower().equals("any");
    if (!form) {
      return false;
    }
    for (int i = s - 1; i >= 0; i--) {
      Token t = tokens.get(i);
      if (t.punctuation() || clauseWords.contains(t.lower())) {
        return false;
      }
      if (Comparatives.NEGATORS.contains(t.lower())) {
        return true;
      }
    }
    return false;
  }

  private static Cue invert(Cue c) {
    return new Cue(c.start(), c.end(), c.text(), c.poles(), -c.polarity(), true, c.quantity(), c.target());
  }
}
