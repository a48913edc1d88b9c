package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.qakit.eval.PredictionsLayout;
import org.qakit.eval.RunRecord;
import org.qakit.index.QakitVersion;
import org.qakit.io.InputDigest;
import org.qakit.task.TaskData;
import org.qakit.task.TaskSplit;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Writes the {@link RunRecord} of a {@code qakit run} or {@code qakit solve} beside its predictions
 * ({@link RunRecord#pathFor}). Started when the command starts (its clock and the command line as
 * typed), finished once the predictions file is written.
 *
 * <ul>
 *   <li>{@code command}: {@code qakit}, the subcommand and the arguments as typed, each quoted for
 *       a POSIX shell where it holds anything but letters, digits and {@code -_./:=,@+%}.
 *   <li>{@code solver.parameters}: the options of {@link SolverOptions} that the command line set,
 *       by their longest name, in the order typed, but {@code --solver} (the record's {@code solver.id}); a repeated option's values joined by commas, a
 *       flag as {@code true}. An index a task run built is not one of them (the command and the
 *       task's corpus say how to rebuild it).
 *   <li>{@code ids}: {@code --ids}, else the ids file of the task split solved; {@code training}: the
 *       split of {@code --train-split} (else null) and every training file, then the training ids
 *       file when there is one, each with its SHA-256 (a folder: {@link InputDigest}'s manifest).
 * </ul>
 */
final class RunRecording {
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=,@+%-]+");

  private final Instant started = Instant.now();
  private final long startNanos = System.nanoTime();
  private final String command;
  private final Map<String, String> parameters;

  private RunRecording(String command, Map<String, String> parameters) {
    this.command = command;
    this.parameters = parameters;
  }

  /** Starts the clock of the command {@code spec} is parsing, with the solver options of its mixin {@code solverMixin}. */
  static RunRecording start(CommandSpec spec, String solverMixin) {
    var words = new ArrayList<String>();
    words.add("qakit");
    words.addAll(spec.root().commandLine().getParseResult().originalArgs());
    var names = new HashSet<String>();
    spec.mixins().get(solverMixin).options().forEach(o -> names.add(o.longestName()));
    names.remove("--solver"); // the record's solver.id
    return new RunRecording(String.join(" ", words.stream().map(RunRecording::quote).toList()), given(spec, names));
  }

  private static Map<String, String> given(CommandSpec spec, Set<String> names) {
    var out = new LinkedHashMap<String, String>();
    for (OptionSpec o : spec.commandLine().getParseResult().matchedOptions()) {
      if (names.contains(o.longestName())) {
        List<String> values = o.originalStringValues();
        out.put(o.longestName(), values.isEmpty() ? "true" : String.join(",", values));
      }
    }
    return out;
  }

  static String quote(String word) {
    return PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
  }

  /**
   * Writes the record of predictions {@code output} (already written, in {@code layout}) and says so on {@code err}.
   *
   * @param metrics the scores the run printed, by metric id; empty for {@code solve}
   */
  void finish(ScoredItems scored, InputOptions input, SolverOptions solver, Path output, PredictionsLayout layout,
      Map<String, Double> metrics, PrintWriter err) throws IOException {
    var inputs = new ArrayList<RunRecord.FileSum>();
    for (Path p : scored.inputs()) {
      inputs.add(sum(p));
    }
    RunRecord.FileSum ids = input.ids == null ? null : sum(input.ids);
    if (scored.task() != null && ids == null) {
      // the split's own ids file, named as the registry names it, wherever it was read (the clone or the jar)
      TaskSplit split = scored.task().requireSplit(scored.split());
      ids = split.ids() == null ? null
          : new RunRecord.FileSum(split.ids(), org.qakit.io.Sha256.file(TaskData.idsFile(scored.task(), split, Path.of(""))));
    }
    RunRecord.Training training = null;
    if (!solver.train.isEmpty()) {
      var files = new ArrayList<RunRecord.FileSum>();
      for (Path p : solver.train) {
        files.add(sum(p));
      }
      if (solver.trainIds != null) {
        files.add(sum(solver.trainIds));
      }
      training = new RunRecord.Training(input.trainSplit, files);
    }
    var record = new RunRecord(QakitVersion.get(), command, started, (System.nanoTime() - startNanos) / 1e9,
        scored.task() == null ? null : scored.task().id(), scored.split(), scored.format(), scored.view(), inputs,
        ids, solver.solver, parameters, training, output.getFileName().toString(), layout.id(),
        sum(output).sha256(), scored.all().size(), scored.dataset().items().size(), metrics);
    Path file = RunRecord.pathFor(output);
    record.write(file);
    err.println("wrote the run record " + file);
  }

  private static RunRecord.FileSum sum(Path p) throws IOException {
    String sha = Files.isDirectory(p) ? InputDigest.of(p).sha256() : org.qakit.io.Sha256.file(p);
    return new RunRecord.FileSum(p.toString(), sha);
  }
}
