package org.qakit.check.sqad;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.qakit.format.sqad.SqadRecords;

/** The answer sentence(s) of a SQAD record: the answer-selection sentences that are not question-context sentences. */
final class AnswerSentences {
  private AnswerSentences() {}

  static List<SqadRecords.Sentence> of(SqadRecords.Record r) {
    Set<List<String>> context = new HashSet<>();
    r.context().forEach(s -> context.add(s.words()));
    return r.answerSelection().stream().filter(s -> !context.contains(s.words())).toList();
  }
}
