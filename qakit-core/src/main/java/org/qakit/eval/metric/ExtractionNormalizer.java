package org.qakit.eval.metric;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The answer normalisation of the extraction metrics {@code em} and {@code f1}: SQuAD's
 * {@code normalize_answer} (Rajpurkar et al. 2016, {@code evaluate-v1.1.py}) made language-aware,
 * so that Chinese is compared by character and Czech and English by word, with punctuation and
 * case folded and diacritics kept.
 *
 * <p>Steps, in order:
 *
 * <ol>
 *   <li>Unicode NFKC: full-width letters, digits and punctuation become ASCII ({@code ２００４年}
 *       is {@code 2004年}), ligatures and superscripts are decomposed; precomposed letters with
 *       diacritics stay as they are ({@code č}, {@code ř}, {@code é}).
 *   <li>Lower-casing with {@link Locale#ROOT} (as Python's {@code str.lower()}).
 *   <li>Punctuation is deleted, not replaced by a space (as SQuAD does: {@code U.S.} becomes
 *       {@code us}, {@code 1,000} becomes {@code 1000}): every character of a Unicode punctuation
 *       category (P*: {@code ，。、《》“”} and the like) and every ASCII character of Python's
 *       {@code string.punctuation}, including the symbols {@code $+<=>^`|~}. Format characters
 *       (Cf: soft hyphen, zero-width space) are deleted too. Other symbols ({@code °}, {@code €})
 *       are kept, as SQuAD keeps them.
 *   <li>Tokens: white space separates tokens, and every Han, Hiragana or Katakana character is a
 *       token of its own (as {@link org.qakit.text.Words#split} treats them), so {@code 2004年}
 *       is the two tokens {@code 2004} and {@code 年}.
 * </ol>
 *
 * <p>Unlike SQuAD, the English articles a/an/the are <em>not</em> removed: items carry no
 * language, and "a" is the Czech word for "and" ({@code Jan a Marie}), so removing it cannot be
 * decided safely. On English answers this is the only difference from SQuAD's script: {@code the
 * Eiffel Tower} against {@code Eiffel Tower} is EM 0 and F1 0.8 here, EM 1 and F1 1 there.
 */
public final class ExtractionNormalizer {
  private static final String ASCII_PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

  private ExtractionNormalizer() {}

  /** The tokens of {@code text} after normalisation; empty when nothing but punctuation and space. */
  public static List<String> tokens(String text) {
    String s = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    var out = new ArrayList<String>();
    var word = new StringBuilder();
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      i += Character.charCount(cp);
      if (isDeleted(cp)) {
        continue;
      }
      if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
        flush(word, out);
      } else if (isIdeographic(cp)) {
        flush(word, out);
        out.add(new String(Character.toChars(cp)));
      } else {
        word.appendCodePoint(cp);
      }
    }
    flush(word, out);
    return out;
  }

  /** {@link #tokens}, each reduced to its Czech stem ({@link org.qakit.text.CzechStems#stem}): em-lemma, f1-lemma. */
  public static List<String> lemmaTokens(String text) {
    return tokens(text).stream().map(org.qakit.text.CzechStems::stem).toList();
  }

  /** The normalised text: the tokens joined by single spaces. */
  public static String normalize(String text) {
    return String.join(" ", tokens(text));
  }

  private static void flush(StringBuilder word, List<String> out) {
    if (!word.isEmpty()) {
      out.add(word.toString());
      word.setLength(0);
    }
  }

  static boolean isDeleted(int cp) {
    if (cp < 128) {
      return ASCII_PUNCTUATION.indexOf(cp) >= 0;
    }
    return switch (Character.getType(cp)) {
      case Character.CONNECTOR_PUNCTUATION,
          Character.DASH_PUNCTUATION,
          Character.START_PUNCTUATION,
          Character.END_PUNCTUATION,
          Character.INITIAL_QUOTE_PUNCTUATION,
          Character.FINAL_QUOTE_PUNCTUATION,
          Character.OTHER_PUNCTUATION,
          Character.FORMAT -> true;
      default -> false;
    };
  }

  private static boolean isIdeographic(int cp) {
    Character.UnicodeScript script = Character.UnicodeScript.of(cp);
    return script == Character.UnicodeScript.HAN
        || script == Character.UnicodeScript.HIRAGANA
        || script == Character.UnicodeScript.KATAKANA;
  }
}
