package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.qakit.split.IdList;
import org.qakit.task.DataHome;
import org.qakit.task.TaskData;
import org.qakit.task.TaskSplit;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The dataset a solving command works on: a task's split ({@code --task ID --split S}), or a
 * format, view and one path per {@code --input}, with an optional ids file.
 */
final class InputOptions {
  @Mixin TaskOptions task;

  @Option(names = "--train-split", paramLabel = "S", description = "with --task: train the solver on this split of the task (its files and ids), as --train does")
  String trainSplit;

  @Option(names = "--index-cache", paramLabel = "DIR",
      description = "with --task: where the task's corpus index is built and reused for a solver that needs one and has no --index; default: $QAKIT_HOME/indexes (~/.qakit/indexes)")
  Path indexCache;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", description = "dataset format (`qakit list formats`; required without --task)")
  String format;

  @Option(names = "--view", paramLabel = "VIEW", description = "task view for formats with several; default: the format's first")
  String view;

  @Option(names = "--input", arity = "1", split = ",", paramLabel = "DATA", description = "dataset files (repeatable or comma-separated; required without --task)")
  List<Path> inputs;

  @Option(names = "--ids", paramLabel = "IDS", description = "use only the items listed in this ids file (`qakit data split --write ids`)")
  Path ids;

  /**
   * Reads the items: a task's split by its protocol, or the files (only the items of --ids when
   * given), reporting notes and skipped records on {@code err}; with --train-split, points
   * {@code solver}'s training data at that split.
   */
  ScoredItems read(boolean lenient, PrintWriter err, CommandLine cli, SolverOptions solver) throws IOException {
    if (task.given()) {
      ScoredItems items = task.read(lenient, format, view, inputs, ids);
      if (trainSplit != null) {
        train(items, solver);
      }
      items.describe(err);
      return items;
    }
    if (trainSplit != null) {
      throw new IllegalArgumentException("--train-split " + trainSplit + " names a split of a task: give --task ID (or train with --train FILE)");
    }
    if (indexCache != null) {
      throw new IllegalArgumentException("--index-cache " + indexCache + " holds a task's corpus index: give --task ID (or --index DIR)");
    }
    if (format == null || inputs == null) {
      throw new CommandLine.ParameterException(cli, "Missing required option(s): "
          + String.join(", ", java.util.stream.Stream.of(format == null ? "'--format=FORMAT' (or --task)" : null,
              inputs == null ? "'--input=DATA' (or --task)" : null).filter(java.util.Objects::nonNull).toList()));
    }
    ScoredItems items = ScoredItems.ofFiles(format, view, lenient, inputs, ids, err);
    items.describe(err);
    return items;
  }

  /**
   * With --task: gives an index-backed solver without --index the task's corpus index, built or
   * reused ({@link TaskIndex}); call it once the items are known to fit the output.
   */
  void provideIndex(ScoredItems items, SolverOptions solver, PrintWriter err) throws IOException {
    if (items.task() != null) {
      TaskIndex.provide(items.task(), solver, indexCache, err);
    }
  }

  /**
   * Points the solver at the task's --train-split, optionally only at its items listed in
   * --train-ids (within the split's own ids file when it has one). The split being solved may be
   * trained on only when it is carved in two: --ids for the items scored, --train-ids for the items
   * trained on, with no id in common.
   */
  private void train(ScoredItems items, SolverOptions solver) throws IOException {
    if (solver == null) {
      throw new IllegalArgumentException("--train-split " + trainSplit + " trains a solver: use it with solve or run");
    }
    if (!solver.train.isEmpty()) {
      throw new IllegalArgumentException("--train-split " + trainSplit + " and --train both name training data: keep one");
    }
    TaskSplit s = items.task().requireSplit(trainSplit);
    Path trainIds = solver.trainIds;
    IdList part = trainIds == null ? null : IdList.read(trainIds);
    Path own = s.ids() == null ? null : TaskData.idsFile(items.task(), s, Path.of(""));
    if (part != null && own != null) {
      part.checkWithin(IdList.read(own)); // a split with ids of its own, carved again
    }
    if (trainSplit.equals(task.split)) {
      if (part == null || ids == null) {
        throw new IllegalArgumentException("--train-split " + trainSplit + " is the split being solved: train on another one (or carve it"
            + " in two: --ids for the items scored, --train-ids for the items trained on)");
      }
      part.checkDisjoint(IdList.read(ids));
    }
    DataHome home = DataHome.locate();
    solver.train = s.files().stream().map(home::resolve).toList();
    solver.trainFormat = items.task().format();
    solver.trainView = items.task().view();
    solver.trainIds = trainIds != null ? trainIds : own;
  }
}
