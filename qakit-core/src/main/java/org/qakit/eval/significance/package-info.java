/**
 * Paired significance tests: are two systems' scores on the same items really different?
 *
 * <p>Every test here takes two aligned arrays of per-item values, one per system, for the same
 * metric on the same items (as {@link org.qakit.eval.ItemScores} gives them), and works on the
 * per-item differences d<sub>i</sub> = a<sub>i</sub> − b<sub>i</sub>; the observed difference is
 * δ = mean(a) − mean(b). {@link org.qakit.eval.significance.PairedBootstrap} gives δ's percentile
 * interval and a two-sided p-value; {@link org.qakit.eval.significance.ApproximateRandomization}
 * gives a two-sided p-value by random swaps; {@link org.qakit.eval.significance.WinsLosses} counts
 * the items each system wins. {@link org.qakit.eval.significance.PairedComparison} bundles them for
 * one metric; {@code qakit compare} prints it.
 *
 * <p>To add a test: one class with the procedure, its exact p-value definition, the citation and
 * the degenerate cases in Javadoc; a constructor that rejects bad parameters; a seeded
 * {@link java.util.SplittableRandom} created once per call, so that the same inputs, parameters
 * and seed give the same result; tests with hand-computed cases (an exact enumeration where the
 * test is a Monte Carlo estimate of an exact one).
 */
package org.qakit.eval.significance;
