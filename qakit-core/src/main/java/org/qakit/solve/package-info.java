/**
 * Solvers: each answers items and returns a {@link org.qakit.solve.Prediction}. The baselines here
 * need no index: {@link org.qakit.solve.RandomSolver} and {@link
 * org.qakit.solve.WordOverlapSolver}. Retrieval and neural solvers live in {@code qakit-lucene}
 * and {@code qakit-neural}. To add one: a class implementing {@link org.qakit.solve.Solver}, a
 * paper citation and formula in its Javadoc, and a test. A solver that can say why implements
 * {@link org.qakit.solve.ExplainingSolver} instead: one method returning a {@link
 * org.qakit.solve.Solution}, the prediction with its {@link org.qakit.solve.Explanation} (a JSON
 * object written into the predictions file's {@code evidence} field).
 */
package org.qakit.solve;
