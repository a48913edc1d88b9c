package org.qakit.format.nlpcc;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;
import org.qakit.solve.Prediction;

/**
 * Reads an NLPCC KBQA submission, the layout {@link KbqaSubmissionWriter} writes: per question
 * {@code <question id=N>TAB question}, {@code <answer id=N>TAB answer} and a line of {@code =} (any
 * length; optional after the last record), CRLF or LF line ends. Each record becomes a {@link
 * Prediction.Answers} keyed by {@code N}: the answer as written (not trimmed, never split), or no
 * answer when the value is empty (the guideline's unanswered question).
 *
 * <p>A {@code <triple id=N>} line between question and answer, as the training file and
 * third-party submissions have it, is allowed and ignored, so the gold file itself reads as a
 * perfect submission. Ids must agree within a record and be unique; any other line is an error at
 * {@code file:line}. The question text is not checked against the dataset: the evaluation pairs
 * predictions with items by id.
 */
public final class KbqaSubmissionReader {
  private KbqaSubmissionReader() {}

  private enum Expect { QUESTION, TRIPLE_OR_ANSWER, SEPARATOR }

  /** The predictions, by question id in file order. */
  public static Map<String, Prediction> read(Path file) throws IOException {
    var predictions = new LinkedHashMap<String, Prediction>();
    var firstLines = new HashMap<String, Long>();
    var state = new Object() {
      Expect expect = Expect.QUESTION;
      String id;
      long questionLine;
      boolean tripleSeen;
    };
    TextLines.forEach(
        file,
        (line, text) -> {
          if (state.expect == Expect.SEPARATOR) {
            if (KbqaRecords.isSeparator(text)) {
              state.expect = Expect.QUESTION;
              return;
            }
            if (!text.startsWith("<question id=")) {
              throw new FormatException(file, line, "expected a line of '=' after the answer of question " + state.id + ", found '" + NlpccKbReader.abbreviate(text) + "'");
            }
            state.expect = Expect.QUESTION; // the next record without a separator
          }
          if (state.expect == Expect.QUESTION) {
            Matcher q = KbqaRecords.QUESTION.matcher(text);
            if (!q.matches()) {
              throw new FormatException(file, line, "expected '<question id=N><TAB>question', found " + shown(text));
            }
            state.id = q.group(1);
            Long first = firstLines.putIfAbsent(state.id, line);
            if (first != null) {
              throw new FormatException(file, line, "expected a new question id, found id=" + state.id + " again (first at line " + first + ")");
            }
            state.questionLine = line;
            state.tripleSeen = false;
            state.expect = Expect.TRIPLE_OR_ANSWER;
            return;
          }
          Matcher triple = KbqaRecords.TRIPLE.matcher(text);
          if (!state.tripleSeen && triple.matches()) {
            requireId(file, line, "triple", triple.group(1), state.id, state.questionLine);
            state.tripleSeen = true;
            return;
          }
          Matcher a = KbqaRecords.ANSWER.matcher(text);
          if (!a.matches()) {
            throw new FormatException(
                file, line, "expected '<answer id=" + state.id + "><TAB>answer' after the question at line " + state.questionLine + ", found " + shown(text));
          }
          requireId(file, line, "answer", a.group(1), state.id, state.questionLine);
          String answer = a.group(2);
          predictions.put(state.id, new Prediction.Answers(state.id, answer.isEmpty() ? List.of() : List.of(answer)));
          state.expect = Expect.SEPARATOR;
        });
    if (state.expect == Expect.TRIPLE_OR_ANSWER) {
      throw new FormatException(
          file, state.questionLine, "expected '<answer id=" + state.id + "><TAB>answer' after this question, found the end of the file");
    }
    return predictions;
  }

  private static void requireId(Path file, long line, String tag, String found, String id, long questionLine) {
    if (!found.equals(id)) {
      throw new FormatException(
          file, line, "expected <" + tag + " id=" + id + "> (the id of the question at line " + questionLine + "), found <" + tag + " id=" + found + ">");
    }
  }

  private static String shown(String text) {
    if (text.isEmpty()) {
      return "an empty line";
    }
    return KbqaRecords.isSeparator(text) ? "a line of '='" : "'" + NlpccKbReader.abbreviate(text) + "'";
  }
}
