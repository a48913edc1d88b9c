package org.qakit.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code --task ID [--split S]}: the options of every command that reads a task's split instead of files. */
final class TaskOptions {
  @Option(names = "--task", paramLabel = "ID",
      description = "a task from `qakit tasks`: its split's files, the items its protocol counts and its official metrics (instead of -f and --input)")
  String task;

  @Option(names = "--split", paramLabel = "S", defaultValue = "dev", description = "with --task: the task's split; default: ${DEFAULT-VALUE}")
  String split;

  boolean given() {
    return task != null;
  }

  /**
   * The task's split, narrowed to the items of {@code ids} when given; refused when the command was
   * also given files or a format.
   */
  ScoredItems read(boolean lenient, String format, String view, List<Path> inputs, Path ids) throws IOException {
    if (format != null || inputs != null || view != null) {
      throw new IllegalArgumentException("--task " + task + " names the files and format itself: drop -f, --view and --input");
    }
    return ScoredItems.ofTask(task, split, lenient, ids);
  }
}
