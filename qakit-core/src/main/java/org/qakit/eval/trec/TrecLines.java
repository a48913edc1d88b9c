package org.qakit.eval.trec;

import java.util.ArrayList;
import java.util.List;

/**
 * Splitting a qrels or run line as trec_eval does: fields are separated by runs of C
 * {@code isspace} characters (space, tab, vertical tab, form feed, carriage return); any other
 * character, non-ASCII spaces included, belongs to a field.
 */
final class TrecLines {
  private TrecLines() {}

  static List<String> split(String line) {
    var fields = new ArrayList<String>(6);
    int start = -1;
    for (int i = 0; i < line.length(); i++) {
      if (isSpace(line.charAt(i))) {
        if (start >= 0) {
          fields.add(line.substring(start, i));
          start = -1;
        }
      } else if (start < 0) {
        start = i;
      }
    }
    if (start >= 0) {
      fields.add(line.substring(start));
    }
    return fields;
  }

  /** A blank line, or a comment: its first non-blank character is '#'. */
  static boolean skipped(List<String> fields) {
    return fields.isEmpty() || fields.get(0).startsWith("#");
  }

  static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  /** The line quoted for a message, shortened when long. */
  static String show(String line) {
    String s = line.strip();
    return "'" + (s.length() > 80 ? s.substring(0, 77) + "..." : s) + "'";
  }
}
