package org.qakit.solve;

import java.util.Optional;

/**
 * A solver's answer to one item: its prediction and, when the solver can say why, the evidence
 * behind it ({@link Solver#solveWithEvidence}). A predictions file stores the evidence in the line's
 * {@code evidence} field ({@link org.qakit.eval.PredictionsFile}).
 *
 * @param prediction the prediction
 * @param evidence why, or null when the solver gives no evidence (or it was not asked for)
 */
public record Solution(Prediction prediction, Explanation evidence) {
  public Solution {
    if (prediction == null) {
      throw new IllegalArgumentException("a solution needs a prediction, found null");
    }
  }

  /** A prediction without evidence. */
  public static Solution of(Prediction prediction) {
    return new Solution(prediction, null);
  }

  public String itemId() {
    return prediction.itemId();
  }

  public Optional<Explanation> evidenceIfAny() {
    return Optional.ofNullable(evidence);
  }

  /** The same prediction without its evidence. */
  public Solution withoutEvidence() {
    return evidence == null ? this : of(prediction);
  }
}
