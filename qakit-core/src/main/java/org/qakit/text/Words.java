package org.qakit.text;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Language-neutral word splitting for the baselines that need no Lucene: text is NFKC-normalised
 * and lower-cased; runs of letters or digits form words, except that every Han, Hiragana or
 * Katakana character is a word of its own (Chinese is compared by character). Diacritics are kept.
 * The Lucene analyzers of {@code qakit-lucene} are the real analysis; this is the floor.
 */
public final class Words {
  /** Function words of English, Czech ("a" and "to" are in both) and Chinese that carry no content for overlap counting. */
  private static final Set<String> STOP =
      Set.of(
          "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "and", "or", "is", "are", "was",
          "were", "be", "it", "its", "this", "that", "which", "what", "with", "as", "from", "do",
          "does", "v", "ve", "na", "je", "se", "z", "s", "k", "o", "u", "i", "že",
          "的", "是", "了", "在", "和", "与", "或", "为", "之", "有", "个", "么", "什", "哪", "吗",
          "呢", "这", "那");

  private Words() {}

  /** The words of {@code text} in order, stop words included. */
  public static List<String> split(String text) {
    String s = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    var out = new ArrayList<String>();
    int start = -1;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      int next = i + Character.charCount(cp);
      if (isIdeographic(cp)) {
        if (start >= 0) {
          out.add(s.substring(start, i));
          start = -1;
        }
        out.add(s.substring(i, next));
      } else if (Character.isLetterOrDigit(cp) || Character.getType(cp) == Character.NON_SPACING_MARK && start >= 0) {
        if (start < 0) {
          start = i;
        }
      } else if (start >= 0) {
        out.add(s.substring(start, i));
        start = -1;
      }
      i = next;
    }
    if (start >= 0) {
      out.add(s.substring(start));
    }
    return out;
  }

  /** The distinct content words of {@code text}: {@link #split} without stop words. */
  public static Set<String> content(String text) {
    var out = new LinkedHashSet<String>();
    for (String w : split(text)) {
      if (!STOP.contains(w)) {
        out.add(w);
      }
    }
    return out;
  }

  private static boolean isIdeographic(int cp) {
    Character.UnicodeScript script = Character.UnicodeScript.of(cp);
    return script == Character.UnicodeScript.HAN
        || script == Character.UnicodeScript.HIRAGANA
        || script == Character.UnicodeScript.KATAKANA;
  }
}
