package org.qakit.model;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A multiple-choice question: a stem, two or more labelled options and exactly one gold label,
 * optionally with a scenario, gold knowledge, types and a group key.
 *
 * @param id identifier, unique within the dataset
 * @param stem the question stem
 * @param choices the options in source order; labels are unique
 * @param answer the gold label; one of the choices' labels
 * @param scenario scenario text, diagram descriptions and table, or null
 * @param knowledge gold knowledge (QuaRTz {@code para}, SciQ {@code support}, GKMC evidence)
 * @param types type annotations
 * @param group what items of one scenario or knowledge sentence share (for splitting), or null
 * @param annotations source annotations kept verbatim, e.g. QuaRTz's {@code para_anno.cause_prop}
 */
public record MultipleChoiceItem(
    String id,
    String stem,
    List<Choice> choices,
    String answer,
    Scenario scenario,
    List<Evidence> knowledge,
    Map<String, String> types,
    String group,
    Map<String, String> annotations)
    implements Item {

  public MultipleChoiceItem {
    Checks.requireId(id, "multiple-choice item");
    Checks.requireText(stem, id, "stem");
    choices = Checks.list(choices, id, "choices");
    if (choices.size() < 2) {
      throw new IllegalArgumentException(
          "item '" + id + "': expected at least 2 choices, found " + choices.size());
    }
    var labels = new HashSet<String>();
    for (Choice c : choices) {
      if (!labels.add(c.label())) {
        throw new IllegalArgumentException(
            "item '" + id + "': choice label '" + c.label() + "' occurs twice");
      }
    }
    if (!labels.contains(answer)) {
      throw new IllegalArgumentException(
          "item '" + id + "': answer '" + answer + "' is not among the choice labels " + choices.stream().map(Choice::label).toList());
    }
    knowledge = Checks.list(knowledge, id, "knowledge");
    types = Checks.map(types, id, "types");
    group = Checks.optional(group);
    annotations = Checks.map(annotations, id, "annotations");
  }

  /** An item with stem, choices and answer only. */
  public static MultipleChoiceItem of(String id, String stem, List<Choice> choices, String answer) {
    return new MultipleChoiceItem(id, stem, choices, answer, null, List.of(), Map.of(), null, Map.of());
  }

  @Override
  public String question() {
    return stem;
  }

  /** The labels of the choices, in order. */
  public List<String> labels() {
    return choices.stream().map(Choice::label).toList();
  }

  /** The gold choice. */
  public Choice gold() {
    return choices.stream().filter(c -> c.label().equals(answer)).findFirst().orElseThrow();
  }

  public Optional<Scenario> scenarioIfAny() {
    return Optional.ofNullable(scenario);
  }
}
