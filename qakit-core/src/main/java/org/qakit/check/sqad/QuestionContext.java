package org.qakit.check.sqad;

import java.util.List;
import org.qakit.check.Findings;
import org.qakit.check.Severity;
import org.qakit.check.SqadRecordCheck;
import org.qakit.format.sqad.SqadRecords;

/**
 * SQAD v3: when the answer sentence needs an antecedent, the record has a question context ({@code
 * 08question_context.vert}). "Needs an antecedent" is approximated from the morphological tags
 * (the ajka/majka attribute tags SQAD's vertical files carry, column 3): the answer sentence holds
 * a third-person personal pronoun ({@code k3xP} with {@code p3}: on, jeho, mu), a possessive
 * pronoun not of the first or second person ({@code k3xO} without {@code p1}/{@code p2}: jeho,
 * její, jejich), or starts with a demonstrative pronoun ({@code k3xD}: Tento, Ten). Reflexive
 * {@code se} ({@code k3xPyF}, no person) does not count. A heuristic, hence a warning: the
 * antecedent may be in the same sentence or be the article's title.
 */
public final class QuestionContext implements SqadRecordCheck {
  @Override
  public String id() {
    return "sqad-question-context";
  }

  @Override
  public String description() {
    return "SQAD v3: an answer sentence that refers back (a 3rd-person personal or possessive pronoun, or a leading demonstrative, "
        + "by its k3xP/k3xO/k3xD tag) comes with a question context (08question_context.vert); heuristic";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public void check(SqadRecords.Record record, Findings out) {
    if (!record.context().isEmpty()) {
      return;
    }
    for (SqadRecords.Sentence s : AnswerSentences.of(record)) {
      int i = anaphor(s);
      if (i >= 0) {
        out.at(record.id(), record.selectionFile().toString(), s.line(),
            "the answer sentence refers back with '" + s.words().get(i) + "' (" + s.tags().get(i)
                + ") and the record has no question context (08question_context.vert)");
        return;
      }
    }
  }

  /** The position of the first token that needs an antecedent, or -1. */
  static int anaphor(SqadRecords.Sentence s) {
    List<String> tags = s.tags();
    for (int i = 0; i < tags.size(); i++) {
      String tag = tags.get(i);
      if (!tag.startsWith("k3")) {
        continue;
      }
      boolean firstOrSecond = tag.contains("p1") || tag.contains("p2");
      if (tag.contains("xP") && tag.contains("p3")
          || tag.contains("xO") && !firstOrSecond
          || tag.contains("xD") && i == 0) {
        return i;
      }
    }
    return -1;
  }
}
