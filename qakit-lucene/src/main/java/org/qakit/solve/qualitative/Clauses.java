package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The clauses of a text: where each begins and ends, whether it is a main, subordinate or relative
 * clause, and whether it has a subject of its own. {@link WorldTracker} reads which compared world
 * each clause speaks of from it. Rules of English clause structure (Quirk et al. 1985, ch. 13–15;
 * Huddleston and Pullum 2002, ch. 11–15), on words alone:
 *
 * <ul>
 *   <li>a sentence end (. ? ! ;) ends a clause;
 *   <li>a subordinator ({@link #SUBORDINATORS}: if, when, as, because, while, before …) starts a
 *       subordinate clause; after a leading one ("If the pot boils, the lid rattles") the first
 *       comma ends it and a main clause, its consequence, follows. "as" in "as … as", "such as"
 *       and "as well" is no subordinator; "before", "after", "until" and "since" are only before a
 *       subject (else they are prepositions: "after a rest" is one clause with its verb);
 *   <li>"which", "who" or "whose" after a comma starts a relative clause that ends at the next
 *       comma; what follows continues the clause before it ("The jar, which is sealed, stays cold");
 *   <li>"and", "or", "but", "yet" start a new clause only before a subject (a determiner,
 *       pronoun, name, number, "one", "another", a labelled noun such as "cup B"); otherwise they join predicates or words of one
 *       clause ("The axe is nicked and blunt", "eats beans, oats and vegetables"); the same holds
 *       for a comma;
 * </ul>
 *
 * A clause has its own subject when its first word after the opener is a subject start; a clause
 * without one (a coordinated predicate, the rest of a clause after a relative clause) continues
 * the subject of the clause before it.
 */
final class Clauses {
  /** Words that open a subordinate clause. */
  static final Set<String> SUBORDINATORS = Set.of("if", "when", "whenever", "as", "because", "since", "while", "whilst",
      "whereas", "although", "though", "unless", "until", "before", "after", "once");
  /** Subordinators that are also prepositions: a clause only before a subject ("before the sun rises"). */
  private static final Set<String> PREPOSITIONAL = Set.of("before", "after", "until", "since", "as");
  /** Subordinators that open a condition (the cause of a consequence in the main clause). */
  static final Set<String> CONDITIONS = Set.of("if", "when", "whenever", "as", "once", "because", "since", "unless");
  private static final Set<String> COORDINATORS = Set.of("and", "or", "but", "yet");
  private static final Set<String> RELATIVES = Set.of("which", "who", "whose");
  private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "this", "that", "these", "those", "his", "her",
      "its", "their", "my", "our", "your", "each", "every", "both", "some", "one", "another", "all", "no");
  private static final Set<String> PRONOUNS = Set.of("he", "she", "it", "they", "we", "i", "you", "this", "that", "there");

  private Clauses() {}

  /** How a clause is joined to the text: {@code MAIN}, {@code SUBORDINATE} (with its subordinator) or {@code RELATIVE}. */
  enum Kind { MAIN, SUBORDINATE, RELATIVE }

  /**
   * One clause.
   *
   * @param from its first token (the opener, when it has one)
   * @param to one past its last token
   * @param kind main, subordinate or relative
   * @param opener the subordinator, coordinator or relative word that opens it, or "" for none
   * @param ownSubject whether it names a subject of its own (else it continues the previous clause's)
   * @param subject where its subject starts (after the opener), or -1 without one
   */
  record Clause(int from, int to, Kind kind, String opener, boolean ownSubject, int subject) {
    /** Whether this is a condition: a subordinate clause opened by if, when, as, because … */
    boolean condition() {
      return kind == Kind.SUBORDINATE && CONDITIONS.contains(opener);
    }
  }

  /** The clauses of {@code tokens[from, to)}, in order, covering every token but sentence ends. */
  static List<Clause> split(List<Token> tokens, int from, int to) {
    var starts = new ArrayList<int[]>(); // {start, kind ordinal, opener index or -1}
    starts.add(new int[] {from, Kind.MAIN.ordinal(), -1});
    boolean inLeadingSubordinate = false;
    boolean inRelative = false;
    for (int i = from; i < to; i++) {
      String w = tokens.get(i).lower();
      boolean atStart = i == starts.get(starts.size() - 1)[0];
      if (w.matches("[.?!;]")) {
        if (i + 1 < to) {
          starts.add(new int[] {i + 1, Kind.MAIN.ordinal(), -1});
        }
        inLeadingSubordinate = false;
        inRelative = false;
        continue;
      }
      if (w.equals(",")) {
        String next = i + 1 < to ? tokens.get(i + 1).lower() : "";
        if (inRelative) {
          inRelative = false;
          starts.add(new int[] {i + 1, Kind.MAIN.ordinal(), -1});
        } else if (RELATIVES.contains(next)) {
          inRelative = true;
          starts.add(new int[] {i + 1, Kind.RELATIVE.ordinal(), i + 1});
          i++;
        } else if (inLeadingSubordinate) {
          inLeadingSubordinate = false;
          starts.add(new int[] {i + 1, Kind.MAIN.ordinal(), -1});
        } else if (i + 1 < to && subjectStart(tokens, i + 1)) {
          starts.add(new int[] {i + 1, Kind.MAIN.ordinal(), -1});
        }
        continue;
      }
      if (SUBORDINATORS.contains(w) && subordinator(tokens, i, to)) {
        if (atStart) {
          starts.set(starts.size() - 1, new int[] {i, Kind.SUBORDINATE.ordinal(), i});
        } else {
          starts.add(new int[] {i, Kind.SUBORDINATE.ordinal(), i});
        }
        inLeadingSubordinate = leading(tokens, i, from);
        continue;
      }
      if (COORDINATORS.contains(w) && i + 1 < to && subjectStart(tokens, i + 1) && i > from) {
        starts.add(new int[] {i, Kind.MAIN.ordinal(), i});
      }
    }
    var out = new ArrayList<Clause>();
    for (int k = 0; k < starts.size(); k++) {
      int[] s = starts.get(k);
      int end = k + 1 < starts.size() ? starts.get(k + 1)[0] : to;
      while (end > s[0] && tokens.get(end - 1).text().matches("[.?!;,]")) {
        end--;
      }
      if (end <= s[0]) {
        continue;
      }
      int subject = s[2] >= 0 ? s[2] + 1 : s[0];
      boolean own = subject < end && subjectStart(tokens, subject) || s[2] < 0 && k == 0;
      if (s[2] < 0 && k > 0 && !subjectStart(tokens, subject) && tokens.get(s[0] - 1).text().matches("[.?!;]")) {
        own = true; // a sentence always starts afresh
      }
      out.add(new Clause(s[0], end, Kind.values()[s[1]], s[2] >= 0 ? tokens.get(s[2]).lower() : "", own, own ? subject : -1));
    }
    return out;
  }

  /** Whether the subordinator at {@code i} opens a clause here (not "as … as", "such as", "as well", a preposition). */
  private static boolean subordinator(List<Token> tokens, int i, int to) {
    String w = tokens.get(i).lower();
    if (w.equals("as")) {
      boolean equative = i + 2 < to && tokens.get(i + 2).lower().equals("as") || i >= 2 && tokens.get(i - 2).lower().equals("as");
      boolean such = i >= 1 && tokens.get(i - 1).lower().matches("such|so|just") || i + 1 < to && tokens.get(i + 1).lower().matches("well|much|many|long|far|soon|a");
      if (equative || such) {
        return false;
      }
    }
    return !PREPOSITIONAL.contains(w) || i + 1 < to && subjectStart(tokens, i + 1);
  }

  /** Whether the subordinator at {@code i} leads its sentence (so that the first comma ends its clause). */
  private static boolean leading(List<Token> tokens, int i, int from) {
    return i == from || tokens.get(i - 1).text().matches("[.?!;,]");
  }

  /**
   * Whether a subject can start at {@code i}: a determiner, pronoun, name, number, "one", "another",
   * or a labelled noun ("cup B", "hill two").
   */
  static boolean subjectStart(List<Token> tokens, int i) {
    Token t = tokens.get(i);
    String w = t.lower();
    if (DETERMINERS.contains(w) || PRONOUNS.contains(w) || Character.isDigit(w.charAt(0))) {
      return true;
    }
    if (i + 1 < tokens.size() && Character.isLetter(w.charAt(0)) && label(tokens.get(i + 1))) {
      return true; // a labelled noun: "cup B", "hill two", "beaker 2"
    }
    return Character.isUpperCase(t.text().charAt(0)) && i > 0 && !tokens.get(i - 1).text().matches("[.?!;]");
  }

  /** A label after a noun: a number, a number word or a single capital letter. */
  private static boolean label(Token t) {
    String s = t.text();
    return Character.isDigit(s.charAt(0)) || s.length() == 1 && Character.isUpperCase(s.charAt(0))
        || s.toLowerCase(java.util.Locale.ROOT).matches("one|two|three|four|five|six|seven|eight|nine|ten");
  }
}
