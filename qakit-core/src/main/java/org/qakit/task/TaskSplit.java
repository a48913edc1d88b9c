package org.qakit.task;

import java.util.List;

/**
 * One split of a task: the files read for it and, when the split is carved from a file that holds
 * several, the repository's ids file that picks its items ({@code qakit data split --write ids}).
 *
 * @param name {@code train}, {@code dev}, {@code test} or another name the task's authors use
 * @param files the files read together (a dataset file, a knowledge corpus)
 * @param ids the ids file under the repository that selects the split's items, or null for all items
 * @param note how the split was made or why it is not here, or empty
 */
public record TaskSplit(String name, List<TaskFile> files, String ids, String note) {
  public TaskSplit {
    if (name == null || !name.matches("[a-z][a-z0-9-]*")) {
      throw new IllegalArgumentException("task split: expected a lower-case name, found '" + name + "'");
    }
    files = List.copyOf(files);
    if (files.isEmpty()) {
      throw new IllegalArgumentException("task split " + name + ": expected at least one file");
    }
    note = note == null ? "" : note;
  }

  /** A split read whole from {@code files}. */
  public static TaskSplit of(String name, TaskFile... files) {
    return new TaskSplit(name, List.of(files), null, "");
  }
}
