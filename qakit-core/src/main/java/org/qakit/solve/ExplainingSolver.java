package org.qakit.solve;

import java.util.Optional;
import org.qakit.model.Item;

/**
 * A solver that says why: it implements one method, {@link #solveWithEvidence}, returning each
 * prediction with its {@link Explanation}, and {@link #solve} is that prediction without the
 * evidence. A solver whose evidence costs much more than its scores may override {@link #solve} as
 * well; both must give the same prediction.
 *
 * <pre>
 * public Optional&lt;Solution&gt; solveWithEvidence(Item item) {
 *   if (!(item instanceof MultipleChoiceItem m)) return Optional.empty();
 *   List&lt;OptionEvidence&gt; why = explain(m);            // the solver's own typed records
 *   var scores = new LinkedHashMap&lt;String, Double&gt;();
 *   why.forEach(e -&gt; scores.put(e.label(), e.score()));
 *   return Optional.of(new Solution(new Prediction.ChoiceScores(m.id(), scores),
 *       Explanation.of(Map.of("options", why))));
 * }
 * </pre>
 */
public interface ExplainingSolver extends Solver {

  @Override
  Optional<Solution> solveWithEvidence(Item item);

  @Override
  default Optional<Prediction> solve(Item item) {
    return solveWithEvidence(item).map(Solution::prediction);
  }
}
