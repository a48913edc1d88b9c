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
 * question) a placeholder stands in, which solvers do not read.
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

  /** The item to solve. */
  public Item toItem() {
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
