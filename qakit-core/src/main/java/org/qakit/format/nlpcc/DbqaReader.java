package org.qakit.format.nlpcc;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qakit.format.ReadSession;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;

/**
 * Groups the lines of one NLPCC DBQA file into questions: consecutive lines with the same question
 * string are one item.
 *
 * <p>In lenient mode a bad line drops its whole question, so that no item is read with a candidate
 * missing; each bad line is reported (as skipped) once the question's last line is known, its
 * message naming the question dropped. A line with no question belongs to no question: an empty
 * line is reported alone and never harms its neighbours; a line with a sentence but an empty
 * question is reported alone too, unless the lines on both sides of it belong to one question,
 * which then lost a candidate and is dropped.
 */
final class DbqaReader {
  private final ReadSession session;
  private final Map<String, Long> firstSeen = new HashMap<>();
  private final List<Bad> emptyLines = new ArrayList<>();
  private final List<Bad> withoutQuestion = new ArrayList<>();
  private int columns;
  private long columnsLine;
  private Block current;
  private int ordinal;

  /** A bad line waiting to be reported. */
  private record Bad(long line, String message) {}

  private static final class Block {
    final String question;
    final long firstLine;
    final String id;
    final List<Candidate> candidates = new ArrayList<>();
    final List<Bad> bad = new ArrayList<>();
    long lastLine;

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
    if (text.isEmpty()) {
      keepOrStop(number, "expected question<TAB>sentence" + (columns == 2 ? "" : "<TAB>label") + ", found an empty line", emptyLines);
      return;
    }
    if (cells[0].isEmpty()) {
      keepOrStop(number, "expected a question in column 1, found an empty string", withoutQuestion);
      return;
    }
    enter(cells[0], number);
    String problem = columnProblem(cells.length, number);
    if (problem == null && columns == 3) {
      problem = labelProblem(cells[2]);
    }
    if (problem != null) {
      keepOrStop(number, problem, current.bad);
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

  /**
   * Stops a strict read at a bad line; in lenient mode keeps it in {@code reports} (the current
   * question's, or one of the lists of lines without a question) to be reported when the current
   * question ends.
   */
  private void keepOrStop(long number, String problem, List<Bad> reports) {
    if (!session.options().lenient()) {
      throw session.fatal(number, problem);
    }
    reports.add(new Bad(number, problem));
  }

  /** Makes {@code question}, asked on line {@code number}, the current question. */
  private void enter(String question, long number) {
    if (current != null && current.question.equals(question)) {
      current.bad.addAll(withoutQuestion);
      withoutQuestion.clear();
      current.lastLine = number;
      return;
    }
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

  /**
   * Ends the current question (an item if none of its lines is bad) and reports, in line order,
   * its bad lines and those that belong to no question.
   */
  private void closeBlock() {
    Block block = current;
    current = null;
    List<Bad> reports = new ArrayList<>(emptyLines);
    reports.addAll(withoutQuestion);
    emptyLines.clear();
    withoutQuestion.clear();
    if (block != null) {
      String dropped = "; question " + block.id + " (lines " + block.firstLine + "-" + block.lastLine + ") dropped";
      block.bad.forEach(b -> reports.add(new Bad(b.line(), b.message() + dropped)));
    }
    reports.sort(Comparator.comparingLong(Bad::line));
    reports.forEach(b -> session.problem(b.line(), b.message()));
    if (block != null && block.bad.isEmpty() && !block.candidates.isEmpty()) {
      session.item(block.firstLine, () -> AnswerSelectionItem.of(block.id, block.question, block.candidates));
    }
  }
}
