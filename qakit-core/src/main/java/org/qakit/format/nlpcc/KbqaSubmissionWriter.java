package org.qakit.format.nlpcc;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.qakit.io.AtomicFile;
import org.qakit.model.KbQuestionItem;

/**
 * Writes an NLPCC KBQA submission (Duan 2016, NLPCC 2016 pp. 942-948): for every test question, in
 * the test file's order, {@code <question id=N>TAB question}, {@code <answer id=N>TAB answer} and a
 * line of 50 {@code =}, CRLF line ends like the distributed files; a question the system cannot
 * answer gets an empty answer.
 *
 * <p>The 2016 task guideline ({@code evagline2.pdf}) could not be consulted; this layout is the best
 * published evidence: the organisers' NLPCC 2018 overview (doi:10.1007/978-3-319-99501-4_43) says
 * the test set gives only questions, teams predict an answer for each, and an unanswered question
 * gets an empty {@code <answer id="X">} value; the question files use the {@code <tag id=N>TAB
 * value} records and {@code =} separators this writer keeps. No triple line is written. See {@code
 * docs/datasets/nlpcc-kbqa.md}.
 */
public final class KbqaSubmissionWriter {
  private KbqaSubmissionWriter() {}

  /**
   * Writes one answer per item, in item order.
   *
   * @param answers predicted answer by item id; every item needs one (empty for no answer)
   * @throws IllegalArgumentException if an item has no answer, an answer names an id that is not an
   *     item, ids repeat, or a text holds a line break
   */
  public static void write(List<KbQuestionItem> items, Map<String, String> answers, Path target) throws IOException {
    var ids = new HashSet<String>();
    var out = new StringBuilder();
    for (KbQuestionItem item : items) {
      if (!ids.add(item.id())) {
        throw new IllegalArgumentException("item '" + item.id() + "': expected unique ids, found this one twice");
      }
      String answer = answers.get(item.id());
      if (answer == null) {
        throw new IllegalArgumentException(
            "item '" + item.id() + "': expected a predicted answer (an empty one when there is none), found none");
      }
      NlpccKbqaFormat.requireOneLine(item, item.question());
      NlpccKbqaFormat.requireOneLine(item, answer);
      out.append(NlpccKbqaFormat.tagged("question", item.id(), item.question()))
          .append(NlpccKbqaFormat.tagged("answer", item.id(), answer))
          .append(NlpccKbqaFormat.SEPARATOR_LINE)
          .append(NlpccKbqaFormat.CRLF);
    }
    for (String id : answers.keySet()) {
      if (!ids.contains(id)) {
        throw new IllegalArgumentException("answer for id '" + id + "': expected the id of a question, found no such question");
      }
    }
    AtomicFile.write(target, w -> w.write(out.toString()));
  }
}
