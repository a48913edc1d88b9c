package org.qakit.format.wikiqa;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
 * the question dropped. A bad row whose key cannot be read belongs to the question whose rows
 * surround it, or, between two questions, to none (reported alone). Items are handed to the
 * session at the end, so that a question whose rows reappear later loses its first run too.
 */
final class WikiQaQuestions {
  private final ReadSession session;
  private final WikiQaLayout layout;
  private final Map<String, Question> firstRuns = new HashMap<>();
  private final List<Question> read = new ArrayList<>();
  private final Map<String, Long> idLines = new HashMap<>();
  private final List<Bad> unattributed = new ArrayList<>();
  private Question current;

  /**
   * A bad record waiting to be reported, and what the lenient report adds: the question it drops
   * (empty for a row that belongs to no question).
   */
  private record Bad(long line, String message, String dropped) {
    Bad(long line, String message) {
      this(line, message, "");
    }
  }

  /** One run of rows with the same key. */
  private static final class Question {
    final String key;
    final long firstLine;
    long lastLine;
    final List<WikiQaRow> rows = new ArrayList<>();
    final List<Bad> bad = new ArrayList<>();
    AnswerSelectionItem item;
    boolean dropped;

    Question(String key, long firstLine) {
      this.key = key;
      this.firstLine = firstLine;
      this.lastLine = firstLine;
    }

    String dropped() {
      return "; question '" + key + "' (lines " + firstLine + "-" + lastLine + ") dropped";
    }

    String droppedWith(Question earlier) {
      return "; question '"
          + key
          + "' (lines "
          + earlier.firstLine
          + "-"
          + earlier.lastLine
          + " and "
          + firstLine
          + "-"
          + lastLine
          + ") dropped";
    }
  }

  WikiQaQuestions(ReadSession session, WikiQaLayout layout) {
    this.session = session;
    this.layout = layout;
  }

  /** Reads one non-empty line after the header. */
  void line(long number, String text) {
    WikiQaRow row = null;
    String key;
    String problem = null;
    try {
      row = WikiQaRow.parse(layout, number, text);
      key = key(row);
    } catch (IllegalArgumentException e) {
      key = WikiQaRow.key(layout, text);
      problem = e.getMessage();
    }
    if (key == null) {
      stopIfStrict(number, problem);
      unattributed.add(new Bad(number, problem));
      return;
    }
    enter(key, number);
    if (problem == null) {
      problem = conflict(row);
    }
    if (problem != null) {
      stopIfStrict(number, problem);
      current.bad.add(new Bad(number, problem));
      return;
    }
    row.notes().forEach(n -> session.note(number, n));
    current.rows.add(row);
  }

  /** Ends the file: hands the questions read whole to the session. */
  void finish() {
    flush();
    for (Question q : read) {
      if (!q.dropped) {
        session.item(q.firstLine, () -> q.item);
      }
    }
  }

  /** Stops a strict read at a bad row; in lenient mode the caller keeps it for later. */
  private void stopIfStrict(long number, String problem) {
    if (!session.options().lenient()) {
      throw session.fatal(number, problem);
    }
  }

  /** Makes the question of a row with {@code key} the current one. */
  private void enter(String key, long number) {
    if (current != null && current.key.equals(key)) {
      current.bad.addAll(unattributed);
      unattributed.clear();
      current.lastLine = number;
      return;
    }
    flush();
    current = new Question(key, number);
  }

  /** Ends the current question and reports, in line order, its bad rows and the unattributed ones. */
  private void flush() {
    Question q = current;
    current = null;
    List<Bad> reports = new ArrayList<>(unattributed);
    unattributed.clear();
    if (q != null) {
      q.bad.forEach(b -> reports.add(new Bad(b.line(), b.message(), q.dropped())));
      Question earlier = firstRuns.putIfAbsent(q.key, q);
      if (earlier != null) {
        earlier.dropped = true;
        reports.add(
            new Bad(
                q.firstLine,
                "expected the rows of a question to be contiguous, found question '"
                    + q.key
                    + "' again (its rows began at line "
                    + earlier.firstLine
                    + ")",
                q.droppedWith(earlier)));
      } else if (q.bad.isEmpty()) {
        try {
          q.item = item(q.rows);
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
  private String conflict(WikiQaRow row) {
    if (current.rows.isEmpty()) {
      return null;
    }
    WikiQaRow first = current.rows.getFirst();
    String where = "question '" + key(first) + "' (line " + first.line() + ")";
    if (!row.question().equals(first.question())) {
      return "expected the Question of " + where + ", found '" + row.question() + "'";
    }
    if (row.original()) {
      for (WikiQaRow earlier : current.rows) {
        if (earlier.original()
            && !(earlier.documentId().equals(row.documentId())
                && earlier.documentTitle().equals(row.documentTitle()))) {
          return "expected the document of "
              + where
              + ", "
              + earlier.documentId()
              + " '"
              + earlier.documentTitle()
              + "', found "
              + row.documentId()
              + " '"
              + row.documentTitle()
              + "'";
        }
      }
    }
    return null;
  }

  private AnswerSelectionItem item(List<WikiQaRow> rows) {
    String id = id(rows);
    Long earlier = idLines.putIfAbsent(id, rows.getFirst().line());
    if (earlier != null) {
      throw new IllegalArgumentException(
          "expected a unique question id, found '" + id + "' again (first at line " + earlier + ")");
    }
    WikiQaRow withDocument = rows.stream().filter(WikiQaRow::original).findFirst().orElse(null);
    Document document =
        withDocument == null ? null : new Document(withDocument.documentId(), withDocument.documentTitle());
    List<Candidate> candidates = rows.stream().map(WikiQaRow::candidate).toList();
    return new AnswerSelectionItem(
        id,
        rows.getFirst().question(),
        candidates,
        document,
        Map.of(),
        document == null ? null : document.id());
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
