package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.qakit.model.Item;
import org.qakit.split.IdList;
import org.qakit.task.DataHome;
import org.qakit.task.Knowledge;
import org.qakit.task.Task;
import org.qakit.task.TaskData;
import org.qakit.task.Tasks;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The training and dev data of {@code qakit train}: two splits of a task from the registry
 * ({@code --task ID [--train-split S] [--dev-split S]}: its files, checked against their SHA-256,
 * its format, view and ids), or a format with training files ({@code --input}) and dev files
 * ({@code --dev}); either narrowed to the items of an ids file ({@code --ids}, {@code --dev-ids},
 * written by {@code qakit data split --write ids}), which must share no id. A task's split may be
 * both the training and the dev data only when the two ids files carve it (a dev part held out of
 * the training split, so that the epoch kept is not chosen on the split that reports the figure).
 */
final class TrainDataOptions {
  @Option(names = "--task", paramLabel = "ID",
      description = "a task from `qakit tasks`: train on one of its splits and score another after each epoch (instead of -f, --input and --dev)")
  String task;

  @Option(names = "--train-split", paramLabel = "S", defaultValue = "train", description = "with --task: the split to train on; default: ${DEFAULT-VALUE}")
  String trainSplit;

  @Option(names = "--dev-split", paramLabel = "S", defaultValue = "dev", description = "with --task: the split scored after each epoch; default: ${DEFAULT-VALUE}")
  String devSplit;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", description = "dataset format (`qakit list formats`; required without --task)")
  String format;

  @Option(names = "--view", paramLabel = "VIEW", description = "task view for formats with several; default: the format's first")
  String view;

  @Option(names = "--lenient", description = "skip malformed records (and, for the span head, training items whose answer is not in their passage), count them and report them, instead of stopping at the first")
  boolean lenient;

  @Option(names = "--input", arity = "1", split = ",", paramLabel = "DATA",
      description = "training files (repeatable or comma-separated; required without --task)")
  List<Path> inputs;

  @Option(names = "--dev", split = ",", paramLabel = "DATA", description = "dev files, in the same format (repeatable or comma-separated; required without --task)")
  List<Path> dev;

  @Option(names = "--ids", paramLabel = "IDS",
      description = "train only on the items listed in this ids file (`qakit data split --write ids`)")
  Path ids;

  @Option(names = "--dev-ids", paramLabel = "IDS",
      description = "score only the dev items listed in this ids file; it must share no id with --ids")
  Path devIds;

  /**
   * The items read.
   *
   * @param format the format they were read in (for messages)
   * @param train training items
   * @param trainFiles their files
   * @param dev dev items
   * @param devFiles their files
   * @param itemKnowledge whether the items' stored knowledge may be read: always for files; for a
   *     task, only in a setting with gold or open knowledge (not QuaRTz's no-knowledge or retrieved ones)
   */
  record Data(String format, List<Item> train, List<Path> trainFiles, List<Item> dev, List<Path> devFiles, boolean itemKnowledge) {}

  /** Reads both parts, narrowed to --ids and --dev-ids; notes and skipped records go to {@code err}. */
  Data read(PrintWriter err, CommandLine cli) throws IOException {
    Data all = readAll(err, cli);
    if (ids == null && devIds == null) {
      return all;
    }
    IdList trainList = ids == null ? null : IdList.read(ids);
    IdList devList = devIds == null ? null : IdList.read(devIds);
    if (trainList != null && devList != null) {
      trainList.checkDisjoint(devList);
    }
    List<Item> train = trainList == null ? all.train() : trainList.select(all.train());
    List<Item> devItems = devList == null ? all.dev() : devList.select(all.dev());
    err.println("train: " + train.size() + " training items" + (trainList == null ? "" : " (listed in " + ids + ")") + ", "
        + devItems.size() + " dev items" + (devList == null ? "" : " (listed in " + devIds + ")"));
    // the ids files join the data files, so that the training card records their checksums too
    return new Data(all.format(), train, withIds(all.trainFiles(), ids), devItems, withIds(all.devFiles(), devIds), all.itemKnowledge());
  }

  private static List<Path> withIds(List<Path> files, Path idsFile) {
    if (idsFile == null) {
      return files;
    }
    var out = new java.util.ArrayList<>(files);
    out.add(idsFile);
    return List.copyOf(out);
  }

  private Data readAll(PrintWriter err, CommandLine cli) throws IOException {
    if (task != null) {
      if (format != null || view != null || inputs != null || dev != null) {
        throw new IllegalArgumentException("--task " + task + " names the files, format and splits itself: drop -f, --view, --input and --dev");
      }
      Task t = Tasks.get(task);
      if (trainSplit.equals(devSplit) && (ids == null || devIds == null)) {
        throw new IllegalArgumentException("--train-split and --dev-split are both " + trainSplit
            + ": score the epochs on another split, or carve that split with --ids and --dev-ids (qakit data split --write ids)");
      }
      DataHome home = DataHome.locate();
      TaskData train = TaskData.read(t, trainSplit, home, Path.of(""), lenient);
      TaskData devData = TaskData.read(t, devSplit, home, Path.of(""), lenient);
      err.println("task " + t.id() + ": train on " + trainSplit + " (" + train.dataset().items().size() + " items), dev "
          + devSplit + " (" + devData.dataset().items().size() + " items)");
      boolean gold = t.knowledge() == Knowledge.GOLD || t.knowledge() == Knowledge.OPEN;
      return new Data(t.format(), train.dataset().items(), train.inputs(), devData.dataset().items(), devData.inputs(), gold);
    }
    if (format == null || inputs == null || dev == null) {
      throw new CommandLine.ParameterException(cli, "Missing required option(s): " + String.join(", ", java.util.stream.Stream.of(
          format == null ? "'--format=FORMAT' (or --task)" : null, inputs == null ? "'--input=DATA' (or --task)" : null,
          dev == null ? "'--dev=DATA' (or --task)" : null).filter(java.util.Objects::nonNull).toList()));
    }
    List<Item> train = DatasetOptions.read(format, view, lenient, inputs, err).items();
    List<Item> devItems = DatasetOptions.read(format, view, lenient, dev, err).items();
    return new Data(format, train, inputs, devItems, dev, true);
  }
}
