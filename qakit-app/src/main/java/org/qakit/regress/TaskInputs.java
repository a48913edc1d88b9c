package org.qakit.regress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.io.Sha256;
import org.qakit.split.IdList;
import org.qakit.task.DataHome;
import org.qakit.task.Task;
import org.qakit.task.TaskData;
import org.qakit.task.TaskFile;
import org.qakit.task.TaskSplit;

/**
 * What a regression file's task names, checked and read: the files of the split scored and of the
 * split trained on, each against the sha256 the task registry records (a changed file is a problem
 * line naming its path and both sums, and nothing is read), and the ids files those splits take
 * from the repository, each against the file's {@code ids_sha256}. A file without a task gets
 * {@link #NONE}.
 *
 * @param problems one line per input that differs: {@code path: sha256 expected X, found Y}
 * @param ids the measured sha256 of each ids file, path → sha256 (what {@code --update} writes)
 * @param data the split read by its protocol, or null (no task, or a task file that differs)
 * @param files the split's files in the data home, or null without a task
 * @param trainFiles the training split's files in the data home, or null when the solver trains on no split
 * @param trainIds the training split's ids, or null
 */
record TaskInputs(List<String> problems, Map<String, String> ids, TaskData data, List<Path> files, List<Path> trainFiles,
    IdList trainIds) {

  /** Whether a task file differs from the registry's, so nothing may be solved. */
  boolean blocked() {
    return files != null && data == null;
  }

  static final TaskInputs NONE = new TaskInputs(List.of(), Map.of(), null, null, null, null);

  /** Checks and reads the task's inputs of {@code f}; ids files resolve against {@code root}. */
  static TaskInputs check(RegressionFile f, Path root, DataHome home) throws IOException {
    String trainSplit = f.trainSplit();
    if (f.taskId() == null) {
      if (trainSplit != null) {
        f.trainTask(); // a train split needs a task: refused there with the file's name
      }
      return NONE;
    }
    Task task = f.task();
    TaskSplit split = requireSplit(f, task, f.taskSplit());
    var problems = new ArrayList<String>();
    var ids = new LinkedHashMap<String, String>();
    List<Path> files = files(task, split, home, problems);
    int dataProblems = problems.size();
    checkIds(f, root, split, ids, problems);
    List<Path> trainFiles = null;
    IdList trainIds = null;
    if (trainSplit != null) {
      Task trainTask = f.trainTask();
      TaskSplit train = requireSplit(f, trainTask, trainSplit);
      if (trainTask.id().equals(task.id()) && train.name().equals(split.name())
          && (f.split() == null || f.split().train() == null || f.split().evaluate() == null)) {
        throw new IllegalArgumentException(f.file() + ": solver.train.split " + trainSplit + " is the split scored: train on another one"
            + " (or on a subset of its ids, subset.train, scored on another subset, subset.evaluate)");
      }
      int before = problems.size();
      trainFiles = files(trainTask, train, home, problems);
      dataProblems += problems.size() - before;
      checkIds(f, root, train, ids, problems);
      trainIds = train.ids() == null ? null : IdList.read(root.resolve(train.ids()));
    }
    var expected = f.idsChecksums().keySet().stream().filter(p -> !ids.containsKey(p)).toList();
    expected.forEach(p -> problems.add(p + ": ids_sha256 names it, but the task's splits read no such ids file"));
    TaskData data = dataProblems == 0 ? TaskData.read(task, split.name(), home, root, false) : null;
    return new TaskInputs(problems, ids, data, files, trainFiles, trainIds);
  }

  private static TaskSplit requireSplit(RegressionFile f, Task task, String name) {
    try {
      return task.requireSplit(name);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(f.file() + ": " + e.getMessage(), e);
    }
  }

  /** The split's files in the data home; a missing one is refused, a changed one is a problem. */
  private static List<Path> files(Task task, TaskSplit split, DataHome home, List<String> problems) throws IOException {
    var paths = new ArrayList<Path>();
    for (TaskFile tf : split.files()) {
      Path p = home.resolve(tf);
      switch (home.state(tf)) {
        case MISSING -> throw new IllegalArgumentException("task " + task.id() + " split " + split.name() + ": " + tf.path()
            + " is not in the data home (searched " + home.describe() + "; set $" + DataHome.VARIABLE
            + " or give --data); it comes from " + tf.source());
        case CHANGED -> problems.add(p + ": sha256 expected " + home.expectedSha256(tf).orElseThrow() + " (task " + task.id() + "), found "
            + Sha256.file(p));
        case VERIFIED, PRESENT -> {
          // as the registry records it
        }
      }
      paths.add(p);
    }
    return paths;
  }

  private static void checkIds(RegressionFile f, Path root, TaskSplit split, Map<String, String> ids, List<String> problems)
      throws IOException {
    if (split.ids() == null || ids.containsKey(split.ids())) {
      return;
    }
    Path p = root.resolve(split.ids());
    if (!Files.isRegularFile(p)) {
      throw new IllegalArgumentException(f.file() + ": the split's ids file " + split.ids() + " is not under " + root);
    }
    String found = Sha256.file(p);
    ids.put(split.ids(), found);
    String expected = f.idsChecksums().get(split.ids());
    if (!found.equals(expected)) {
      problems.add(split.ids() + ": sha256 expected " + (expected == null ? "(none)" : expected) + ", found " + found);
    }
  }
}
