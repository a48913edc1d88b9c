package org.qakit.serve.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.qakit.model.Diagram;

/**
 * What an annotator writes in a record, for every project kind (fields a kind does not use stay
 * empty). Stored as JSON in {@code records.body} and in each {@code record_history} row.
 *
 * @param question the question (the stem for multiple choice)
 * @param questionType the question type the quota counts, e.g. {@code DATETIME}
 * @param answerType the answer type (extractive), e.g. {@code DATETIME}; may be empty
 * @param answer the exact answer (extractive)
 * @param answerSentences the sentence(s) holding the answer (extractive, answer selection)
 * @param source the source article or document text
 * @param title the source's title (extractive) or document id (answer selection)
 * @param url the source's URL, or empty
 * @param scenario the scenario text (scenario multiple choice)
 * @param diagrams the scenario's diagram descriptions (scenario multiple choice)
 * @param options the options A, B, C, D (scenario multiple choice)
 * @param correct the label of the correct option (scenario multiple choice)
 * @param answerSpan where the exact answer lies in the source (extractive), or null when not known
 *     (a typed answer found more than once, a record from before spans, an import); a stored body
 *     from before spans reads as having none
 */
public record RecordBody(String question, String questionType, String answerType, String answer,
    List<String> answerSentences, String source, String title, String url, String scenario,
    List<Diagram> diagrams, List<String> options, String correct, TextSpan answerSpan) {
  private static final ObjectMapper JSON = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

  public RecordBody {
    question = clean(question);
    questionType = clean(questionType).toUpperCase(java.util.Locale.ROOT);
    answerType = clean(answerType).toUpperCase(java.util.Locale.ROOT);
    answer = clean(answer);
    answerSentences = answerSentences == null ? List.of() : answerSentences.stream().map(RecordBody::clean).filter(s -> !s.isEmpty()).toList();
    source = source == null ? "" : source.replace("\r\n", "\n").strip();
    title = clean(title);
    url = clean(url);
    scenario = scenario == null ? "" : scenario.replace("\r\n", "\n").strip();
    diagrams = diagrams == null ? List.of() : List.copyOf(diagrams);
    options = options == null ? List.of() : options.stream().map(RecordBody::clean).toList();
    correct = clean(correct).toUpperCase(java.util.Locale.ROOT);
  }

  /** A body with no answer span (every kind but a span-first extractive record). */
  public RecordBody(String question, String questionType, String answerType, String answer, List<String> answerSentences, String source,
      String title, String url, String scenario, List<Diagram> diagrams, List<String> options, String correct) {
    this(question, questionType, answerType, answer, answerSentences, source, title, url, scenario, diagrams, options, correct, null);
  }

  /** This body with the answer span {@code span} (null: none). */
  public RecordBody withAnswerSpan(TextSpan span) {
    return new RecordBody(question, questionType, answerType, answer, answerSentences, source, title, url, scenario, diagrams, options,
        correct, span);
  }

  /**
   * The label of option {@code index} (from 0): {@code A} … {@code Z}, then {@code AA}, {@code AB}, …
   * {@code ZZ}, {@code AAA}, … as spreadsheet columns are named, so any number of options has
   * labels that differ and are letters.
   */
  public static String label(int index) {
    if (index < 0) {
      throw new IllegalArgumentException("an option index is 0 or more, found " + index);
    }
    var sb = new StringBuilder();
    for (int n = index + 1; n > 0; n = (n - 1) / 26) {
      sb.append((char) ('A' + (n - 1) % 26));
    }
    return sb.reverse().toString();
  }

  /** The option index of {@code label} ({@link #label}'s inverse), or -1 when it is not such a label. */
  public static int labelIndex(String label) {
    if (label == null || label.isEmpty() || label.length() > 6) {
      return -1;
    }
    int n = 0;
    for (int i = 0; i < label.length(); i++) {
      char c = label.charAt(i);
      if (c < 'A' || c > 'Z') {
        return -1;
      }
      n = n * 26 + (c - 'A' + 1);
    }
    return n - 1;
  }

  public String toJson() {
    try {
      return JSON.writeValueAsString(this);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  public static RecordBody fromJson(String json) {
    try {
      return JSON.readValue(json, RecordBody.class);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("stored record body is not valid JSON: " + e.getOriginalMessage(), e);
    }
  }

  private static String clean(String s) {
    return s == null ? "" : s.strip();
  }
}
