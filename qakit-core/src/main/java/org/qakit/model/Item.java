package org.qakit.model;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Map;

/**
 * One question of a dataset, in one of the closed family of task shapes.
 *
 * <p>The family is sealed so that solvers, metrics and reports switch over it exhaustively: a new
 * kind of item fails at compile time everywhere it is not handled yet.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
  @JsonSubTypes.Type(value = MultipleChoiceItem.class, name = "multiple-choice"),
  @JsonSubTypes.Type(value = AnswerSelectionItem.class, name = "answer-selection"),
  @JsonSubTypes.Type(value = KbQuestionItem.class, name = "kb-question"),
  @JsonSubTypes.Type(value = ExtractionItem.class, name = "extraction")
})
public sealed interface Item
    permits MultipleChoiceItem, AnswerSelectionItem, KbQuestionItem, ExtractionItem {

  /** Identifier, unique within a dataset. */
  String id();

  /** The question text (the stem for multiple choice). */
  String question();

  /** Type annotations, e.g. {@code question_type -> DATE_TIME}; empty when the source has none. */
  Map<String, String> types();

  /** Key that items sharing a scenario, document or knowledge sentence have in common, or null. */
  String group();

  /** The task shape of this item. */
  default ItemKind kind() {
    return switch (this) {
      case MultipleChoiceItem m -> ItemKind.MULTIPLE_CHOICE;
      case AnswerSelectionItem a -> ItemKind.ANSWER_SELECTION;
      case KbQuestionItem k -> ItemKind.KB_QUESTION;
      case ExtractionItem e -> ItemKind.EXTRACTION;
    };
  }
}
