package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qakit.io.InputDigest;
import org.qakit.regress.BenchIndex;
import org.qakit.regress.RegressionFile;
import org.qakit.solve.SolverFactories;
import org.qakit.solve.SolverFactory;
import org.qakit.task.DataHome;
import org.qakit.task.Task;
import org.qakit.task.TaskCorpus;

/**
 * The index a task run gives an index-backed solver that was given no {@code --index} (nor
 * {@code --solr}): the task's corpus ({@link TaskCorpus}) built by {@link BenchIndex}, as a
 * regression file's {@code solver.index} is, into {@code <cache>/<key>} and reused while its
 * files' checksums and the analyzer are the same (the key is {@link BenchIndex#key}). A task whose
 * corpus is described only in words, or that has none, is refused with what to do instead.
 */
final class TaskIndex {
  /**
   * The cache folder beside the fetch home ({@code $QAKIT_HOME/indexes}, default
   * {@code ~/.qakit/indexes}), unless {@code --index-cache} names another: always a folder of the
   * user's, never the shared data folder a development clone reads.
   */
  static final String CACHE = "indexes";

  private TaskIndex() {}

  /** Whether {@code solver} (or, for an ensemble, one of its members) reads an index. */
  static boolean needed(SolverOptions solver) {
    if (solver.index != null || solver.solr != null) {
      return false;
    }
    var ids = new ArrayList<String>(solver.members);
    ids.add(solver.solver);
    return ids.stream().anyMatch(id -> SolverFactories.registry().get(id).needs() == SolverFactory.Needs.INDEX);
  }

  /**
   * Points {@code solver} at the index of {@code task}'s corpus, built or reused in {@code cache}
   * (null: {@value #CACHE} beside the fetch home), saying which on {@code err}; does nothing when the
   * solver needs no index or was given one.
   */
  static void provide(Task task, SolverOptions solver, Path cache, PrintWriter err) throws IOException {
    if (!needed(solver)) {
      return;
    }
    TaskCorpus corpus = TaskCorpus.of(task).orElseThrow(() -> new IllegalArgumentException("solver '" + solver.solver
        + "' needs an index and task " + task.id() + " " + (task.corpus().isEmpty() ? "reads no background corpus (knowledge: "
        + task.knowledge().id() + ")" : "describes its corpus only in words (" + task.corpus() + ")")
        + ": build one with `qakit index build` and give --index DIR"));
    DataHome home = DataHome.locate();
    var sources = new ArrayList<BenchIndex.Source>();
    var digests = new ArrayList<InputDigest>();
    for (TaskCorpus.Source s : corpus.sources()) {
      Path path = s.resolve(home);
      if (!java.nio.file.Files.exists(path)) {
        throw new IllegalArgumentException("task " + task.id() + ": its corpus " + s.importer() + " " + s.path() + " is not here (" + path
            + "): install or fetch it, or give --index DIR");
      }
      InputDigest d = BenchIndex.digest(s.importer(), path);
      digests.add(d);
      sources.add(new BenchIndex.Source(s.importer(), List.of(new RegressionFile.Input(null, path.toString(), d.sha256(), d.files()))));
    }
    var spec = new BenchIndex(corpus.language(), sources, Math.max(1, solver.threads));
    Path root = cache != null ? cache : home.fetchHome().toAbsolutePath().resolveSibling(CACHE);
    var bar = new ProgressBar(err, "passages");
    BenchIndex.Ready ready;
    try {
      ready = spec.open(root, Path.of(""), digests, null, bar);
    } finally {
      bar.finish();
    }
    String what = "task " + task.id() + ": index of " + String.join("+", corpus.sources().stream().map(TaskCorpus.Source::importer).toList());
    err.println(ready.built() ? String.format(Locale.ROOT, "%s built in %.1f s into %s", what, ready.seconds(), ready.dir())
        : what + " reused from " + ready.dir() + " (same files and analyzer)");
    solver.index = ready.dir();
  }
}
