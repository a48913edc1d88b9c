package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A word, number or punctuation mark of a sentence, with its position.
 *
 * @param text as written
 * @param lower lower-cased
 * @param index 0-based position in its token list
 */
public record Token(String text, String lower, int index) {
  private static final Pattern TOKEN = Pattern.compile(
      "\\d+(?:[.,]\\d+)*(?:st|nd|rd|th)?|[A-Za-z]+(?:['’-][A-Za-z]+)*|%|[^\\sA-Za-z\\d]");

  /** Whether this is a punctuation mark (not a word, number, "%", "'s" or "n't"). */
  public boolean punctuation() {
    return !Character.isLetterOrDigit(text.charAt(0)) && !text.equals("%") && !text.equals("'s") && !text.equals("n't");
  }

  /**
   * Splits {@code text} into words (hyphenated compounds kept whole), numbers (with decimal
   * separators and ordinal suffixes) and punctuation; "n't" and a possessive "'s" become tokens
   * of their own ("hasn't" → has, n't; "Maya's" → Maya, 's), and a number-word compound splits
   * ("two-story" → two, story).
   */
  public static List<Token> split(String text) {
    var raw = new ArrayList<String>();
    Matcher m = TOKEN.matcher(text);
    while (m.find()) {
      String t = m.group().replace('’', '\'');
      String l = t.toLowerCase(Locale.ROOT);
      if (l.endsWith("n't") && l.length() > 3) {
        raw.add(l.equals("can't") ? "can" : l.equals("won't") ? "will" : t.substring(0, t.length() - 3));
        raw.add("n't");
      } else if (l.matches("(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|\\d+)-[a-z]+")) {
        int dash = t.indexOf('-');
        raw.add(t.substring(0, dash));
        raw.add(t.substring(dash + 1));
      } else if (l.endsWith("'s") && l.length() > 2) {
        raw.add(t.substring(0, t.length() - 2));
        raw.add("'s");
      } else {
        raw.add(t);
      }
    }
    var out = new ArrayList<Token>(raw.size());
    for (String t : raw) {
      out.add(new Token(t, t.toLowerCase(Locale.ROOT), out.size()));
    }
    return out;
  }

  /** The text of tokens {@code [from, to)}, joined with single spaces. */
  public static String join(List<Token> tokens, int from, int to) {
    var sb = new StringBuilder();
    for (int i = Math.max(0, from); i < Math.min(to, tokens.size()); i++) {
      if (!sb.isEmpty()) {
        sb.append(' ');
      }
      sb.append(tokens.get(i).text());
    }
    return sb.toString();
  }
}
