package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.eval.Ids;
import org.qakit.eval.PredictionsLayout;
import org.qakit.eval.RunRecord;
import org.qakit.io.Sha256;
import org.qakit.model.Item;
import org.qakit.report.SystemRun;
import org.qakit.solve.Prediction;

/**
 * The runs {@code qakit report} is given, read and checked, grouped by what they were scored on:
 * a task split, or a format and its files. Each RUN is a run record or a predictions file with its
 * record beside it ({@link RunRecord#pathFor}). Refused, in one line each: a RUN without a record,
 * a predictions file whose sha256 is not the record's, runs of one task split on different gold
 * data, gold data here that differs from the run's, and predictions that miss an item that counts
 * or name one that does not exist.
 */
final class ReportRuns {

  /**
   * The runs on one task split or dataset.
   *
   * @param scored the items that count, read here
   * @param systems the runs, with distinct labels, in the order given
   * @param baseline the baseline's label when it ran on these items, else null
   */
  record Group(ScoredItems scored, List<SystemRun> systems, String baseline) {}

  private record Run(Path path, RunRecord record) {}

  private ReportRuns() {}

  /** Reads {@code runs} (and {@code baseline}, or null, which need not be among them) into groups, in the order first given. */
  static List<Group> load(List<Path> runs, Path baseline, PrintWriter err) throws IOException {
    var records = new LinkedHashMap<Path, Run>();
    var all = new ArrayList<>(runs);
    if (baseline != null) {
      all.add(baseline);
    }
    for (Path given : all) {
      Path record = recordOf(given);
      Path key = record.toAbsolutePath().normalize();
      if (!records.containsKey(key)) {
        records.put(key, new Run(record, checked(record)));
      }
    }
    Path baselineKey = baseline == null ? null : recordOf(baseline).toAbsolutePath().normalize();
    var groups = new LinkedHashMap<String, List<Run>>();
    records.values().forEach(r -> groups.computeIfAbsent(groupKey(r.record()), k -> new ArrayList<>()).add(r));
    var out = new ArrayList<Group>();
    for (List<Run> group : groups.values()) {
      out.add(group(group, baselineKey, err));
    }
    return out;
  }

  /** The record of a RUN argument: itself when it is a {@code .run.json}, else the record beside the predictions file. */
  static Path recordOf(Path given) {
    if (!Files.exists(given)) {
      throw new IllegalArgumentException(given + ": no such run (expected a *.run.json record or a predictions file with its record beside it)");
    }
    if (given.getFileName().toString().endsWith(".run.json")) {
      return given;
    }
    Path record = RunRecord.pathFor(given);
    if (!Files.isRegularFile(record)) {
      throw new IllegalArgumentException(given + ": no run record beside it (expected " + record
          + ", written by `qakit run -o` and `qakit solve -o`): without it the report cannot say what was run");
    }
    return record;
  }

  /** Reads a record and checks its predictions file is there and unchanged. */
  private static RunRecord checked(Path record) throws IOException {
    RunRecord r = RunRecord.read(record);
    Path predictions = r.predictionsPath(record);
    if (!Files.isRegularFile(predictions)) {
      throw new IllegalArgumentException(record + ": its predictions file " + predictions + " is missing");
    }
    if (r.predictionsSha256() != null) {
      String now = Sha256.file(predictions);
      if (!now.equals(r.predictionsSha256())) {
        throw new IllegalArgumentException(predictions + ": sha256 " + now + ", the run record " + record.getFileName() + " says "
            + r.predictionsSha256() + ": the predictions changed after the run");
      }
    }
    return r;
  }

  private static String groupKey(RunRecord r) {
    if (r.task() != null) {
      return "task\u0000" + r.task() + "\u0000" + r.split();
    }
    return "files\u0000" + r.format() + "\u0000" + r.view() + "\u0000" + goldSums(r);
  }

  private static List<String> goldSums(RunRecord r) {
    var sums = new ArrayList<String>();
    r.inputs().forEach(f -> sums.add(f.sha256()));
    sums.add(r.ids() == null ? "" : r.ids().sha256());
    return sums;
  }

  private static Group group(List<Run> runs, Path baselineKey, PrintWriter err) throws IOException {
    Run first = runs.get(0);
    for (Run r : runs) {
      if (!goldSums(r.record()).equals(goldSums(first.record()))) {
        throw new IllegalArgumentException(r.path() + " and " + first.path() + " are both runs of " + first.record().task() + " "
            + first.record().split() + " on different gold data (" + differingFile(first.record(), r.record())
            + "): a leaderboard compares systems on the same items");
      }
    }
    ScoredItems scored = scoredItems(first, err);
    checkGoldHere(first, scored);
    scored.describe(err);
    var labels = labels(runs);
    var systems = new ArrayList<SystemRun>();
    String baseline = null;
    for (Run r : runs) {
      String label = labels.get(r);
      systems.add(new SystemRun(label, r.path(), r.record(), predictions(r, scored)));
      if (r.path().toAbsolutePath().normalize().equals(baselineKey)) {
        baseline = label;
      }
      err.println("run " + label + ": " + r.path() + " (" + r.record().solverId() + ")");
    }
    return new Group(scored, systems, baseline);
  }

  private static String differingFile(RunRecord a, RunRecord b) {
    for (int i = 0; i < Math.max(a.inputs().size(), b.inputs().size()); i++) {
      var x = i < a.inputs().size() ? a.inputs().get(i) : null;
      var y = i < b.inputs().size() ? b.inputs().get(i) : null;
      if (x == null || y == null || !x.sha256().equals(y.sha256())) {
        return (x != null ? x.path() : y.path()) + ": sha256 " + (x == null ? "none" : x.sha256()) + " vs " + (y == null ? "none" : y.sha256());
      }
    }
    return "ids files " + (a.ids() == null ? "none" : a.ids().path()) + " vs " + (b.ids() == null ? "none" : b.ids().path());
  }

  private static ScoredItems scoredItems(Run run, PrintWriter err) throws IOException {
    RunRecord r = run.record();
    if (r.task() != null) {
      // the split's own ids file is applied by the task itself; another one was a --ids of the run
      String own = org.qakit.task.Tasks.get(r.task()).requireSplit(r.split()).ids();
      boolean extra = r.ids() != null && !r.ids().path().equals(own);
      return ScoredItems.ofTask(r.task(), r.split(), false, extra ? located(r.ids().path(), run.path()) : null);
    }
    var inputs = r.inputs().stream().map(f -> located(f.path(), run.path())).toList();
    return ScoredItems.ofFiles(r.format(), r.view(), false, inputs, r.ids() == null ? null : located(r.ids().path(), run.path()), err);
  }

  /** A path as the run recorded it: absolute, relative to the working folder, or else relative to the record's folder. */
  private static Path located(String path, Path record) {
    Path p = Path.of(path);
    if (p.isAbsolute() || Files.exists(p)) {
      return p;
    }
    Path beside = record.toAbsolutePath().getParent().resolve(p);
    return Files.exists(beside) ? beside : p;
  }

  /** The files read here must be the ones the run read: same count, same sha256, in order. */
  private static void checkGoldHere(Run run, ScoredItems scored) throws IOException {
    List<RunRecord.FileSum> recorded = run.record().inputs();
    if (recorded.size() != scored.inputs().size()) {
      throw new IllegalArgumentException(run.path() + ": the run read " + recorded.size() + " data file(s), the task reads "
          + scored.inputs().size() + " here: the scores would not be the run's");
    }
    for (int i = 0; i < recorded.size(); i++) {
      String here = Sha256.file(scored.inputs().get(i));
      if (!here.equals(recorded.get(i).sha256())) {
        throw new IllegalArgumentException(run.path() + ": the run read " + recorded.get(i).path() + " with sha256 " + recorded.get(i).sha256()
            + ", the file here (" + scored.inputs().get(i) + ") has " + here + ": the scores would not be the run's");
      }
    }
  }

  /** The solver id, with the predictions file's name where runs share a solver. */
  private static Map<Run, String> labels(List<Run> runs) {
    var count = new HashMap<String, Integer>();
    runs.forEach(r -> count.merge(r.record().solverId(), 1, Integer::sum));
    var labels = new LinkedHashMap<Run, String>();
    var used = new HashMap<String, Integer>();
    for (Run r : runs) {
      String id = r.record().solverId();
      String label = count.get(id) == 1 ? id : id + " (" + stem(r.record().predictions()) + ")";
      int n = used.merge(label, 1, Integer::sum);
      labels.put(r, n == 1 ? label : label + " #" + n);
    }
    return labels;
  }

  private static String stem(String path) {
    String name = Path.of(path).getFileName().toString();
    int dot = name.lastIndexOf('.');
    return dot > 0 ? name.substring(0, dot) : name;
  }

  private static Map<String, Prediction> predictions(Run run, ScoredItems scored) throws IOException {
    Path file = run.record().predictionsPath(run.path());
    var layout = PredictionsLayout.of(run.record().predictionsFormat());
    Map<String, Prediction> predictions = scored.predictions(layout, file);
    List<Item> items = scored.dataset().items();
    List<String> missing = items.stream().map(Item::id).filter(id -> !predictions.containsKey(id)).toList();
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException(file + ": expected a prediction for every item that counts, found none for " + missing.size()
          + " of " + items.size() + ": " + Ids.abbreviate(missing));
    }
    var known = new java.util.HashSet<String>();
    items.forEach(i -> known.add(i.id()));
    List<String> unknown = predictions.keySet().stream().filter(id -> !known.contains(id)).toList();
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException(file + ": expected predictions for items of the dataset, found " + unknown.size()
          + " for unknown ids: " + Ids.abbreviate(unknown));
    }
    return predictions;
  }
}
