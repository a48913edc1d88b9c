/**
 * Checks: consistency rules a dataset should follow, each one class with an id, a severity, the
 * item kinds it looks at and its exact rule as {@code description()}, listed in the hand-written
 * registry {@link org.qakit.check.Checks} ({@code qakit list checks}).
 *
 * <p>A check has one of six scopes (the sealed family of {@link org.qakit.check.Check}): one item
 * ({@link org.qakit.check.ItemCheck}), the dataset and what its reader reported ({@link
 * org.qakit.check.DatasetCheck}), each text field of items and passages ({@link
 * org.qakit.check.TextCheck}), the raw bytes of each input file ({@link
 * org.qakit.check.FileCheck}, via {@link org.qakit.check.RawFile}), a SQAD record folder ({@link
 * org.qakit.check.SqadRecordCheck}), or a second split ({@link org.qakit.check.SplitCheck}).
 * {@link org.qakit.check.DatasetChecker} reads a dataset leniently, recording item locations, and
 * runs them; {@link org.qakit.check.DatasetFixer} applies the fixers ({@link
 * org.qakit.check.TextFixer}, {@link org.qakit.check.ItemFixer}) to a copy with a {@link
 * org.qakit.check.ChangeLog}.
 *
 * <p>To add a check: one class implementing the scope's interface in the sub-package of its
 * family ({@code choice}, {@code select}, {@code kb}, {@code text}, {@code sqad}, {@code split},
 * {@code dataset}), with the exact rule and its source in Javadoc; a line in {@code Checks}; a
 * test with a fixture that triggers it and one that does not; a row in {@code docs/checks.md}.
 */
package org.qakit.check;
