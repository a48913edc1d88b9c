package org.qakit.model;

import java.util.List;
import java.util.Map;

/**
 * A question answered from a knowledge base (NLPCC KBQA): gold answer strings and, where the
 * source gives it, the gold triple.
 *
 * @param id identifier, unique within the dataset
 * @param question the question
 * @param answers the gold answers; at least one
 * @param triple the gold triple, or null
 * @param types type annotations
 */
public record KbQuestionItem(
    String id, String question, List<String> answers, Triple triple, Map<String, String> types)
    implements Item {

  public KbQuestionItem {
    Checks.requireId(id, "kb-question item");
    Checks.requireText(question, id, "question");
    answers = Checks.list(answers, id, "answers");
    if (answers.isEmpty()) {
      throw new IllegalArgumentException("item '" + id + "': expected at least 1 gold answer");
    }
    types = Checks.map(types, id, "types");
  }

  @Override
  public String group() {
    return null;
  }
}
