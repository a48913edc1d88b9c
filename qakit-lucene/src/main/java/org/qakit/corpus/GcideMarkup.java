package org.qakit.corpus;

import java.text.Normalizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a GCIDE entry as the dictd conversion writes it into plain text, in this order:
 * <ol>
 *   <li>the headword's syllabification between backslashes ({@code \Zy*thep"sa*ry\}) is dropped
 *       together with a respelled pronunciation in parentheses right after it ({@code
 *       (z[i^]*th[e^]p"s[.a]*r[u^])});
 *   <li>accent codes become the accented letter (NFC): {@code ["o]} diaeresis, {@code [=a]}
 *       macron, {@code ['e]} acute, {@code [`e]} grave, {@code [^o]} circumflex, {@code [~n]}
 *       tilde, {@code [,c]} cedilla, {@code [.a]} dot below, {@code [i^]} breve (letter first);
 *       {@code [ae] [AE] [oe] [deg]} become {@code æ Æ œ °};
 *   <li>bracketed text, possibly over several lines, is dropped (innermost first, so nested codes go too): etymologies
 *       ({@code [AS. sund ...]}), usage labels ({@code [Obs.]}), inflections and the source tags
 *       ({@code [1913 Webster]}, {@code [WordNet 1.5 +PJC]});
 *   <li>cross-reference braces are removed, keeping the word ({@code {Swim}} gives {@code Swim});
 *   <li>whitespace runs become one space, a space before {@code , ; . :} is removed, and the
 *       result is stripped.
 * </ol>
 * So {@code Sound \Sound\, n. [AS. sund ...]\n The air bladder of a fish; ... [1913 Webster]}
 * becomes {@code Sound, n. The air bladder of a fish; ...}. Unbalanced brackets are left as written.
 */
final class GcideMarkup {
  private static final Pattern ACCENT = Pattern.compile("\\[([\"=^`'~,.])([A-Za-z])\\]|\\[([A-Za-z])\\^\\]");
  private static final Pattern PRONUNCIATION = Pattern.compile("\\\\[^\\\\\\n]*\\\\(\\s*\\([^()]*\\))?");
  private static final Pattern BRACKETED = Pattern.compile("\\[[^\\[\\]]*\\]");
  private static final Pattern SPACE_BEFORE_PUNCT = Pattern.compile(" ([,;.:])");
  private static final Pattern WHITESPACE = Pattern.compile("\\s+");

  private GcideMarkup() {}

  static String plain(String entry) {
    String s = entry.indexOf('\\') < 0 ? entry : PRONUNCIATION.matcher(entry).replaceAll("");
    if (s.indexOf('[') < 0) { // no accent code and no bracketed text
      return tidy(s);
    }
    s = s.replace("[ae]", "æ").replace("[AE]", "Æ").replace("[oe]", "œ").replace("[deg]", "°");
    Matcher m = ACCENT.matcher(s);
    var accented = new StringBuilder();
    while (m.find()) {
      String replacement = m.group(3) != null ? accent('u', m.group(3)) : accent(m.group(1).charAt(0), m.group(2));
      m.appendReplacement(accented, Matcher.quoteReplacement(replacement));
    }
    m.appendTail(accented);
    s = accented.toString();
    for (String before = null; !s.equals(before); ) { // innermost first: unknown codes inside etymologies
      before = s;
      s = BRACKETED.matcher(s).replaceAll(" ");
    }
    return tidy(s);
  }

  /** Braces removed, whitespace runs as one space, no space before {@code , ; . :}, stripped. */
  private static String tidy(String s) {
    s = s.replace("{", "").replace("}", "");
    s = WHITESPACE.matcher(s).replaceAll(" ");
    return SPACE_BEFORE_PUNCT.matcher(s).replaceAll("$1").strip();
  }

  private static String accent(char code, String letter) {
    char mark = switch (code) {
      case '"' -> '\u0308';
      case '=' -> '\u0304';
      case '^' -> '\u0302';
      case '`' -> '\u0300';
      case '~' -> '\u0303';
      case ',' -> '\u0327';
      case '.' -> '\u0323';
      case 'u' -> '\u0306';
      default -> '\u0301';
    };
    return Normalizer.normalize(letter + mark, Normalizer.Form.NFC);
  }
}
