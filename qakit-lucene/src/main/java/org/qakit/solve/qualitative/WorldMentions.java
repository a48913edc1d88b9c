package org.qakit.solve.qualitative;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Where a question's stem describes each option of a "worlds" question: the option is found by its
 * words in a row (articles dropped), else by the first stem word only it has ("the moth at 4
 * meters" → "4"); its description is the clause around that word, which ends at punctuation and at
 * "and", "or", "while", "whereas", "but" ("One flutters 1 meter from the bulb | and the other 4
 * meters from it").
 */
final class WorldMentions {
  private static final Set<String> CLAUSE_BREAK = Set.of("and", "or", "while", "whereas", "but", "whilst");
  private static final Set<String> FILLER = Set.of("the", "a", "an", "'s", "of", "at", "in", "on", "with");

  private WorldMentions() {}

  /**
   * Where the stem mentions option {@code i}: the first place its words (articles dropped) occur
   * in a row, else the first stem word that only this option has; -1 when neither.
   */
  static int mention(List<Token> st, List<List<Token>> ot, int i) {
    List<String> words = ot.get(i).stream().filter(t -> !t.punctuation()).map(Token::lower)
        .dropWhile(w -> w.matches("the|a|an")).toList();
    for (int at = 0; !words.isEmpty() && at + words.size() <= st.size(); at++) {
      boolean all = true;
      for (int k = 0; k < words.size() && all; k++) {
        all = st.get(at + k).lower().equals(words.get(k));
      }
      if (all) {
        return at;
      }
    }
    Set<String> others = new HashSet<>();
    for (int j = 0; j < ot.size(); j++) {
      if (j != i) {
        ot.get(j).forEach(t -> others.add(t.lower()));
      }
    }
    Set<String> mine = new HashSet<>();
    for (Token t : ot.get(i)) {
      if (!t.punctuation() && !others.contains(t.lower()) && !FILLER.contains(t.lower())) {
        mine.add(t.lower());
      }
    }
    for (Token t : st) {
      if (mine.contains(t.lower())) {
        return t.index();
      }
    }
    return -1;
  }

  static int segmentStart(List<Token> st, int at) {
    for (int i = at - 1; i >= 0; i--) {
      if (st.get(i).punctuation() || CLAUSE_BREAK.contains(st.get(i).lower())) {
        return i + 1;
      }
    }
    return 0;
  }

  static int segmentEnd(List<Token> st, int at) {
    for (int i = at + 1; i < st.size(); i++) {
      if (st.get(i).punctuation() || CLAUSE_BREAK.contains(st.get(i).lower())) {
        return i;
      }
    }
    return st.size();
  }
}
