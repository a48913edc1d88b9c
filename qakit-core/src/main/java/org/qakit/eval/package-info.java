/**
 * Evaluation: metrics (in {@code eval.metric}) and {@link org.qakit.eval.BaselineScores}, which
 * scores the index-free baselines with the metric a dataset's items call for. The full layer
 * (predictions files, trec_eval compatibility, breakdowns, significance) is the evaluation issue.
 */
package org.qakit.eval;
