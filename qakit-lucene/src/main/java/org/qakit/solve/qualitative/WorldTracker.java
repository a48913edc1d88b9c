package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Entity ("world") tracking: which of the compared worlds of a "worlds" question (the options: "the
 * moth at 4 meters", "her brother") each clause of the stem speaks of, so that a world's
 * description is every clause about it, not only the one that names it. Each clause ({@link
 * Clauses}) before the question sentence is given a referent, in order:
 *
 * <ol>
 *   <li>a clause that names exactly one world is about it: the option's words in a row, or a word
 *       only that option has (a capital letter after a noun is a label: "cup A"), compared in their singular (Harman's S-stemmer, as Lucene's minimal English stemmer: "legs" names
 *       "the leg muscles"); a number before a plural noun counts, it names nothing ("Two hills
 *       are side by side" against "hill two"); a clause naming several worlds is about none;
 *   <li>a clause whose subject is "the other", "another", "the second" or "the latter" is about
 *       the world other than the last one spoken of (two worlds); "the first" or "the former" about
 *       the first world named; an option that is itself such a word ("the second moth") is named
 *       by them;
 *   <li>a clause whose subject is a personal or possessive pronoun (he, she, it, they, his …), or
 *       that has no subject of its own (a coordinated predicate: "… and then rests"; the rest of a
 *       clause after a relative clause) continues the last world spoken of (subject continuity,
 *       the centering rule of Grosz, Joshi and Weinstein 1995, reduced to subjects);
 *   <li>any other clause (a new subject: "The same zinc is dropped in each") is about no world.
 * </ol>
 */
final class WorldTracker {
  private static final Set<String> SECOND = Set.of("other", "another", "second", "latter");
  private static final Set<String> FIRST = Set.of("first", "former");
  private static final Set<String> PRONOUNS = Set.of("he", "she", "it", "they", "his", "her", "its", "their", "him", "them");
  private static final Set<String> NUMBERS = Set.of("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten");
  private static final Set<String> FILLER = Set.of("the", "a", "an", "'s", "of", "at", "in", "on", "with", "to", "and", "or");

  private WorldTracker() {}

  /**
   * For each option, the clauses of {@code st[0, to)} that describe it, in order (empty: none).
   *
   * @param st the stem's tokens
   * @param to where the tracked text ends (the question sentence is left out)
   * @param ot each option's tokens
   */
  static List<List<Clauses.Clause>> track(List<Token> st, int to, List<List<Token>> ot) {
    int n = ot.size();
    var out = new ArrayList<List<Clauses.Clause>>();
    for (int i = 0; i < n; i++) {
      out.add(new ArrayList<>());
    }
    if (to <= 0) {
      return out;
    }
    List<List<String>> words = new ArrayList<>();
    for (List<Token> o : ot) {
      words.add(o.stream().filter(t -> !t.punctuation()).map(t -> word(o, t.index())).dropWhile(w -> w.matches("the|a|an")).toList());
    }
    List<Set<String>> own = distinctive(words);
    int last = -1;
    int first = -1;
    for (Clauses.Clause c : Clauses.split(st, 0, to)) {
      List<String> text = new ArrayList<>();
      for (int k = c.from(); k < c.to(); k++) {
        String w = word(st, k);
        text.add(k == c.subject() && w.equals("one") ? "#1" : count(st, k) ? "#count" : w);
      }
      int ref = named(text, words, own);
      if (ref == -2) {
        continue;
      }
      if (ref < 0) {
        ref = referred(st, c, last, first, n);
      }
      if (ref >= 0) {
        out.get(ref).add(c);
        last = ref;
        first = first < 0 ? ref : first;
      }
    }
    return out;
  }

  /**
   * Whether the token at {@code k} is a count, not a name: a number that opens a noun phrase (not
   * after a noun) before a plural noun ("Two hills are side by side" counts the hills; "hill two"
   * and "beaker 1 holds" name one).
   */
  private static boolean count(List<Token> st, int k) {
    String w = st.get(k).lower();
    boolean number = Character.isDigit(w.charAt(0)) || NUMBERS.contains(w);
    if (!number || k + 1 >= st.size() || k > 0 && CueFinder.content(st.get(k - 1))) {
      return false;
    }
    for (int j = k + 1; j < Math.min(st.size(), k + 3); j++) {
      String next = st.get(j).lower();
      if (st.get(j).punctuation()) {
        return false;
      }
      if (!norm(next).equals(next)) {
        return true;
      }
    }
    return false;
  }

  /** The one world a clause names (its index), -1 for none, -2 for several. */
  private static int named(List<String> text, List<List<String>> words, List<Set<String>> own) {
    int found = -1;
    for (int i = 0; i < words.size(); i++) {
      boolean names = java.util.Collections.indexOfSubList(text, words.get(i)) >= 0 && !words.get(i).isEmpty()
          || text.stream().anyMatch(own.get(i)::contains);
      if (names) {
        if (found >= 0) {
          return -2;
        }
        found = i;
      }
    }
    return found;
  }

  /** The world a clause without a name refers to by its subject, or -1. */
  private static int referred(List<Token> st, Clauses.Clause c, int last, int first, int n) {
    if (!c.ownSubject()) {
      return last;
    }
    int s = c.subject();
    if (s < 0) {
      return -1;
    }
    String w = st.get(s).lower();
    String next = s + 1 < c.to() ? st.get(s + 1).lower() : "";
    String head = w.equals("the") ? next : w;
    if (SECOND.contains(head) && n == 2) {
      return last < 0 ? 1 : 1 - last;
    }
    if (FIRST.contains(head) && w.equals("the")) {
      return first < 0 ? 0 : first;
    }
    return PRONOUNS.contains(w) ? last : -1;
  }

  /** The words of each option that no other option has (articles and prepositions aside). */
  private static List<Set<String>> distinctive(List<List<String>> words) {
    var out = new ArrayList<Set<String>>();
    for (int i = 0; i < words.size(); i++) {
      Set<String> mine = new HashSet<>(words.get(i));
      for (int j = 0; j < words.size(); j++) {
        if (j != i) {
          mine.removeAll(words.get(j));
        }
      }
      mine.removeAll(FILLER);
      out.add(mine);
    }
    return out;
  }

  /**
   * The token at {@code k} as compared: a single capital letter after a word is a label ("cup A":
   * "=A", not the article); otherwise the singular ({@link #norm}) with ordinals aliased ({@link #alias}).
   */
  private static String word(List<Token> tokens, int k) {
    String text = tokens.get(k).text();
    if (text.length() == 1 && Character.isUpperCase(text.charAt(0)) && k > 0 && Character.isLetter(tokens.get(k - 1).text().charAt(0))) {
      return "=" + text;
    }
    return alias(norm(tokens.get(k).lower()));
  }

  /** "other", "second", "latter" → #2; "first", "former" → #1; anything else itself. */
  private static String alias(String w) {
    return SECOND.contains(w) ? "#2" : FIRST.contains(w) ? "#1" : w;
  }

  /** A word in its singular: Harman's (1991) S-stemmer (-ies → -y, -es → -e, -s → -; not -us, -ss, -aes, -ees, -oes). */
  static String norm(String w) {
    String l = w.toLowerCase(Locale.ROOT);
    int n = l.length();
    if (n < 3 || l.charAt(n - 1) != 's' || l.endsWith("us") || l.endsWith("ss")) {
      return l;
    }
    if (l.endsWith("ies") && !l.endsWith("eies") && !l.endsWith("aies")) {
      return l.substring(0, n - 3) + "y";
    }
    if (l.endsWith("es") && !l.endsWith("aes") && !l.endsWith("ees") && !l.endsWith("oes")) {
      return l.substring(0, n - 1);
    }
    return l.substring(0, n - 1);
  }
}
