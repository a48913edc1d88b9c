/**
 * Metrics: one class per metric, each giving a per-item value whose mean over the items of its kind
 * is the dataset's score, with its exact definition, source, tie rule and edge cases in Javadoc and
 * in {@code description()}; {@code docs/metrics.md} gathers them. Answer selection: {@link
 * org.qakit.eval.metric.MeanReciprocalRank}, {@link org.qakit.eval.metric.MeanAveragePrecision},
 * {@link org.qakit.eval.metric.PrecisionAtK}, {@link org.qakit.eval.metric.RecallAtK}, all {@link
 * org.qakit.eval.metric.RankingMetric}s reading one {@link org.qakit.eval.metric.CandidateRanking}
 * (score descending, position ascending), which the evaluator computes once per item.
 * Knowledge-base QA: {@link org.qakit.eval.metric.KbqaF1}, {@link
 * org.qakit.eval.metric.KbqaAccuracyAtN}, {@link org.qakit.eval.metric.KbqaMeanReciprocalRank},
 * comparing answers through {@link org.qakit.eval.metric.KbqaAnswers}. Extraction: {@link
 * org.qakit.eval.metric.ExactMatch}, {@link org.qakit.eval.metric.TokenF1}, through {@link
 * org.qakit.eval.metric.ExtractionNormalizer}. Multiple choice: {@link
 * org.qakit.eval.metric.Accuracy}.
 *
 * <p>To add a metric: implement {@link org.qakit.eval.metric.Metric} (or {@link
 * org.qakit.eval.metric.RankingMetric} when the value depends only on the ranking), add one line to {@link
 * org.qakit.eval.metric.Metrics}, write hand-computed tests (arithmetic in comments; ties, no
 * positive, cut-offs, empty predictions) and its section in {@code docs/metrics.md}.
 */
package org.qakit.eval.metric;
