package org.qakit.train;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qakit.encode.CrossEncoder;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * Multiple choice by a model folder trained with {@code qakit train --head choice}: each option's
 * score is the model's logit for the option's pair in the layout it was trained on ({@link
 * ChoiceExamples}), the knowledge found as in training ({@link ChoiceKnowledge}); the
 * highest wins (the softmax over options keeps the order). Other item kinds get no prediction.
 * Evidence: the first segment every option shares ({@code shared}) and, per option, its second segment and logit.
 */
public final class ChoiceModelSolver implements ExplainingSolver {
  private final CrossEncoder model;
  private final ChoiceKnowledge knowledge;

  /** One option as the model read it: its label, the second segment and the logit (keys as {@code qakit explain} shows per option). */
  public record OptionRead(String label, String text, double score) {}

  public ChoiceModelSolver(CrossEncoder model, ChoiceKnowledge knowledge) {
    this.model = model;
    this.knowledge = knowledge;
  }

  @Override
  public String id() {
    return "choice-model";
  }

  @Override
  public String description() {
    return "multiple choice: options scored by a fine-tuned choice head, " + model.id() + "; knowledge: " + knowledge.describe();
  }

  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof MultipleChoiceItem mc)) {
      return Optional.empty();
    }
    AnswerSelectionItem group = ChoiceExamples.of(mc, knowledge);
    List<String> texts = group.candidates().stream().map(Candidate::text).toList();
    float[] s = model.score(group.question(), texts);
    var scores = new LinkedHashMap<String, Double>();
    var read = new ArrayList<OptionRead>(s.length);
    for (int i = 0; i < s.length; i++) {
      scores.put(group.candidates().get(i).id(), (double) s[i]);
      read.add(new OptionRead(group.candidates().get(i).id(), texts.get(i), s[i]));
    }
    var evidence = new LinkedHashMap<String, Object>();
    evidence.put("shared", group.question());
    evidence.put("options", read);
    return Optional.of(new Solution(new Prediction.ChoiceScores(mc.id(), scores), Explanation.of((Map<String, Object>) evidence)));
  }
}
