package org.qakit.task;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import org.qakit.registry.Component;

/**
 * A benchmark as its authors run it: what a user names with {@code --task}.
 *
 * @param id stable lower-case id ({@code wikiqa}, {@code quartz-ir})
 * @param title one line: the benchmark, its shape and its language
 * @param family the benchmark family it belongs to ({@code QuaRTz}); tasks of one family share data
 * @param language ISO 639-1 code of the questions ({@code en}, {@code zh}, {@code cs})
 * @param format the {@code org.qakit.format.Formats} id that reads the files
 * @param view the format's view, or null for its only one
 * @param splits the splits, in the order train, dev, test where they exist
 * @param protocol which items count
 * @param scoring which scorer the metrics belong to
 * @param metrics the official metrics ({@code org.qakit.eval.metric.Metrics} ids, or the
 *     distractor ranker's for a distractor task), headline first
 * @param knowledge what background knowledge a solver may read
 * @param corpus the background corpus the task expects and how to build it, or empty
 * @param licence the data licence as stated by its source
 * @param anchors published figures, with source and table
 * @param notes what a user must know (stand-ins, carved splits, quirks), or empty
 */
public record Task(
    String id,
    String title,
    String family,
    String language,
    String format,
    String view,
    List<TaskSplit> splits,
    Protocol protocol,
    Scoring scoring,
    List<String> metrics,
    Knowledge knowledge,
    String corpus,
    String licence,
    List<Anchor> anchors,
    String notes)
    implements Component {

  public Task {
    if (id == null || !id.matches("[a-z][a-z0-9-]*")) {
      throw new IllegalArgumentException("task: expected a lower-case id, found '" + id + "'");
    }
    for (String[] field : new String[][] {{"title", title}, {"family", family}, {"language", language}, {"format", format}, {"licence", licence}}) {
      if (field[1] == null || field[1].isBlank()) {
        throw new IllegalArgumentException("task " + id + ": expected a " + field[0]);
      }
    }
    splits = List.copyOf(splits);
    metrics = List.copyOf(metrics);
    anchors = List.copyOf(anchors);
    if (splits.isEmpty()) {
      throw new IllegalArgumentException("task " + id + ": expected at least one split");
    }
    var names = new HashSet<String>();
    for (TaskSplit s : splits) {
      if (!names.add(s.name())) {
        throw new IllegalArgumentException("task " + id + ": split '" + s.name() + "' is listed twice");
      }
    }
    if (metrics.isEmpty()) {
      throw new IllegalArgumentException("task " + id + ": expected at least one metric (the headline first)");
    }
    if (protocol == null || scoring == null || knowledge == null) {
      throw new IllegalArgumentException("task " + id + ": expected a protocol, a scoring and a knowledge setting");
    }
    corpus = corpus == null ? "" : corpus;
    notes = notes == null ? "" : notes;
  }

  /** The metric a leaderboard sorts by: the first one. */
  public String headline() {
    return metrics.get(0);
  }

  @Override
  public String description() {
    return title;
  }

  /** The split named {@code name}, or empty. */
  public Optional<TaskSplit> split(String name) {
    return splits.stream().filter(s -> s.name().equals(name)).findFirst();
  }

  /** The split named {@code name}; an unknown name is refused with the task's split names. */
  public TaskSplit requireSplit(String name) {
    return split(name).orElseThrow(() -> new IllegalArgumentException("task " + id + " has no split '" + name + "'; its splits: "
        + String.join(", ", splits.stream().map(TaskSplit::name).toList())));
  }
}
