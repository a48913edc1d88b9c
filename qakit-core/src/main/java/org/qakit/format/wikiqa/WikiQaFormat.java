package org.qakit.format.wikiqa;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.dataset.Dataset;
import org.qakit.format.AbstractFormat;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.TextLines;
import org.qakit.format.View;
import org.qakit.model.ItemKind;

/**
 * WikiQA answer-sentence selection TSV (Yang, Yih and Meek, "WikiQA: A Challenge Dataset for
 * Open-Domain Question Answering", EMNLP 2015): one row per candidate sentence, read as one
 * answer-selection item per question.
 *
 * <p>The header line chooses the layout: the published 7 columns {@code QuestionID, Question,
 * DocumentID, DocumentTitle, SentenceID, Sentence, Label}, or the reshaped 5-column train copy
 * {@code QuestionID, Question, SentenceID, Sentence, Label}, whose ids are renumbered per row (so
 * its rows are grouped by Question text), whose fields are CSV-quoted, and which holds a few
 * original 7-column rows (accepted, with a note). Questions without a correct sentence are kept.
 * With {@link ReadOptions#LENIENT}, a question with a bad row is dropped whole, never read with a
 * candidate missing: each bad row is reported as skipped, naming the question it drops. A single
 * row of another question between the rows of one question is a bad row of that question, never
 * a question of its own.
 */
public final class WikiQaFormat extends AbstractFormat {
  private static final List<View> VIEWS =
      List.of(
          new View(
              "answer-selection",
              ItemKind.ANSWER_SELECTION,
              "questions with the sentences of a Wikipedia summary, labelled 1 if they answer it"));

  public WikiQaFormat() {
    super(
        "wikiqa",
        "WikiQA TSV (Yang et al. 2015), published 7-column layout or the reshaped 5-column train copy;"
        + " one answer-selection item per question, the header line picks the layout",
        VIEWS);
  }

  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    view(options);
    var session = new ReadSession(path, options);
    var questions = new WikiQaQuestions[1];
    TextLines.forEach(
        path,
        (number, text) -> {
          if (number == 1) {
            String shown = text.length() > 80 ? text.substring(0, 80) + "…" : text;
            WikiQaLayout layout =
                WikiQaLayout.ofHeader(text)
                    .orElseThrow(() -> session.fatal(1, headerExpected("'" + shown.replace("\t", "<TAB>") + "'")));
            questions[0] = new WikiQaQuestions(session, layout);
          } else if (!text.isEmpty()) {
            questions[0].line(number, text);
          }
        });
    if (questions[0] == null) {
      throw session.fatal(0, headerExpected("an empty file"));
    }
    questions[0].finish();
    return session.finish();
  }

  private static String headerExpected(String found) {
    return "expected a WikiQA header, '"
        + WikiQaLayout.ORIGINAL.header().replace("\t", "<TAB>")
        + "' or the reshaped '"
        + WikiQaLayout.RESHAPED.header().replace("\t", "<TAB>")
        + "', found "
        + found;
  }
}
