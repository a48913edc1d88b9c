package org.qakit.eval.metric;

import java.util.Collection;
import java.util.List;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;

/**
 * A diagnostic metric over what a prediction names beside its answer (e.g. the knowledge-base
 * triple of a KBQA answer, {@link Prediction.Answers#triple}) rather than the answer itself. When no
 * metric is asked for, the evaluator scores it only where it {@link #applies}: an official
 * submission names no triple, and a column of zeros would read as a failure of the system. (Not to
 * be confused with a solver's evidence, {@link org.qakit.solve.Explanation}, which no metric reads.)
 */
public interface DiagnosticMetric extends Metric {

  /** Whether the items and these predictions carry what the metric compares. */
  boolean applies(List<? extends Item> items, Collection<Prediction> predictions);
}
