package org.qakit.solve.extract;

import java.util.ArrayList;
import java.util.List;

/**
 * A token of a sentence with its character offsets, as span extraction sees it: a word (a run of
 * letters, digits and combining marks; a hyphen or apostrophe between two letters or digits and a
 * period or comma between two digits stay inside: {@code Frýdek-Místek}, {@code Earth's}, {@code
 * 1,000}, {@code 3.5}) or any other single non-space character (punctuation, a symbol).
 *
 * @param text the token as written
 * @param start offset of its first char in the sentence
 * @param end offset after its last char
 */
public record Token(String text, int start, int end) {
  private static final String UNIT_SYMBOLS = "%‰°$€£¥";

  /** The tokens of {@code sentence}, in order. */
  public static List<Token> split(String sentence) {
    var out = new ArrayList<Token>();
    int n = sentence.length();
    int i = 0;
    while (i < n) {
      int cp = sentence.codePointAt(i);
      if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
        i += Character.charCount(cp);
      } else if (isWordChar(cp)) {
        int start = i;
        i += Character.charCount(cp);
        while (i < n) {
          int c = sentence.codePointAt(i);
          if (isWordChar(c)) {
            i += Character.charCount(c);
          } else if (i + 1 < n && joins(sentence.charAt(i), sentence.codePointBefore(i), sentence.codePointAt(i + 1))) {
            i += 1;
          } else {
            break;
          }
        }
        out.add(new Token(sentence.substring(start, i), start, i));
      } else {
        int start = i;
        i += Character.charCount(cp);
        out.add(new Token(sentence.substring(start, i), start, i));
      }
    }
    return out;
  }

  /** A run of letters and digits. */
  public boolean word() {
    return isWordChar(text.codePointAt(0));
  }

  /** A word of digits (with inner {@code .} or {@code ,}): {@code 46}, {@code 1,000}, {@code 3.5}. */
  public boolean digits() {
    return Character.isDigit(text.codePointAt(0)) && text.chars().allMatch(c -> Character.isDigit(c) || c == '.' || c == ',');
  }

  /** A unit symbol that may end or start a span: {@code % ‰ ° $ € £ ¥}. */
  public boolean unitSymbol() {
    return text.length() == 1 && UNIT_SYMBOLS.indexOf(text.charAt(0)) >= 0;
  }

  /**
   * Punctuation a span may not cross: every Unicode punctuation character (commas, brackets,
   * quotes, dashes, colons …) except the period (ordinals, initials, abbreviations: {@code 9.
   * července}, {@code T. G. Masaryk}) and {@code %}, {@code ‰}, {@code &amp;}.
   */
  public boolean breaking() {
    if (word() || text.length() != 1) {
      return false;
    }
    char c = text.charAt(0);
    if (c == '.' || c == '%' || c == '‰' || c == '&') {
      return false;
    }
    return switch (Character.getType(c)) {
      case Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.START_PUNCTUATION,
          Character.END_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION, Character.FINAL_QUOTE_PUNCTUATION,
          Character.OTHER_PUNCTUATION -> true;
      default -> false;
    };
  }

  private static boolean isWordChar(int cp) {
    return Character.isLetterOrDigit(cp) || Character.getType(cp) == Character.NON_SPACING_MARK
        || Character.getType(cp) == Character.COMBINING_SPACING_MARK;
  }

  /** Whether the char {@code c} between {@code before} and {@code after} joins them into one word. */
  private static boolean joins(char c, int before, int after) {
    if (c == '-' || c == '\'' || c == '’') {
      return Character.isLetterOrDigit(before) && Character.isLetterOrDigit(after);
    }
    if (c == '.' || c == ',') {
      return Character.isDigit(before) && Character.isDigit(after);
    }
    return false;
  }
}
