package org.qakit.select;

import java.util.List;
import org.qakit.model.AnswerSelectionItem;

/**
 * One family of answer-sentence features: a few named values per (question, candidate), computed
 * from the item's analysed text in a {@link Context}. A family documents its exact formulas.
 */
public interface FeatureFamily {

  /** The names of the values {@link #values} returns, in that order (stable: they name weights). */
  List<String> names();

  /** The feature values of candidate {@code candidate} (0-based) of {@code item}. */
  double[] values(AnswerSelectionItem item, int candidate, Context ctx);
}
