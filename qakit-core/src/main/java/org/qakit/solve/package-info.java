/**
 * Solvers: each answers items and returns a {@link org.qakit.solve.Prediction}. The baselines here
 * need no index: {@link org.qakit.solve.RandomSolver} and {@link
 * org.qakit.solve.WordOverlapSolver}. Retrieval and neural solvers live in {@code qakit-lucene}
 * and {@code qakit-neural}. To add one: a class implementing {@link org.qakit.solve.Solver}, a
 * paper citation and formula in its Javadoc, and a test.
 */
package org.qakit.solve;
