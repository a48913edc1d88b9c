package org.qakit.serve.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Document;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Scenario;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.TextAnalysis;

/**
 * A question to answer ({@code POST /api/v1/answer} and the Ask page). What is given decides the
 * item it becomes:
 * <ul>
 *   <li>{@code options} (2 or more): a multiple-choice item with labels A, B, …; {@code context}
 *       becomes its scenario text;
 *   <li>{@code candidates}: an answer-selection item over those sentences;
 *   <li>{@code document}: an answer-selection item over the document's sentences;
 *   <li>{@code context} alone: an extraction item (find the answer in the context);
 *   <li>the question alone: a knowledge-base question.
 * </ul>
 * Items carry no gold answer; where the model requires one (multiple choice, extraction, KB
 * question) a placeholder stands in, which solvers do not read. A solver that reads passages from an
 * index answers a question alone as an extraction from its index ({@link #toOpenExtraction}, {@link Answerer}).
 *
 * @param solver the solver id, one the server was started with ({@code null}: the first)
 */
public record AnswerRequest(String solver, String question, List<String> options, String context, List<String> candidates,
    String document) {
  /** The id of the item built from a request. */
  public static final String ITEM_ID = "q";
  private static final String PLACEHOLDER = "?";

  public AnswerRequest {
    question = question == null ? "" : question.strip();
    options = options == null ? List.of() : options.stream().map(o -> o == null ? "" : o.strip()).toList();
    candidates = candidates == null ? List.of() : candidates.stream().map(c -> c == null ? "" : c.strip()).filter(c -> !c.isEmpty()).toList();
    context = context == null ? "" : context.strip();
    document = document == null ? "" : document.strip();
  }

  /**
   * Refuses (413) a request over {@code limits}: more characters (code points) of text in all its
   * fields together than {@link ApiOptions#maxChars}, more options than the labels A to Z, more
   * candidates than {@link ApiOptions#maxItems}. A document's sentences are counted by {@link #toItem}.
   */
  public void checkSize(ApiOptions limits) {
    long chars = chars(solver) + chars(question) + chars(context) + chars(document);
    for (String o : options) {
      chars += chars(o);
    }
    for (String c : candidates) {
      chars += chars(c);
    }
    if (chars > limits.maxChars()) {
      throw ApiError.tooLarge("the request holds " + chars + " characters of text; this server takes at most " + limits.maxChars()
          + " (qakit serve --api-max-chars)");
    }
    if (options.size() > ApiOptions.MAX_OPTIONS) {
      throw ApiError.tooLarge("the request has " + options.size() + " options; at most " + ApiOptions.MAX_OPTIONS + ", labelled A to Z");
    }
    if (candidates.size() > limits.maxItems()) {
      throw ApiError.tooLarge("the request has " + candidates.size() + " candidates; this server takes at most " + limits.maxItems()
          + " (qakit serve --api-max-items)");
    }
  }

  private static long chars(String s) {
    return s == null ? 0 : s.codePointCount(0, s.length());
  }

  /** Whether the request gives a question and nothing else. */
  public boolean questionOnly() {
    return !question.isEmpty() && options.isEmpty() && candidates.isEmpty() && context.isEmpty() && document.isEmpty();
  }

  /** The item to solve, with no limit on a document's sentences. */
  public Item toItem() {
    return toItem(Integer.MAX_VALUE);
  }

  /**
   * The item to solve.
   *
   * @param maxSentences the most sentences a document may split into (more: 413)
   * @throws ApiError 422 when the question or the options are missing or empty
   */
  public Item toItem(int maxSentences) {
    try {
      return item(maxSentences);
    } catch (IllegalArgumentException e) {
      throw ApiError.invalid(e.getMessage());
    }
  }

  /**
   * An extraction item whose passage is left to the solver's index (the request gave a question
   * only); its passage is a placeholder that an index-backed extractor does not read.
   */
  public ExtractionItem toOpenExtraction() {
    if (question.isEmpty()) {
      throw ApiError.invalid("give a question");
    }
    return new ExtractionItem(ITEM_ID, question, PLACEHOLDER, List.of(PLACEHOLDER), Map.of(), null);
  }

  private Item item(int maxSentences) {
    if (question.isEmpty()) {
      throw new IllegalArgumentException("give a question");
    }
    if (!options.isEmpty()) {
      if (options.size() < 2 || options.stream().anyMatch(String::isEmpty)) {
        throw new IllegalArgumentException("give two or more non-empty options");
      }
      var choices = new ArrayList<Choice>();
      for (int i = 0; i < options.size(); i++) {
        choices.add(new Choice(RecordBody.label(i), options.get(i)));
      }
      Scenario scenario = context.isEmpty() ? null : Scenario.text(context);
      return new MultipleChoiceItem(ITEM_ID, question, choices, choices.get(0).label(), scenario, List.of(), Map.of(), null, Map.of());
    }
    List<String> sentences = !candidates.isEmpty() ? candidates : TextAnalysis.sentences(document);
    if (candidates.isEmpty() && sentences.size() > maxSentences) {
      throw ApiError.tooLarge("the document has " + sentences.size() + " sentences; this server takes at most " + maxSentences
          + " (qakit serve --api-max-items)");
    }
    if (!sentences.isEmpty()) {
      var cs = sentences.stream().map(t -> new Candidate(null, t, Candidate.UNLABELLED)).toList();
      return new AnswerSelectionItem(ITEM_ID, question, cs, document.isEmpty() ? null : new Document("document", null), Map.of(), null);
    }
    if (!context.isEmpty()) {
      return new ExtractionItem(ITEM_ID, question, context, List.of(PLACEHOLDER), Map.of(), null);
    }
    return new KbQuestionItem(ITEM_ID, question, List.of(PLACEHOLDER), null, Map.of());
  }
}
