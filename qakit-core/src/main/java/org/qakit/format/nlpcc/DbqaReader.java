package org.qakit.format.nlpcc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qakit.format.ReadSession;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;

/**
 * Groups the lines of one NLPCC DBQA file into questions: consecutive lines with the same question
 * string are one item. A bad line drops its whole question (in lenient mode), so that no item is
 * read with a candidate missing.
 */
final class DbqaReader {
  private final ReadSession session;
  private final Map<String, Long> firstSeen = new HashMap<>();
  private int columns;
  private long columnsLine;
  private Block current;
  private int ordinal;

  private static final class Block {
    final String question;
    final long firstLine;
    final String id;
    final List<Candidate> candidates = new ArrayList<>();
    long lastLine;
    long badLine;

    Block(String question, long firstLine, String id) {
      this.question = question;
      this.firstLine = firstLine;
      this.lastLine = firstLine;
      this.id = id;
    }
  }

  DbqaReader(ReadSession session) {
    this.session = session;
  }

  void line(long number, String text) {
    String[] cells = text.split("\t", -1);
    if (text.isEmpty() || cells[0].isEmpty()) {
      damage(number);
      session.problem(
          number,
          text.isEmpty()
              ? "expected question<TAB>sentence" + (columns == 2 ? "" : "<TAB>label") + ", found an empty line"
              : "expected a question in column 1, found an empty string");
      return;
    }
    if (current == null || !current.question.equals(cells[0])) {
      startBlock(cells[0], number);
    }
    current.lastLine = number;
    String problem = columnProblem(cells.length, number);
    if (problem == null && columns == 3) {
      problem = labelProblem(cells[2]);
    }
    if (problem != null) {
      damage(number);
      session.problem(number, problem);
      return;
    }
    int label = columns == 3 ? Integer.parseInt(cells[2]) : Candidate.UNLABELLED;
    if (cells[1].isEmpty()) {
      session.note(number, "empty sentence kept as a candidate");
    }
    current.candidates.add(new Candidate(null, cells[1], label));
  }

  void finish() {
    closeBlock();
  }

  private String columnProblem(int found, long number) {
    if (columns == 0) {
      if (found == 2 || found == 3) {
        columns = found;
        columnsLine = number;
        return null;
      }
      return "expected 2 (question, sentence) or 3 (question, sentence, label) tab-separated columns, found " + found;
    }
    if (found == columns) {
      return null;
    }
    return "expected "
        + (columns == 3 ? "3 tab-separated columns (question, sentence, label)" : "2 tab-separated columns (question, sentence)")
        + " as on line "
        + columnsLine
        + ", found "
        + found
        + (found == 2 || found == 3 ? " (a file is either all labelled or all unlabelled)" : "");
  }

  private static String labelProblem(String label) {
    return label.equals("0") || label.equals("1") ? null : "expected label 0 or 1 in column 3, found '" + label + "'";
  }

  private void damage(long number) {
    if (current != null && current.badLine == 0) {
      current.badLine = number;
    }
  }

  private void startBlock(String question, long number) {
    closeBlock();
    ordinal++;
    current = new Block(question, number, Integer.toString(ordinal));
    Long earlier = firstSeen.putIfAbsent(question, number);
    if (earlier != null) {
      session.note(
          number,
          "question also asked at line " + earlier + " but its lines are not contiguous: read as a separate item (id " + ordinal + ")");
    }
  }

  private void closeBlock() {
    Block block = current;
    current = null;
    if (block == null) {
      return;
    }
    if (block.badLine != 0) {
      session.note(
          block.firstLine,
          "question " + block.id + " (lines " + block.firstLine + "-" + block.lastLine + ") not read: line " + block.badLine + " is bad");
      return;
    }
    if (block.candidates.isEmpty()) {
      return;
    }
    session.item(block.firstLine, () -> AnswerSelectionItem.of(block.id, block.question, block.candidates));
  }
}
