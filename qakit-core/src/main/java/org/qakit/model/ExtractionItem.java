package org.qakit.model;

import java.util.List;
import java.util.Map;

/**
 * An extraction question: find the answer string in a passage (SQAD answer extraction, SciQ's
 * direct-answer view).
 *
 * @param id identifier, unique within the dataset
 * @param question the question
 * @param passage the passage or sentence the answer is extracted from
 * @param answers the gold answer strings; at least one
 * @param types type annotations
 * @param group grouping key (e.g. the source document), or null
 */
public record ExtractionItem(
    String id,
    String question,
    String passage,
    List<String> answers,
    Map<String, String> types,
    String group)
    implements Item {

  public ExtractionItem {
    Checks.requireId(id, "extraction item");
    Checks.requireText(question, id, "question");
    Checks.requireText(passage, id, "passage");
    answers = Checks.list(answers, id, "answers");
    if (answers.isEmpty()) {
      throw new IllegalArgumentException("item '" + id + "': expected at least 1 gold answer");
    }
    types = Checks.map(types, id, "types");
    group = Checks.optional(group);
  }
}
