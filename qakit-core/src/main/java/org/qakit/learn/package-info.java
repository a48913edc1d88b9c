/**
 * Learned combiners of features: {@link org.qakit.learn.LogisticRegression} (pointwise, L2,
 * Newton's method on standardised features) and {@link org.qakit.learn.PairwiseRanker} (the same
 * learner on differences of a positive's and a negative's features within one question, as in
 * RankNet). Both are deterministic: the same rows in the same order give the same weights.
 *
 * <p>To add a learner: one class with a static {@code train} that documents its objective and
 * returns an immutable model with {@code score(double[])}, and a test on a separable toy problem
 * plus a determinism test.
 */
package org.qakit.learn;
