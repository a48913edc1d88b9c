package org.qakit.solve;

import java.util.Optional;
import org.qakit.model.Item;
import org.qakit.registry.Component;

/** Answers items: scores the options of a multiple-choice item or the candidates of a selection item. */
public interface Solver extends Component {

  /** The prediction for {@code item}, or empty when this solver does not handle its kind. */
  Optional<Prediction> solve(Item item);
}
