/**
 * Tasks: the unit a user names. A {@link org.qakit.task.Task} is a benchmark as its authors run
 * it: a dataset in a format view, its splits as files (source, checksum, licence), a
 * {@link org.qakit.task.Protocol} saying which items count, the official metrics with the headline
 * one, the background knowledge a solver may use, and the published anchors to compare with.
 *
 * <p>{@link org.qakit.task.Tasks} is the hand-written registry ({@code qakit tasks} prints it);
 * {@link org.qakit.task.DataHome} finds a task's files on this machine; {@link org.qakit.task.TaskCorpus}
 * is the recipe of the background corpora {@code qakit run --task} builds into an index (one line
 * per task whose corpus can be built from files).
 *
 * <p>To add a task: one entry in the family's list ({@code ChineseTasks}, {@code EnglishTasks},
 * {@code CzechTasks}) with its splits, protocol, metrics and anchors (each anchor's source and
 * table), then run {@code qakit tasks --markdown > docs/tasks.md}; {@code TasksTest} checks that
 * the format, view and metrics exist, that every file here has its recorded checksum and that
 * docs/tasks.md is current. A new protocol is one more record in {@link org.qakit.task.Protocol}.
 */
package org.qakit.task;
