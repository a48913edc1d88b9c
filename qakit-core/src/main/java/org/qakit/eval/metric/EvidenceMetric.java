package org.qakit.eval.metric;

import java.util.Collection;
import java.util.List;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;

/**
 * A diagnostic metric over the evidence a prediction names (e.g. the knowledge-base triple of a
 * KBQA answer) rather than its answer. When no metric is asked for, the evaluator scores it only
 * where it {@link #applies}: an official submission names no evidence, and a column of zeros
 * would read as a failure of the system.
 */
public interface EvidenceMetric extends Metric {

  /** Whether the items and these predictions carry what the metric compares. */
  boolean applies(List<? extends Item> items, Collection<Prediction> predictions);
}
