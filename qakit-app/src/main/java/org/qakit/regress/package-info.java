/**
 * Regression files ({@code benchmarks/<task>/<variant>.json}): the expected scores of a solver on a
 * task's split, re-checked by {@code qakit bench} ({@link org.qakit.regress.Regressions}), and the
 * pages generated from them with the task registry: the README's results table
 * ({@link org.qakit.regress.ResultsTable}) and {@code docs/tasks/<id>.md}
 * ({@link org.qakit.regress.TaskPage}, commands from {@link org.qakit.regress.Reproduction}).
 *
 * <p>To add one: write the file (task, split, solver, {@code "metrics": {}}), run {@code qakit bench
 * --update FILE} to measure it, then {@code qakit bench --docs-only}; {@code GeneratedDocsTest} fails
 * until the pages are regenerated.
 */
package org.qakit.regress;
