package org.qakit.format.nlpcc;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qakit.format.ContiguousRuns;
import org.qakit.format.Fields;
import org.qakit.format.ReadSession;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;

/**
 * Groups the lines of one NLPCC DBQA file into questions: consecutive lines with the same question
 * string are one item, whose id is {@code <file name without extension>-<ordinal>}.
 *
 * <p>In lenient mode a bad line drops its whole question, so that no item is read with a candidate
 * missing; each bad line is reported (as skipped) once the question's last line is known, its
 * message naming the question dropped. Which question a bad line belongs to is decided by {@link
 * ContiguousRuns}: a line of another question, or a line whose question is missing (a sentence
 * with an empty question) or may be cut short (a line with no tab), lying between lines of one
 * question belongs to that question, which is then read as one question with a bad line, never as
 * two. Between two questions, a line with an empty question belongs to neither, and a line with no
 * tab to the question(s) whose text begins with it, or else is a question of its own. An empty
 * line belongs to no question. A dropped question still uses up its ordinal, so the ids of the
 * other questions do not move.
 */
final class DbqaReader implements ContiguousRuns.Sink<Candidate> {
  private final ReadSession session;
  private final String stem;
  private final ContiguousRuns<Candidate> runs;
  private final Map<String, Long> firstSeen = new HashMap<>();
  private int columns;
  private long columnsLine;
  private int ordinal;

  DbqaReader(ReadSession session, Path path) {
    this.session = session;
    this.stem = Fields.fileStem(path);
    this.runs = new ContiguousRuns<>(session, this, true);
  }

  void line(long number, String text) {
    runs.row(row(number, text));
  }

  void finish() {
    runs.finish();
  }

  private ContiguousRuns.Row<Candidate> row(long number, String text) {
    if (text.isEmpty()) {
      return ContiguousRuns.Row.unclaimed(
          number, "expected question<TAB>sentence" + (columns == 2 ? "" : "<TAB>label") + ", found an empty line");
    }
    String[] cells = text.split("\t", -1);
    if (cells.length == 1) {
      return ContiguousRuns.Row.cut(number, text, columnProblem(1, number));
    }
    if (cells[0].isEmpty()) {
      return ContiguousRuns.Row.keyless(number, "expected a question in column 1, found an empty string");
    }
    String problem = columnProblem(cells.length, number);
    if (problem == null && columns == 3) {
      problem = labelProblem(cells[2]);
    }
    if (problem != null) {
      return ContiguousRuns.Row.anchor(number, cells[0], problem, null);
    }
    int label = columns == 3 ? Integer.parseInt(cells[2]) : Candidate.UNLABELLED;
    return ContiguousRuns.Row.anchor(number, cells[0], null, new Candidate(null, cells[1], label));
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

  @Override
  public String conflict(ContiguousRuns.Run<Candidate> run, ContiguousRuns.Row<Candidate> row) {
    return null;
  }

  @Override
  public String interruption(ContiguousRuns.Run<Candidate> run, ContiguousRuns.Row<Candidate> interrupting, long resumedAt) {
    return "expected a line of question '" + run.key() + "' (its lines are " + run.firstLine() + "-" + run.lastLine()
        + " and resume at line " + resumedAt + "), found question '" + interrupting.key() + "'";
  }

  /**
   * Numbers a finished question, reports its bad lines and the lines that belong to no question in
   * line order, and makes it an item if none of its lines is bad.
   */
  @Override
  public void finished(ContiguousRuns.Run<Candidate> run, List<ContiguousRuns.Bad> alone) {
    List<ContiguousRuns.Bad> reports = new ArrayList<>(alone);
    String id = null;
    if (run != null) {
      id = stem + "-" + ++ordinal;
      Long earlier = firstSeen.putIfAbsent(run.key(), run.firstLine());
      if (earlier != null) {
        session.note(
            run.firstLine(),
            "question also asked at line " + earlier + " but its lines are not contiguous: read as a separate item (id " + id + ")");
      }
      String dropped = "; question " + id + " (lines " + run.firstLine() + "-" + run.lastLine() + ") dropped";
      run.bad().forEach(b -> reports.add(new ContiguousRuns.Bad(b.line(), b.message() + dropped)));
      run.rows().stream().filter(r -> r.value().text().isEmpty()).forEach(r -> session.note(r.line(), "empty sentence kept as a candidate"));
    }
    reports.sort(Comparator.comparingLong(ContiguousRuns.Bad::line));
    reports.forEach(b -> session.problem(b.line(), b.message()));
    if (run != null && run.bad().isEmpty()) {
      String itemId = id;
      List<Candidate> candidates = run.rows().stream().map(ContiguousRuns.Row::value).toList();
      session.item(run.firstLine(), () -> AnswerSelectionItem.of(itemId, run.key(), candidates));
    }
  }
}
