package org.qakit.solve;

import java.util.Optional;
import org.qakit.model.Item;
import org.qakit.registry.Component;

/**
 * Answers items: scores the options of a multiple-choice item or the candidates of a selection item.
 * A solver that can say why implements {@link ExplainingSolver} instead (one method, {@link
 * #solveWithEvidence}); {@code qakit solve} writes its evidence beside each prediction.
 */
public interface Solver extends Component {

  /** The prediction for {@code item}, or empty when this solver does not handle its kind. */
  Optional<Prediction> solve(Item item);

  /**
   * The prediction for {@code item} with the evidence behind it, or empty when this solver does not
   * handle its kind. The default gives {@link #solve}'s prediction with no evidence.
   */
  default Optional<Solution> solveWithEvidence(Item item) {
    return solve(item).map(Solution::of);
  }
}
