package org.qakit.corpus;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits text into sentences by punctuation alone, with no language setting, so that one rule
 * serves English, Czech and Chinese documents alike.
 *
 * <p>A sentence ends:
 * <ul>
 *   <li>after a full-width terminator {@code 。 ！ ？ ｡} (Chinese and Japanese need no space
 *       after it), together with any closing quotes or brackets that follow;
 *   <li>after {@code . ! ? …} (and closing quotes or brackets) when whitespace follows and the
 *       next character is not a lowercase letter: "1. ledna" and "e.g. the" stay whole, "home. Then"
 *       splits. A period after a single letter ("J. Smith", "T. G. Masaryk") does not end a sentence,
 *       nor one after a Roman numeral of two or more letters when a digit follows (the Czech regnal
 *       ordinal before a date: "Karel IV. 9. července 1357" stays whole);
 *   <li>at a blank line (a paragraph break) and at the end of the text.
 * </ul>
 * Whitespace runs inside a sentence (hard-wrapped lines included) become one space; empty
 * sentences are dropped. Known limits: an abbreviation followed by a capitalised word ("Dr.
 * Smith", "Mr. Novák") is split there; a Chinese sentence hard-wrapped across lines gets a space.
 * {@link java.text.BreakIterator} was not used because its rules need a locale and differ
 * between JDK versions, which would change passage ids.
 */
public final class SentenceSplitter {
  static final String FULL_WIDTH = "。！？｡";
  static final String TERMINATORS = ".!?…";
  private static final String CLOSERS = "\"'”’»)]}」』）】";
  private static final java.util.regex.Pattern ROMAN = java.util.regex.Pattern.compile("M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})");

  private SentenceSplitter() {}

  /**
   * Where a sentence lies in the text it was split from: characters {@code start} (inclusive) to
   * {@code end} (exclusive), stripped of surrounding whitespace but not collapsed, so that an
   * offset into the sentence as written is an offset into the text.
   */
  public record Span(int start, int end) {
    /** The sentence as {@link #split} gives it: this span's text with whitespace runs collapsed. */
    public String text(String of) {
      return collapse(of, start, end);
    }
  }

  /** The sentences of {@code text}, in order, each stripped and with whitespace runs collapsed. */
  public static List<String> split(String text) {
    return spans(text).stream().map(s -> s.text(text)).toList();
  }

  /** The sentences of {@code text} as spans of it, in order; {@link #split} gives their text. */
  public static List<Span> spans(String text) {
    var sentences = new ArrayList<Span>();
    int start = 0;
    int n = text.length();
    int i = 0;
    while (i < n) {
      char c = text.charAt(i);
      if (!mayEnd(c)) { // most characters: one comparison chain, no String.indexOf
        i++;
        continue;
      }
      int end = -1;
      if (FULL_WIDTH.indexOf(c) >= 0) {
        end = skipClosers(text, i + 1);
      } else if (TERMINATORS.indexOf(c) >= 0) {
        int after = skipClosers(text, i + 1);
        if (after == n || (Character.isWhitespace(text.charAt(after)) && endsHere(text, i, after))) {
          end = after;
        }
      } else if (c == '\n' && blankLineFollows(text, i)) {
        end = i;
      }
      if (end >= 0) {
        add(sentences, text, start, end);
        start = end;
        i = end == i ? i + 1 : end;
      } else {
        i++;
      }
    }
    add(sentences, text, start, n);
    return sentences;
  }

  /** Whether {@code c} is a terminator (full-width or not) or a line feed: the only characters where a sentence may end. */
  static boolean mayEnd(char c) {
    return switch (c) {
      case '.', '!', '?', '\u2026', '\u3002', '\uFF01', '\uFF1F', '\uFF61', '\n' -> true;
      default -> false;
    };
  }

  private static int skipClosers(String text, int i) {
    while (i < text.length() && CLOSERS.indexOf(text.charAt(i)) >= 0) {
      i++;
    }
    return i;
  }

  /** Whether the terminator at {@code at}, whose closers end before {@code after}, ends a sentence. */
  private static boolean endsHere(String text, int at, int after) {
    int next = after;
    while (next < text.length() && Character.isWhitespace(text.charAt(next))) {
      next++;
    }
    if (next < text.length() && Character.isLowerCase(text.charAt(next))) {
      return false;
    }
    if (text.charAt(at) == '.' && at > 0 && Character.isLetter(text.charAt(at - 1))) {
      boolean singleLetter = at == 1 || !Character.isLetterOrDigit(text.charAt(at - 2));
      boolean ordinalBeforeNumber = next < text.length() && Character.isDigit(text.charAt(next)) && romanNumeralBefore(text, at);
      return !singleLetter && !ordinalBeforeNumber;
    }
    return true;
  }

  /** Whether the word ending just before {@code at} is a Roman numeral of 2+ letters (II, IV, XIV). */
  private static boolean romanNumeralBefore(String text, int at) {
    int start = at;
    while (start > 0 && Character.isLetterOrDigit(text.charAt(start - 1))) {
      start--;
    }
    return at - start >= 2 && ROMAN.matcher(text.substring(start, at)).matches();
  }

  private static boolean blankLineFollows(String text, int newline) {
    for (int j = newline + 1; j < text.length(); j++) {
      char c = text.charAt(j);
      if (c == '\n') {
        return true;
      }
      if (!Character.isWhitespace(c)) {
        return false;
      }
    }
    return false;
  }

  /**
   * {@code text[start, end)} with each run of ASCII whitespace (regex {@code \\s}: space, tab,
   * line feed, vertical tab, form feed, carriage return) replaced by one space; the substring itself
   * when nothing is to replace. A loop, not {@code replaceAll}, since the record page collapses
   * every sentence of a 100 KB article on each view.
   */
  static String collapse(String text, int start, int end) {
    int i = start;
    while (i < end && !(asciiSpace(text.charAt(i)) && (text.charAt(i) != ' ' || (i + 1 < end && asciiSpace(text.charAt(i + 1)))))) {
      i++;
    }
    if (i == end) {
      return text.substring(start, end);
    }
    var out = new StringBuilder(end - start).append(text, start, i);
    while (i < end) {
      char c = text.charAt(i);
      if (asciiSpace(c)) {
        out.append(' ');
        while (i < end && asciiSpace(text.charAt(i))) {
          i++;
        }
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  private static boolean asciiSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  /** Adds {@code text[start, end)} stripped (as {@link String#strip}), unless nothing is left. */
  private static void add(List<Span> sentences, String text, int start, int end) {
    while (start < end && Character.isWhitespace(text.codePointAt(start))) {
      start += Character.charCount(text.codePointAt(start));
    }
    while (end > start && Character.isWhitespace(text.codePointBefore(end))) {
      end -= Character.charCount(text.codePointBefore(end));
    }
    if (end > start) {
      sentences.add(new Span(start, end));
    }
  }
}
