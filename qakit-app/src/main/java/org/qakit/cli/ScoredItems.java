package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qakit.dataset.Dataset;
import org.qakit.eval.PredictionsLayout;
import org.qakit.solve.Prediction;
import org.qakit.split.IdList;
import org.qakit.model.Item;
import org.qakit.task.DataHome;
import org.qakit.task.Scoring;
import org.qakit.task.Task;
import org.qakit.task.TaskData;
import org.qakit.task.Tasks;

/**
 * The items a scoring command ({@code eval}, {@code compare}) counts: a task's split by its
 * protocol, or files in a format with an optional ids file. Predictions for items that were read
 * but not selected are dropped quietly, so a subset never needs {@code --lenient}; predictions for
 * ids that are in no file read stay unknown (an error unless {@code --lenient}).
 *
 * @param format the format read
 * @param view the view, or null
 * @param inputs the files read
 * @param task the task, or null
 * @param all every item read, in file order
 * @param dataset the items that count
 * @param excluded ids read but not counted
 * @param ids the ids file that narrowed the items, or null
 */
record ScoredItems(String format, String view, List<Path> inputs, Task task, String split, List<Item> all, Dataset dataset,
    Set<String> excluded, Path ids) {

  /** A task's split from the data home ({@link DataHome#locate()}), ids files relative to the working folder. */
  static ScoredItems ofTask(String taskId, String split, boolean lenient) throws IOException {
    return ofTask(taskId, split, lenient, null);
  }

  /**
   * A task's split as its protocol scores it, narrowed to the items of an ids file ({@code null}:
   * every scored item), e.g. a held part carved from a split that is both trained and scored on.
   */
  static ScoredItems ofTask(String taskId, String split, boolean lenient, Path ids) throws IOException {
    Task task = Tasks.get(taskId);
    if (task.scoring() != Scoring.ITEMS) {
      throw new IllegalArgumentException("task " + task.id() + " is scored by `qakit distractors --evaluate`, not by predictions of its items");
    }
    TaskData data = TaskData.read(task, split, DataHome.locate(), Path.of(""), lenient);
    if (ids != null) {
      // an id of an item the protocol leaves out is named as such, not as an unknown id
      var counted = new HashSet<String>();
      data.dataset().items().forEach(i -> counted.add(i.id()));
      var read = IdList.read(ids);
      for (Item item : data.all()) {
        if (read.ids().contains(item.id()) && !counted.contains(item.id())) {
          throw new IllegalArgumentException(ids + ": '" + item.id() + "' is an item of task " + task.id() + " " + split
              + " that its protocol does not count (" + task.protocol().description() + ")");
        }
      }
    }
    Dataset selected = DatasetOptions.select(data.dataset(), ids);
    var excluded = new LinkedHashSet<String>(data.excluded());
    data.dataset().items().forEach(i -> excluded.add(i.id()));
    selected.items().forEach(i -> excluded.remove(i.id()));
    return new ScoredItems(task.format(), task.view(), data.inputs(), task, split, data.all(), selected, excluded, ids);
  }

  /** Files in {@code format}, narrowed by an ids file ({@code null}: every item). */
  static ScoredItems ofFiles(String format, String view, boolean lenient, List<Path> inputs, Path ids, PrintWriter err) throws IOException {
    Dataset read = DatasetOptions.read(format, view, lenient, inputs, err);
    Dataset selected = DatasetOptions.select(read, ids);
    var excluded = new LinkedHashSet<String>();
    read.items().forEach(i -> excluded.add(i.id()));
    selected.items().forEach(i -> excluded.remove(i.id()));
    return new ScoredItems(format, view, inputs, null, null, read.items(), selected, excluded, ids);
  }

  /** Reads a predictions file against every item read, then drops the predictions of items not counted. */
  Map<String, Prediction> predictions(PredictionsLayout layout, Path file) throws IOException {
    var all = new LinkedHashMap<>(layout.read(file, this.all));
    all.keySet().removeAll(excluded);
    return all;
  }

  /** What was selected, for stderr: "task wikiqa dev: 126 of 296 items scored (with-positive)". */
  void describe(PrintWriter err) {
    if (task != null) {
      err.println("task " + task.id() + " " + split + ": " + dataset.items().size() + " of " + all.size() + " items scored ("
          + task.protocol().description() + (ids != null ? "; only those listed in " + ids : "") + ")");
    } else if (!excluded.isEmpty()) {
      err.println("scoring " + dataset.items().size() + " of " + all.size() + " items (--ids)");
    }
  }
}
