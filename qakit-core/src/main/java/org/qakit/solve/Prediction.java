package org.qakit.solve;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.qakit.model.Triple;

/**
 * What a solver says about one item: a score per choice, a score per candidate (higher is
 * better), or ranked answer strings.
 */
public sealed interface Prediction
    permits Prediction.ChoiceScores, Prediction.CandidateScores, Prediction.Answers {

  /** The item this prediction is for. */
  String itemId();

  /**
   * Scores of a multiple-choice item's options, by label, in the order given (the choice order when
   * a solver made them), so that a predictions file lists them the same way on every run.
   */
  record ChoiceScores(String itemId, Map<String, Double> scores) implements Prediction {
    public ChoiceScores {
      var copy = new LinkedHashMap<String, Double>();
      scores.forEach((label, score) -> copy.put(Objects.requireNonNull(label, "label"), Objects.requireNonNull(score, "score")));
      scores = Collections.unmodifiableMap(copy);
    }
  }

  /** Scores of an answer-selection item's candidates, in candidate order. */
  record CandidateScores(String itemId, List<Double> scores) implements Prediction {
    public CandidateScores {
      scores = List.copyOf(scores);
    }
  }

  /**
   * Answer strings for a knowledge-base or extraction item, best first; may be empty (the solver
   * gave no answer). A knowledge-base solver may name the triple its answer comes from (part of
   * the prediction, which the entity and predicate diagnostics score; the reasons behind it go in
   * the solver's {@link Explanation}); null when it names none.
   */
  record Answers(String itemId, List<String> answers, Triple triple) implements Prediction {
    public Answers {
      answers = List.copyOf(answers);
    }

    /** Answers without a triple. */
    public Answers(String itemId, List<String> answers) {
      this(itemId, answers, null);
    }
  }
}
