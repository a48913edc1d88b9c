package org.qakit.train;

import java.util.ArrayList;
import java.util.Optional;
import org.qakit.encode.CrossEncoder;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;

/**
 * Answer selection by a cross-encoder (Nogueira and Cho 2019, "Passage Re-ranking with BERT"):
 * each candidate's score is the model's score of the pair (question, candidate), s = f([CLS] q
 * [SEP] c [SEP]); candidates are ranked by it. Works with a model folder from {@code qakit train}
 * ({@link FineTunedCrossEncoder}) or any other {@link CrossEncoder}. Other item kinds get no
 * prediction.
 */
public final class CrossEncoderSolver implements Solver {
  private final CrossEncoder model;

  public CrossEncoderSolver(CrossEncoder model) {
    this.model = model;
  }

  @Override
  public String id() {
    return "cross-encoder";
  }

  @Override
  public String description() {
    return "answer selection: candidates ranked by a cross-encoder's score of (question, candidate), " + model.id();
  }

  @Override
  public Optional<Prediction> solve(Item item) {
    if (!(item instanceof AnswerSelectionItem a)) {
      return Optional.empty();
    }
    float[] s = model.score(a.question(), a.candidates().stream().map(Candidate::text).toList());
    var scores = new ArrayList<Double>(s.length);
    for (float v : s) {
      scores.add((double) v);
    }
    return Optional.of(new Prediction.CandidateScores(a.id(), scores));
  }
}
