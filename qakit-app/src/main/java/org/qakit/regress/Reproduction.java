package org.qakit.regress;

import java.util.ArrayList;
import java.util.List;
import org.qakit.solve.Solvers;
import org.qakit.task.Task;

/**
 * How a person reproduces a regression file from the command line: the {@code qakit run --task}
 * line that prints its scores (preceded by the {@code qakit index build} or {@code qakit kb build}
 * that makes what the solver searches, and the {@code qakit train} lines that fine-tune its model),
 * and the {@code qakit bench FILE} line that checks them.
 * A subset of ids becomes {@code --ids} (the items scored) and {@code --train-ids} (the items trained
 * on). A file that {@code qakit run} cannot express (a curation task, a SolrCloud collection, data
 * without a task) gets only the bench line; {@link #setting} says in a phrase what
 * the solver was given.
 */
public final class Reproduction {
  /** Where the documented commands expect the data home, as the repository's docs write it. */
  public static final String DATA = "../shared/data/";

  private Reproduction() {}

  /** The shell lines, in order; {@code name} is the file's name under the benchmarks folder. */
  public static List<String> commands(RegressionFile f, String name) {
    var lines = new ArrayList<String>();
    if (runnable(f)) {
      lines.addAll(run(f));
    }
    lines.add("./qakit bench " + name);
    return lines;
  }

  /** Whether {@code qakit run --task} reproduces the file's scores. */
  public static boolean runnable(RegressionFile f) {
    return f.taskId() != null && !CurationRegressions.handles(f.solver()) && f.solrSpec() == null
        && f.trainInputs().isEmpty() && (f.index() == null || f.indexSpec() != null)
        && (f.modelSpec() == null || f.modelSpec().onTaskSplits());
  }

  /** The {@code qakit run} line's arguments after {@code qakit}, with what must be built first; empty when not {@link #runnable}. */
  public static List<String> run(RegressionFile f) {
    if (!runnable(f)) {
      return List.of();
    }
    var before = new ArrayList<String>();
    var run = new StringBuilder("./qakit run --task ").append(f.taskId()).append(" --split ").append(f.taskSplit());
    RegressionFile.Split subset = f.split();
    if (subset != null && subset.evaluate() != null) {
      run.append(" --ids ").append(subset.evaluate().path());
    }
    if (f.trainSplit() != null) {
      Task train = f.trainTask();
      if (train.id().equals(f.taskId())) {
        run.append(" --train-split ").append(f.trainSplit());
      } else {
        train.requireSplit(f.trainSplit()).files().forEach(tf -> run.append(" --train ").append(DATA).append(tf.path()));
        run.append(" --train-format ").append(train.format());
      }
    }
    if (subset != null && subset.train() != null) {
      run.append(" --train-ids ").append(subset.train().path());
    }
    run.append(" --solver ").append(f.solver());
    f.members().forEach(m -> run.append(" --member ").append(m));
    append(run, "--lang", f.language());
    append(run, "--analyzer", f.analyzer());
    if (f.seed() != Solvers.RANDOM_SEED) {
      run.append(" --seed ").append(f.seed());
    }
    append(run, "--encoder", f.encoder());
    append(run, "--retrieval", f.retrieval());
    BenchIndex index = f.indexSpec();
    String indexDir = "target/index-" + f.taskId() + "-" + f.variant();
    if (index != null) {
      String dir = indexDir;
      var build = new StringBuilder("./qakit index build");
      index.sources().forEach(s -> s.inputs().forEach(in -> build.append(" --corpus ").append(s.importer()).append('=').append(in.path())));
      build.append(" --lang ").append(index.language());
      if (index.encoder() != null) {
        build.append(" --encoder ").append(index.encoder());
      }
      before.add(build.append(" -o ").append(dir).toString());
      run.append(" --index ").append(dir);
    }
    BenchKb kb = f.kbSpec();
    if (kb != null) {
      String dir = "target/kb-" + f.taskId() + "-" + f.variant();
      var build = new StringBuilder("./qakit kb build -f ").append(kb.format()).append(" -o ").append(dir);
      kb.inputs().forEach(in -> build.append(' ').append(in.path()));
      before.add(build.toString());
      run.append(" --kb ").append(dir);
    }
    BenchModel model = f.modelSpec();
    if (model != null) {
      String dir = "target/model-" + f.taskId() + "-" + f.variant();
      before.addAll(ModelCommands.train(model, dir, indexDir));
      run.append(" --cross-encoder ").append(dir);
    }
    before.add(run.toString());
    return before;
  }

  /** What the solver was given, in a phrase: training, index, knowledge base, encoder, subset. */
  public static String setting(RegressionFile f) {
    var parts = new ArrayList<String>();
    if (!f.members().isEmpty()) {
      parts.add("members " + String.join(", ", f.members()));
    }
    if (f.trainSplit() != null) {
      Task train = f.trainTask();
      parts.add("trained on " + (train.id().equals(f.taskId()) ? "" : train.id() + " ") + f.trainSplit());
    } else if (!f.trainInputs().isEmpty()) {
      parts.add("trained on " + String.join(", ", f.trainInputs().stream().map(i -> "`" + i.path() + "`").toList()));
    }
    BenchIndex index = f.indexSpec();
    if (index != null) {
      parts.add("index: " + String.join(" + ", index.sources().stream().map(BenchIndex.Source::importer).toList())
          + (index.encoder() != null ? " with vectors" : ""));
    }
    if (f.kbSpec() != null) {
      parts.add("knowledge base: " + String.join(" + ", f.kbSpec().inputs().stream().map(i -> "`" + tail(i.path()) + "`").toList()));
    }
    if (f.encoder() != null) {
      parts.add("encoder " + f.encoder());
    }
    if (f.modelSpec() != null) {
      parts.add(ModelCommands.setting(f.modelSpec()));
    }
    if (f.retrieval() != null) {
      parts.add(f.retrieval() + " retrieval");
    }
    if (f.split() != null) {
      RegressionFile.Split subset = f.split();
      var sides = new ArrayList<String>();
      if (subset.evaluate() != null) {
        sides.add("scored on `" + subset.evaluate().path() + "`");
      }
      if (subset.train() != null) {
        sides.add("trained on `" + subset.train().path() + "`");
      }
      parts.add(String.join(", ", sides));
    }
    if (f.solrSpec() != null) {
      parts.add("on SolrCloud (" + f.solrSpec().shape() + ")");
    }
    if (!f.note().isEmpty()) {
      parts.add(f.note());
    }
    return parts.isEmpty() ? "none" : String.join("; ", parts);
  }

  private static String tail(String path) {
    return path.startsWith(DATA) ? path.substring(DATA.length()) : path;
  }

  private static void append(StringBuilder sb, String option, String value) {
    if (value != null) {
      sb.append(' ').append(option).append(' ').append(value);
    }
  }
}
