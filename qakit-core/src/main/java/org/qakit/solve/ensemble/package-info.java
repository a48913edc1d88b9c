/**
 * Learned combinations of solvers: {@link org.qakit.solve.ensemble.EnsembleSolver} weighs its
 * members' per-item normalised option scores ({@link org.qakit.solve.ensemble.MemberFeatures}) with
 * a logistic regression that {@link org.qakit.solve.ensemble.EnsembleTrainer} fits on a train split,
 * choosing λ by cross-validation (Clark et al. 2016, the Aristo combination). Members are plain
 * {@link org.qakit.solve.Solver}s, so any multiple-choice solver of any module can join; the
 * command line builds them from one solver spec ({@code --member ID}, docs/solvers.md).
 */
package org.qakit.solve.ensemble;
