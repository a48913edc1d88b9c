package org.qakit.model;

import java.util.List;
import java.util.Map;

/**
 * An answer-selection question: rank the candidate sentences (or documents) so that the ones
 * labelled 1 come first (NLPCC DBQA, WikiQA, SQAD sentence and document selection).
 *
 * <p>A question may have no positive candidate (WikiQA has many); metrics decide how that counts.
 *
 * @param id identifier, unique within the dataset
 * @param question the question
 * @param candidates the candidates in source order; at least one
 * @param document the document the candidates come from, or null
 * @param types type annotations
 * @param group grouping key (e.g. the document), or null
 */
public record AnswerSelectionItem(
    String id,
    String question,
    List<Candidate> candidates,
    Document document,
    Map<String, String> types,
    String group)
    implements Item {

  public AnswerSelectionItem {
    Checks.requireId(id, "answer-selection item");
    Checks.requireText(question, id, "question");
    candidates = Checks.list(candidates, id, "candidates");
    if (candidates.isEmpty()) {
      throw new IllegalArgumentException("item '" + id + "': expected at least 1 candidate");
    }
    types = Checks.map(types, id, "types");
    group = Checks.optional(group);
  }

  public static AnswerSelectionItem of(String id, String question, List<Candidate> candidates) {
    return new AnswerSelectionItem(id, question, candidates, null, Map.of(), null);
  }

  /** Number of candidates labelled 1. */
  public int positives() {
    return (int) candidates.stream().filter(Candidate::positive).count();
  }
}
