package org.qakit.text;

import java.util.List;
import java.util.Locale;

/**
 * A rule-based stand-in for a Czech lemma, for words a dictionary does not know (inflected proper
 * names, loan words) and for scoring without a dictionary: strip one case ending, undo the
 * consonant alternation that the ending caused, and cut long stems to a prefix so that forms of
 * one word meet. Deterministic, no data.
 *
 * <pre>
 * stem(w) = prefix(alternation(strip(lower(w))))
 * strip:       remove the longest ending of {@link #ENDINGS} that leaves at least 3 letters
 *              (Mělníka → mělník, Karlštejnu → karlštejn, Sněžce → sněžc, Brně → brn)
 * alternation: a final c → k, z → h, ř → r (Sněžce → sněžk, Praze → prah, Petře → petr)
 * prefix:      stems longer than {@value #PREFIX} characters keep their first {@value #PREFIX}
 *              (long loan words and compounds match by prefix)
 * </pre>
 *
 * <p>The endings are the noun and adjective case endings of Czech grammars (singular and plural,
 * all genders); a word of 3 letters or fewer, and a word holding a digit, is returned lower-cased
 * and otherwise unchanged. It over-stems sometimes (two different words may meet), which is the
 * price of needing no dictionary.
 */
public final class CzechStems {
  /** The longest stem kept whole; longer stems are cut to this many characters. */
  public static final int PREFIX = 7;

  /** Case endings, longest first (the first that fits is stripped). */
  static final List<String> ENDINGS = List.of(
      "ovými", "ového", "ovému", "ových", "ovým",
      "ými", "ého", "ému", "ých", "ími", "ích", "ách", "ami", "emi", "ovi", "ové", "ová", "ovou",
      "ům", "ou", "em", "ům", "ím", "ým", "ám", "ech", "ie",
      "a", "e", "ě", "i", "í", "o", "u", "ů", "y", "ý", "á", "é");

  private CzechStems() {}

  /** The stem of one word ({@link CzechStems}). */
  public static String stem(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    if (w.codePointCount(0, w.length()) <= 3 || w.chars().anyMatch(Character::isDigit)) {
      return w;
    }
    String s = strip(w);
    s = alternation(s);
    return s.length() > PREFIX ? s.substring(0, PREFIX) : s;
  }

  static String strip(String w) {
    for (String ending : ENDINGS) {
      if (w.endsWith(ending) && w.length() - ending.length() >= 3) {
        return w.substring(0, w.length() - ending.length());
      }
    }
    return w;
  }

  static String alternation(String s) {
    char last = s.charAt(s.length() - 1);
    String base = s.substring(0, s.length() - 1);
    return switch (last) {
      case 'c' -> base + "k";
      case 'z' -> base + "h";
      case 'ř' -> base + "r";
      default -> s;
    };
  }
}
