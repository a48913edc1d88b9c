package org.qakit.format.wikiqa;

import java.util.ArrayList;
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
 */
final class WikiQaQuestions {
  private final ReadSession session;
  private final WikiQaLayout layout;
  private final List<WikiQaRow> current = new ArrayList<>();
  private final Map<String, Long> questionLines = new HashMap<>();
  private final Map<String, Long> idLines = new HashMap<>();

  WikiQaQuestions(ReadSession session, WikiQaLayout layout) {
    this.session = session;
    this.layout = layout;
  }

  WikiQaLayout layout() {
    return layout;
  }

  void add(WikiQaRow row) {
    if (!current.isEmpty() && !key(row).equals(key(current.getFirst()))) {
      flush();
    }
    if (!current.isEmpty()) {
      String conflict = conflict(row);
      if (conflict != null) {
        session.problem(row.line(), conflict);
        return;
      }
    }
    row.notes().forEach(n -> session.note(row.line(), n));
    current.add(row);
  }

  /** Turns the rows collected so far into an item. */
  void flush() {
    if (current.isEmpty()) {
      return;
    }
    List<WikiQaRow> rows = List.copyOf(current);
    current.clear();
    long line = rows.getFirst().line();
    String key = key(rows.getFirst());
    Long earlier = questionLines.putIfAbsent(key, line);
    if (earlier != null) {
      session.problem(
          line,
          "expected the rows of a question to be contiguous, found question '"
              + key
              + "' again (its rows began at line "
              + earlier
              + ")");
      return;
    }
    session.item(line, () -> item(rows));
  }

  private String key(WikiQaRow row) {
    return layout == WikiQaLayout.ORIGINAL ? row.questionId() : row.question();
  }

  /** What a row contradicts in the question it continues, or null. */
  private String conflict(WikiQaRow row) {
    WikiQaRow first = current.getFirst();
    String where = "question '" + key(first) + "' (line " + first.line() + ")";
    if (!row.question().equals(first.question())) {
      return "expected the Question of " + where + ", found '" + row.question() + "'";
    }
    if (row.original()) {
      for (WikiQaRow earlier : current) {
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
