package org.qakit.check.sqad;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.qakit.check.Findings;
import org.qakit.check.Severity;
import org.qakit.check.SqadRecordCheck;
import org.qakit.format.sqad.SqadRecords;

/**
 * SQAD v3: the answer extraction ({@code 09answer_extraction.vert}) is a sub-phrase of the answer
 * sentence: its word forms, in order, are a contiguous run of the word forms of one answer
 * sentence (the answer-selection sentences not repeating the question context; all of them when
 * none is left). Word forms are compared exactly, as SQAD's files write them.
 */
public final class ExtractionInSentence implements SqadRecordCheck {
  @Override
  public String id() {
    return "sqad-extraction-in-sentence";
  }

  @Override
  public String description() {
    return "SQAD v3: the answer extraction's word forms are a contiguous run of one answer sentence's word forms (exact tokens)";
  }

  @Override
  public Severity severity() {
    return Severity.ERROR;
  }

  @Override
  public void check(SqadRecords.Record record, Findings out) {
    List<String> extraction = new ArrayList<>();
    record.extraction().forEach(s -> extraction.addAll(s.words()));
    List<SqadRecords.Sentence> sentences = AnswerSentences.of(record);
    if (sentences.isEmpty()) {
      sentences = record.answerSelection();
    }
    for (SqadRecords.Sentence s : sentences) {
      if (Collections.indexOfSubList(s.words(), extraction) >= 0) {
        return;
      }
    }
    long line = record.extraction().isEmpty() ? 0 : record.extraction().getFirst().line();
    out.at(record.id(), record.extractionFile().toString(), line,
        "the answer extraction '" + String.join(" ", extraction) + "' is not a sub-phrase of the answer sentence '"
            + sentences.getFirst().text() + "'");
  }
}
