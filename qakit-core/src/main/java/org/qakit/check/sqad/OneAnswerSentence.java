package org.qakit.check.sqad;

import java.util.List;
import org.qakit.check.Findings;
import org.qakit.check.Severity;
import org.qakit.check.SqadRecordCheck;
import org.qakit.format.sqad.SqadRecords;

/**
 * SQAD v3: the answer selection ({@code 06answer.selection.vert}) is exactly one sentence of the
 * article. Sentences that repeat a sentence of the question context ({@code
 * 08question_context.vert}, word for word) are the antecedent given along and do not count. (That
 * every answer-selection sentence is in the article is checked by the reader itself.)
 */
public final class OneAnswerSentence implements SqadRecordCheck {
  @Override
  public String id() {
    return "sqad-answer-sentence";
  }

  @Override
  public String description() {
    return "SQAD v3: the answer selection (06answer.selection.vert) is exactly one sentence, not counting sentences "
        + "that repeat the question context (08question_context.vert)";
  }

  @Override
  public Severity severity() {
    return Severity.ERROR;
  }

  @Override
  public void check(SqadRecords.Record record, Findings out) {
    List<SqadRecords.Sentence> answers = AnswerSentences.of(record);
    if (answers.size() != 1) {
      long line = answers.isEmpty() ? 0 : answers.get(1).line();
      out.at(record.id(), record.selectionFile().toString(), line,
          "expected exactly 1 answer sentence" + (record.context().isEmpty() ? "" : " besides the question context")
              + ", found " + answers.size());
    }
  }
}
