package org.qakit.format.wikiqa;

import java.util.ArrayList;
import java.util.List;
import org.qakit.model.Candidate;

/**
 * One candidate row of a WikiQA TSV file.
 *
 * @param line the 1-based line of the row
 * @param questionId the QuestionID column
 * @param question the Question column
 * @param documentId the DocumentID column, or null in a 5-column row
 * @param documentTitle the DocumentTitle column, or null in a 5-column row
 * @param candidate SentenceID, Sentence and Label
 * @param notes what was normalised while reading the row (unquoting left undone)
 */
record WikiQaRow(
    long line,
    String questionId,
    String question,
    String documentId,
    String documentTitle,
    Candidate candidate,
    List<String> notes) {

  /** Whether the row has the 7 columns of the original layout. */
  boolean original() {
    return documentId != null;
  }

  /**
   * Parses one line of a file in {@code layout}; throws {@link IllegalArgumentException} saying
   * what was expected and found. In the reshaped layout, 5-column rows are CSV-quoted and are
   * unquoted here; 7-column rows are original rows and are read as written.
   */
  static WikiQaRow parse(WikiQaLayout layout, long line, String text) {
    String[] cols = text.split("\t", -1);
    if (cols.length == 7) {
      var notes = new ArrayList<String>();
      if (layout == WikiQaLayout.RESHAPED) {
        notes.add(
            "a 7-column row in the 5-column reshaped layout (an original WikiQA row the reshaping"
                + " left unparsed); read with its original QuestionID "
                + cols[0]
                + ", DocumentID "
                + cols[2]
                + " and SentenceID "
                + cols[4]);
      }
      return row(line, cols[0], cols[1], cols[2], cols[3], cols[4], cols[5], cols[6], notes);
    }
    if (cols.length == 5 && layout == WikiQaLayout.RESHAPED) {
      var notes = new ArrayList<String>();
      String[] v = new String[5];
      for (int i = 0; i < 5; i++) {
        v[i] = unquote(cols[i], layout.columns().get(i), notes);
      }
      return row(line, v[0], v[1], null, null, v[2], v[3], v[4], notes);
    }
    throw new IllegalArgumentException(
        "expected "
            + (layout == WikiQaLayout.ORIGINAL ? "7 tab-separated columns" : "5 tab-separated columns (or 7 for an original row)")
            + ", found "
            + cols.length);
  }

  /**
   * The question key of a line that {@link #parse} rejects, as far as it can be read: the
   * QuestionID (original layout) or the Question text (reshaped layout, unquoted in a row that is
   * not 7 columns wide); null when the line has no such column or it is blank. A line with no tab
   * has a QuestionID in the original layout (possibly cut short), none in the reshaped one.
   */
  static String key(WikiQaLayout layout, String text) {
    String[] cols = text.split("\t", -1);
    if (cols.length <= keyColumn(layout)) {
      return null;
    }
    String key =
        layout == WikiQaLayout.ORIGINAL
            ? cols[0]
            : cols.length == 7 ? cols[1] : unquote(cols[1], "Question", new ArrayList<>());
    return key.isBlank() ? null : key;
  }

  /**
   * Whether the key of a line that {@link #parse} rejects is its last column, so that it may have
   * been cut short with the rest of the line.
   */
  static boolean keyMayBeCut(WikiQaLayout layout, String text) {
    return text.split("\t", -1).length == keyColumn(layout) + 1;
  }

  private static int keyColumn(WikiQaLayout layout) {
    return layout == WikiQaLayout.ORIGINAL ? 0 : 1;
  }

  private static WikiQaRow row(
      long line,
      String questionId,
      String question,
      String documentId,
      String documentTitle,
      String sentenceId,
      String sentence,
      String label,
      List<String> notes) {
    require(questionId, "QuestionID");
    require(question, "Question");
    if (documentId != null) {
      require(documentId, "DocumentID");
    }
    require(sentenceId, "SentenceID");
    require(sentence, "Sentence");
    int value =
        switch (label) {
          case "0" -> 0;
          case "1" -> 1;
          default -> throw new IllegalArgumentException("expected Label 0 or 1, found '" + label + "'");
        };
    return new WikiQaRow(
        line, questionId, question, documentId, documentTitle, new Candidate(sentenceId, sentence, value), List.copyOf(notes));
  }

  private static void require(String value, String column) {
    if (value.isBlank()) {
      throw new IllegalArgumentException("expected a value in column " + column + ", found an empty column");
    }
  }

  /**
   * Removes CSV quoting: a field that starts and ends with {@code "} and doubles every {@code "}
   * inside loses its outer quotes and reads {@code ""} as {@code "}. A field that starts with
   * {@code "} but is not closed on its line is kept as written, with a note.
   */
  static String unquote(String field, String column, List<String> notes) {
    if (!field.startsWith("\"")) {
      return field;
    }
    var text = new StringBuilder(field.length());
    int end = field.length() - 1;
    boolean closed = end > 0 && field.charAt(end) == '"';
    for (int i = 1; closed && i < end; i++) {
      char c = field.charAt(i);
      if (c == '"') {
        if (i + 1 < end && field.charAt(i + 1) == '"') {
          i++;
        } else {
          closed = false;
        }
      }
      text.append(c);
    }
    if (closed) {
      return text.toString();
    }
    notes.add(
        "column "
            + column
            + " opens a CSV quote that this line does not close (the reshaping broke this record"
            + " over several lines); kept as written");
    return field;
  }
}
