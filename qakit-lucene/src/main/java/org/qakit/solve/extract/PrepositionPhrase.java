package org.qakit.solve.extract;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Czech answers to adverbial questions keep their preposition, as SQAD's answer extractions do
 * ({@code Kdy …?} → {@code v roce 1998}, {@code Kde …?} → {@code u Mělníka}): when the question's cue
 * is one of the adverbs {@link #ADVERBS}, a span directly preceded by a preposition of {@link
 * #PREPOSITIONS} is extended to start with it; for a DATE span, a time noun between them (roce,
 * roku, letech, století) comes along too ({@code v roce 1919}). Other questions, languages and
 * spans are left as they are. Stateless.
 */
final class PrepositionPhrase {
  /** The question adverbs whose answers are prepositional phrases. */
  static final Set<String> ADVERBS = Set.of("kdy", "kde", "kam", "odkud", "kudy", "odkdy", "dokdy");

  /** Czech prepositions that open a place or time phrase. */
  static final Set<String> PREPOSITIONS = Set.of("v", "ve", "na", "u", "do", "z", "ze", "k", "ke", "od", "po", "při", "za",
      "před", "pod", "nad", "mezi", "okolo", "kolem", "během", "blízko", "o");

  private static final Set<String> TIME_NOUNS = Set.of("roce", "roku", "letech", "století", "době");

  private PrepositionPhrase() {}

  /** Whether the question's cue asks for a prepositional phrase (its first word is one of {@link #ADVERBS}). */
  static boolean asked(String cue) {
    if (cue == null || cue.isBlank()) {
      return false;
    }
    return ADVERBS.contains(cue.strip().split("\\s+")[0].toLowerCase(Locale.ROOT));
  }

  /**
   * The index of the token the span's answer starts at: {@code first}, or the preposition before it
   * (with a time noun between them for a DATE span).
   */
  static int start(List<Token> tokens, int first, AnswerType type) {
    int i = first - 1;
    if (i >= 0 && type == AnswerType.DATE && TIME_NOUNS.contains(lower(tokens.get(i)))) {
      i--;
    }
    return i >= 0 && tokens.get(i).word() && PREPOSITIONS.contains(lower(tokens.get(i))) ? i : first;
  }

  private static String lower(Token t) {
    return t.text().toLowerCase(Locale.ROOT);
  }
}
