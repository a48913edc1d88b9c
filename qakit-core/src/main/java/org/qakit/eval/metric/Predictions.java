package org.qakit.eval.metric;

import java.util.List;
import java.util.Map;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;

/** Finds and checks the prediction a metric needs for an item; mismatches are errors, never guesses. */
final class Predictions {
  private Predictions() {}

  static Map<String, Double> choiceScores(MultipleChoiceItem item, Map<String, Prediction> predictions) {
    if (!(predictions.get(item.id()) instanceof Prediction.ChoiceScores p)) {
      throw new IllegalArgumentException("item '" + item.id() + "': expected choice scores, found " + describe(predictions.get(item.id())));
    }
    if (!p.scores().keySet().equals(new java.util.HashSet<>(item.labels()))) {
      throw new IllegalArgumentException(
          "item '" + item.id() + "': expected scores for labels " + item.labels() + ", found " + p.scores().keySet());
    }
    return p.scores();
  }

  static List<Double> candidateScores(AnswerSelectionItem item, Map<String, Prediction> predictions) {
    if (!(predictions.get(item.id()) instanceof Prediction.CandidateScores p)) {
      throw new IllegalArgumentException("item '" + item.id() + "': expected candidate scores, found " + describe(predictions.get(item.id())));
    }
    if (p.scores().size() != item.candidates().size()) {
      throw new IllegalArgumentException(
          "item '" + item.id() + "': expected " + item.candidates().size() + " candidate scores, found " + p.scores().size());
    }
    if (!item.candidates().stream().allMatch(Candidate::labelled)) {
      throw new IllegalArgumentException("item '" + item.id() + "': candidates are unlabelled; nothing to score against");
    }
    return p.scores();
  }

  private static String describe(Prediction p) {
    return p == null ? "no prediction" : p.getClass().getSimpleName();
  }
}
