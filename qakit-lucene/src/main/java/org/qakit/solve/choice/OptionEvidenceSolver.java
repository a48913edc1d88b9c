package org.qakit.solve.choice;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.retrieve.TermSearch;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * An index-backed multiple-choice solver whose scores come with typed evidence: it searches one
 * {@link TermSearch} (required: the embedded index or a collection), and a subclass builds one record per item ({@link #explainItem})
 * that lists one record per option, in choice order, each with the option's label and score. {@link #solve} gives those scores as {@link Prediction.ChoiceScores};
 * {@link #solveWithEvidence} adds the item's record as the {@link Explanation} (its components in
 * declaration order). Other items are not handled (empty).
 *
 * @param <I> the item's evidence
 * @param <O> an option's evidence
 */
abstract class OptionEvidenceSolver<I extends OptionEvidenceSolver.Options<O>, O extends OptionEvidenceSolver.Scored>
    implements ExplainingSolver {

  /** An option's evidence: its label and score. */
  interface Scored {
    String label();

    double score();
  }

  /** An item's evidence: each option's, in choice order. */
  interface Options<O> {
    List<O> options();
  }

  /** The index searched. */
  final TermSearch retriever;
  private final String id;

  /** @param id the solver's id, which also starts the message when {@code retriever} is null */
  OptionEvidenceSolver(String id, TermSearch retriever) {
    if (retriever == null) {
      throw new IllegalArgumentException(id + ": a retriever is required; build an index with qakit index build");
    }
    this.id = id;
    this.retriever = retriever;
  }

  @Override
  public final String id() {
    return id;
  }

  /** The item's evidence. */
  public abstract I explainItem(MultipleChoiceItem item);

  @Override
  public final Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof MultipleChoiceItem m)) {
      return Optional.empty();
    }
    I evidence = explainItem(m);
    return Optional.of(new Solution(scores(m.id(), evidence.options()), Explanation.of(evidence)));
  }

  @Override
  public final Optional<Prediction> solve(Item item) {
    return item instanceof MultipleChoiceItem m ? Optional.of(scores(m.id(), explainItem(m).options())) : Optional.empty();
  }

  private static Prediction scores(String id, List<? extends Scored> options) {
    var scores = new LinkedHashMap<String, Double>();
    options.forEach(e -> scores.put(e.label(), e.score()));
    return new Prediction.ChoiceScores(id, scores);
  }
}
