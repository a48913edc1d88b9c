/**
 * Evaluation: metrics (in {@code eval.metric}), per-item values ({@link org.qakit.eval.ItemScores}),
 * the {@link org.qakit.eval.Evaluator} (every metric's mean with a {@link org.qakit.eval.Bootstrap}
 * interval, breakdowns by an {@link org.qakit.dataset.ItemField}, missing and unknown ids, the
 * {@link org.qakit.eval.FirstCorrectRank} histogram), predictions files ({@link
 * org.qakit.eval.PredictionsFile}, {@link org.qakit.eval.PredictionsLayout}), {@link
 * org.qakit.eval.BaselineScores} and {@link org.qakit.eval.GroupCrossValidation} (a multiple-choice
 * solver's accuracy fold by fold, whole item groups per fold). To add a breakdown field, add a case to {@code ItemField}; to
 * add a predictions layout, a reader and a constant of {@code PredictionsLayout}.
 */
package org.qakit.eval;
