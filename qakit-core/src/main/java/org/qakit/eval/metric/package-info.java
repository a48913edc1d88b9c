/**
 * Metrics: one class per metric, with its exact definition, tie rule and edge cases in Javadoc and
 * in {@code description()}. To add one, implement {@link org.qakit.eval.metric.Metric} and add
 * hand-computed test cases. (The full evaluation layer — registry, breakdowns, significance,
 * trec_eval compatibility — is the evaluation issue's work.)
 */
package org.qakit.eval.metric;
