package org.qakit.train;

import java.util.LinkedHashMap;
import java.util.Optional;
import org.qakit.encode.CrossEncoder;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;

/**
 * Multiple choice by a model folder trained with {@code qakit train --head choice}: each option's
 * score is the model's logit for {@code [CLS] knowledge [SEP] question [SEP] option [SEP]}
 * ({@link ChoiceExamples}), the knowledge found as in training ({@link ChoiceKnowledge}); the
 * highest wins (the softmax over options keeps the order). Other item kinds get no prediction.
 */
public final class ChoiceModelSolver implements Solver {
  private final CrossEncoder model;
  private final ChoiceKnowledge knowledge;

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
  public Optional<Prediction> solve(Item item) {
    if (!(item instanceof MultipleChoiceItem mc)) {
      return Optional.empty();
    }
    AnswerSelectionItem group = ChoiceExamples.of(mc, knowledge.of(mc));
    float[] s = model.score(group.question(), group.candidates().stream().map(Candidate::text).toList());
    var scores = new LinkedHashMap<String, Double>();
    for (int i = 0; i < s.length; i++) {
      scores.put(group.candidates().get(i).id(), (double) s[i]);
    }
    return Optional.of(new Prediction.ChoiceScores(mc.id(), scores));
  }
}
