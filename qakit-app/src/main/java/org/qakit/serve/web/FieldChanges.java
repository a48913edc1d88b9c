package org.qakit.serve.web;

import java.util.ArrayList;
import java.util.List;
import org.qakit.serve.record.RecordBody;

/** The fields in which two record bodies differ, for the conflict page: field, the stored value, the refused value. */
public final class FieldChanges {

  /** One differing field. */
  public record Change(String field, String theirs, String yours) {}

  private FieldChanges() {}

  public static List<Change> between(RecordBody theirs, RecordBody yours) {
    var out = new ArrayList<Change>();
    add(out, "question", theirs.question(), yours.question());
    add(out, "question type", theirs.questionType(), yours.questionType());
    add(out, "answer type", theirs.answerType(), yours.answerType());
    add(out, "answer", theirs.answer(), yours.answer());
    add(out, "answer sentences", String.join("\n", theirs.answerSentences()), String.join("\n", yours.answerSentences()));
    add(out, "source", theirs.source(), yours.source());
    add(out, "title", theirs.title(), yours.title());
    add(out, "URL", theirs.url(), yours.url());
    add(out, "scenario", theirs.scenario(), yours.scenario());
    add(out, "diagrams", RecordForm.diagramsText(theirs), RecordForm.diagramsText(yours));
    add(out, "options", String.join("\n", theirs.options()), String.join("\n", yours.options()));
    add(out, "correct option", theirs.correct(), yours.correct());
    return out;
  }

  private static void add(List<Change> out, String field, String theirs, String yours) {
    if (!theirs.equals(yours)) {
      out.add(new Change(field, theirs, yours));
    }
  }
}
