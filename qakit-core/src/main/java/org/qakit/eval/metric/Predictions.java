package org.qakit.eval.metric;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;

/** Checks that a prediction fits its item and puts it in the shape metrics use; mismatches are errors. */
public final class Predictions {
  private Predictions() {}

  /** The choice scores, one per label of the item. */
  public static Map<String, Double> choiceScores(MultipleChoiceItem item, Prediction prediction) {
    if (!(prediction instanceof Prediction.ChoiceScores p)) {
      throw new IllegalArgumentException("item '" + item.id() + "': expected choice scores, found " + describe(prediction));
    }
    if (!p.scores().keySet().equals(new HashSet<>(item.labels()))) {
      throw new IllegalArgumentException(
          "item '" + item.id() + "': expected scores for labels " + item.labels() + ", found " + p.scores().keySet());
    }
    return p.scores();
  }

  /** The candidate scores, one per candidate, against labelled candidates. */
  public static List<Double> candidateScores(AnswerSelectionItem item, Prediction prediction) {
    if (!(prediction instanceof Prediction.CandidateScores p)) {
      throw new IllegalArgumentException("item '" + item.id() + "': expected candidate scores, found " + describe(prediction));
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

  /**
   * Candidate positions in ranked order: score descending, ties broken by position ascending (the
   * project's tie rule; a candidate's position is its id).
   */
  public static List<Integer> ranking(AnswerSelectionItem item, Prediction prediction) {
    return CandidateRanking.of(item, prediction).positions();
  }

  /** The answers of a knowledge-base or extraction prediction, best first. */
  public static List<String> answers(String itemId, Prediction prediction) {
    if (!(prediction instanceof Prediction.Answers p)) {
      throw new IllegalArgumentException("item '" + itemId + "': expected answer strings, found " + describe(prediction));
    }
    return p.answers();
  }

  private static String describe(Prediction p) {
    return switch (p) {
      case null -> "no prediction";
      case Prediction.ChoiceScores c -> "choice scores";
      case Prediction.CandidateScores c -> "candidate scores";
      case Prediction.Answers a -> "answer strings";
    };
  }
}
