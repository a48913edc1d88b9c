package org.qakit.format.wikiqa;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.qakit.format.ContiguousRuns;
import org.qakit.format.ReadSession;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Document;

/**
 * Groups the rows of a WikiQA file into one item per question. A question is a run of
 * consecutive rows with the same key: the QuestionID in the original layout, the Question text in
 * the reshaped one (whose ids are renumbered per row). A question whose rows reappear after other
 * questions is a bad record.
 *
 * <p>In lenient mode a question with any bad row is dropped whole, never read with a candidate
 * missing: each bad row is reported once it is known where the question ends, its message naming
 * the question dropped. Which question a bad row belongs to is decided by {@link ContiguousRuns}:
 * a row of another question lying alone between rows of one question is a bad row of that
 * question (a question cut short or mistyped in one row does not split it in two); a row whose
 * key cannot be read belongs to the question whose rows surround it, or, between two questions, to
 * none (reported alone); a row whose key is its last column (it may be cut short) belongs, between
 * two questions, to each whose key begins with it. Items are handed to the session at the end, so
 * that a question whose rows reappear later loses its first run too.
 */
final class WikiQaQuestions implements ContiguousRuns.Sink<WikiQaRow> {
  private final ReadSession session;
  private final WikiQaLayout layout;
  private final ContiguousRuns<WikiQaRow> runs;
  private final Map<String, Question> firstRuns = new HashMap<>();
  private final List<Question> read = new ArrayList<>();
  private final Map<String, Long> idLines = new HashMap<>();

  /** A bad record to report, and what the lenient report adds: the question it drops, if any. */
  private record Bad(long line, String message, String dropped) {}

  /** One run of rows with the same key, read whole or not. */
  private static final class Question {
    final String key;
    final long firstLine;
    final long lastLine;
    AnswerSelectionItem item;
    boolean dropped;

    Question(ContiguousRuns.Run<WikiQaRow> run) {
      this.key = run.key();
      this.firstLine = run.firstLine();
      this.lastLine = run.lastLine();
    }

    String dropped() {
      return "; question '" + key + "' (lines " + firstLine + "-" + lastLine + ") dropped";
    }

    String droppedWith(Question earlier) {
      return "; question '" + key + "' (lines " + earlier.firstLine + "-" + earlier.lastLine + " and " + firstLine + "-" + lastLine
          + ") dropped";
    }
  }

  WikiQaQuestions(ReadSession session, WikiQaLayout layout) {
    this.session = session;
    this.layout = layout;
    this.runs = new ContiguousRuns<>(session, this, false);
  }

  /** Reads one non-empty line after the header. */
  void line(long number, String text) {
    WikiQaRow row;
    try {
      row = WikiQaRow.parse(layout, number, text);
    } catch (IllegalArgumentException e) {
      String key = WikiQaRow.key(layout, text);
      runs.row(
          key == null
              ? ContiguousRuns.Row.keyless(number, e.getMessage())
              : WikiQaRow.keyMayBeCut(layout, text)
                  ? ContiguousRuns.Row.cut(number, key, e.getMessage())
                  : ContiguousRuns.Row.anchor(number, key, e.getMessage(), null));
      return;
    }
    runs.row(ContiguousRuns.Row.anchor(number, key(row), null, row));
  }

  /** Ends the file: hands the questions read whole to the session. */
  void finish() {
    runs.finish();
    for (Question q : read) {
      if (!q.dropped) {
        session.item(q.firstLine, () -> q.item);
      }
    }
  }

  @Override
  public String interruption(ContiguousRuns.Run<WikiQaRow> run, ContiguousRuns.Row<WikiQaRow> interrupting, long resumedAt) {
    return "expected a row of question '" + run.key() + "' (its rows are lines " + run.firstLine() + "-" + run.lastLine()
        + " and resume at line " + resumedAt + "), found question '" + interrupting.key() + "'";
  }

  /** Reports, in line order, a finished question's bad rows and the rows of no question before it. */
  @Override
  public void finished(ContiguousRuns.Run<WikiQaRow> run, List<ContiguousRuns.Bad> alone) {
    List<Bad> reports = new ArrayList<>();
    alone.forEach(b -> reports.add(new Bad(b.line(), b.message(), "")));
    if (run != null) {
      run.rows().forEach(r -> r.value().notes().forEach(n -> session.note(r.line(), n)));
      Question q = new Question(run);
      run.bad().forEach(b -> reports.add(new Bad(b.line(), b.message(), q.dropped())));
      Question earlier = firstRuns.putIfAbsent(q.key, q);
      if (earlier != null) {
        earlier.dropped = true;
        reports.add(
            new Bad(
                q.firstLine,
                "expected the rows of a question to be contiguous, found question '" + q.key + "' again (its rows began at line "
                    + earlier.firstLine + ")",
                q.droppedWith(earlier)));
      } else if (run.bad().isEmpty()) {
        try {
          q.item = item(run.rows().stream().map(ContiguousRuns.Row::value).toList());
          read.add(q);
        } catch (IllegalArgumentException e) {
          reports.add(new Bad(q.firstLine, e.getMessage(), q.dropped()));
        }
      }
    }
    reports.sort(Comparator.comparingLong(Bad::line));
    for (Bad b : reports) {
      // strict reads stop at the first report, so the drop is only said when lenient
      session.problem(b.line(), session.options().lenient() ? b.message() + b.dropped() : b.message());
    }
  }

  private String key(WikiQaRow row) {
    return layout == WikiQaLayout.ORIGINAL ? row.questionId() : row.question();
  }

  /** What a row contradicts in the question it continues, or null. */
  @Override
  public String conflict(ContiguousRuns.Run<WikiQaRow> run, ContiguousRuns.Row<WikiQaRow> next) {
    if (run.rows().isEmpty()) {
      return null;
    }
    WikiQaRow first = run.rows().getFirst().value();
    WikiQaRow row = next.value();
    String where = "question '" + key(first) + "' (line " + first.line() + ")";
    if (!row.question().equals(first.question())) {
      return "expected the Question of " + where + ", found '" + row.question() + "'";
    }
    if (row.original()) {
      for (ContiguousRuns.Row<WikiQaRow> r : run.rows()) {
        WikiQaRow earlier = r.value();
        if (earlier.original()
            && !(earlier.documentId().equals(row.documentId()) && earlier.documentTitle().equals(row.documentTitle()))) {
          return "expected the document of " + where + ", " + earlier.documentId() + " '" + earlier.documentTitle() + "', found "
              + row.documentId() + " '" + row.documentTitle() + "'";
        }
      }
    }
    return null;
  }

  private AnswerSelectionItem item(List<WikiQaRow> rows) {
    String id = id(rows);
    Long earlier = idLines.putIfAbsent(id, rows.getFirst().line());
    if (earlier != null) {
      throw new IllegalArgumentException("expected a unique question id, found '" + id + "' again (first at line " + earlier + ")");
    }
    WikiQaRow withDocument = rows.stream().filter(WikiQaRow::original).findFirst().orElse(null);
    Document document = withDocument == null ? null : new Document(withDocument.documentId(), withDocument.documentTitle());
    List<Candidate> candidates = rows.stream().map(WikiQaRow::candidate).toList();
    return new AnswerSelectionItem(id, rows.getFirst().question(), candidates, document, Map.of(), document == null ? null : document.id());
  }

  /**
   * The item id: the QuestionID in the original layout; in the reshaped layout the QuestionID of
   * the question's first 5-column row, or, for a question that has only original rows, its
   * original QuestionID and DocumentID joined by a hyphen (a form renumbered ids never take).
   */
  private String id(List<WikiQaRow> rows) {
    if (layout == WikiQaLayout.ORIGINAL) {
      return rows.getFirst().questionId();
    }
    return rows.stream()
        .filter(r -> !r.original())
        .map(WikiQaRow::questionId)
        .findFirst()
        .orElseGet(() -> rows.getFirst().questionId() + "-" + Objects.requireNonNull(rows.getFirst().documentId()));
  }
}
