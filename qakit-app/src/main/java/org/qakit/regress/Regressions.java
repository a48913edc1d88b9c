package org.qakit.regress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.qakit.dataset.Dataset;
import org.qakit.eval.Bootstrap;
import org.qakit.eval.Evaluation;
import org.qakit.eval.Evaluator;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.io.InputDigest;
import org.qakit.model.Item;
import org.qakit.solve.ParallelSolve;
import org.qakit.solve.Solver;
import org.qakit.solve.OpenSolver;
import org.qakit.solve.SolverFactories;
import org.qakit.solve.EncoderOptions;
import org.qakit.solve.SolverSpec;
import org.qakit.split.IdList;
import org.qakit.task.DataHome;

/**
 * Runs regression files: checks each input's sha256 (a task's files against the registry,
 * {@link TaskInputs}; every other input against the file, {@link InputDigest}: a file's bytes, a
 * folder's manifest), builds the solver (and its index, knowledge base or fine-tuned model), solves the task's split
 * by its protocol (or the evaluated part of a subset) and scores it with the task's official
 * metrics (a file without a task: every registered metric of its item kinds). A score moved when |actual − expected|
 * > {@link #TOLERANCE} (half a unit in the 4th decimal), in either direction.
 */
public final class Regressions {

  /** Half a unit in the 4th decimal: the expected scores are written to 4 decimals. */
  public static final double TOLERANCE = 0.00005;

  /** One metric's expected and measured score; {@code NaN} where one side has none. */
  public record Row(String metric, double expected, double actual) {
    public boolean moved() {
      return Double.isNaN(expected) || Double.isNaN(actual) || Math.abs(actual - expected) > TOLERANCE;
    }
  }

  /**
   * A file's outcome: checksum problems (one line per input: "path: sha256 expected X, found Y"),
   * metric rows, the measured scores, the measured checksums (input pointer → digest; the ids
   * files of the task's splits: path → sha256), seconds,
   * the cached index, knowledge base and SolrCloud collection it used, and the fine-tuned model
   * (with its card's checksums, what {@code --update} writes in {@code model_sha256}); null when it asked for none.
   */
  public record Outcome(RegressionFile file, List<String> checksumProblems, List<Row> rows,
      Map<String, Double> actual, Map<String, InputDigest> checksums, Map<String, String> ids, double seconds, BenchIndex.Ready index,
      BenchKb.Ready kb, BenchCollection.Ready collection, BenchModel.Ready model) {
    public boolean passed() {
      return checksumProblems.isEmpty() && rows.stream().noneMatch(Row::moved);
    }
  }

  private Regressions() {}

  /** Every {@code *.json} under {@code dir}, sorted by path. */
  public static List<Path> files(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new IllegalArgumentException(dir + ": expected a benchmarks folder of regression files, found none");
    }
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(".json")).sorted().toList();
    }
  }

  /**
   * Runs one file; input paths resolve against {@code root}, a task's files against the data home
   * beside it ({@link DataHome#locate(Path)}). With a subset of ids, only the items of its evaluate
   * ids are scored and the solver trains only on the items of its train ids; the two parts must
   * share no id.
   */
  public static Outcome run(RegressionFile f, Path root, int threads) throws IOException, InterruptedException {
    return run(f, root, threads, root.resolve(RegressionFile.EMBEDDING_CACHE));
  }

  /** As {@link #run(RegressionFile, Path, int)}, with the vectors of {@code solver.encoder} cached in {@code embeddingCache} (null: none). */
  public static Outcome run(RegressionFile f, Path root, int threads, Path embeddingCache) throws IOException, InterruptedException {
    return run(f, root, DataHome.locate(root), threads, embeddingCache, null);
  }

  /**
   * As {@link #run(RegressionFile, Path, int, Path)}, a task's files read from {@code home}; a file
   * with {@code solver.solr} searches its collection on the SolrCloud at {@code solr} (base URLs,
   * comma-separated), built there from its {@code solver.index} corpus when missing
   * ({@link BenchCollection}), instead of an embedded index. A task file whose sha256 differs from
   * the registry's is a checksum problem and nothing is solved.
   *
   * @throws IllegalArgumentException when the file asks for a collection and {@code solr} is null
   */
  public static Outcome run(RegressionFile f, Path root, DataHome home, int threads, Path embeddingCache, String solr)
      throws IOException, InterruptedException {
    return run(f, root, home, threads, embeddingCache, solr, new java.io.PrintWriter(java.io.OutputStream.nullOutputStream()));
  }

  /**
   * As {@link #run(RegressionFile, Path, DataHome, int, Path, String)}; a file with {@code
   * solver.model} trains its model into {@link BenchModel#CACHE} (printing {@code qakit train}'s
   * progress lines to {@code progress}) or reuses it there, and its card's checksums are compared
   * with the file's {@code model_sha256}.
   */
  public static Outcome run(RegressionFile f, Path root, DataHome home, int threads, Path embeddingCache, String solr,
      java.io.PrintWriter progress) throws IOException, InterruptedException {
    long start = System.nanoTime();
    TaskInputs task = TaskInputs.check(f, root, home);
    BenchIndex spec = CurationRegressions.handles(f.solver()) ? null : f.indexSpec();
    Measured measured = measure(f, spec, root);
    var problems = new ArrayList<>(task.problems());
    problems.addAll(measured.problems());
    if (task.blocked()) {
      return new Outcome(f, problems, rows(f, Map.of()), Map.of(), measured.digests(), task.ids(), (System.nanoTime() - start) / 1e9,
          null, null, null, null);
    }
    List<Path> trainPaths = task.trainFiles() != null ? task.trainFiles() : paths(root, f.trainInputs());
    if (CurationRegressions.handles(f.solver())) {
      List<Path> inputs = task.files() != null ? task.files() : paths(root, f.inputs());
      var actual = CurationRegressions.run(f, inputs, trainPaths, f.seed());
      return new Outcome(f, problems, rows(f, actual), actual, measured.digests(), task.ids(), (System.nanoTime() - start) / 1e9,
          null, null, null, null);
    }
    List<Item> items = task.data() != null ? task.data().dataset().items()
        : Formats.get(f.format()).read(paths(root, f.inputs()), new ReadOptions(f.lenient(), f.view())).items();
    IdList trainIds = task.trainIds();
    RegressionFile.Split split = f.split();
    if (split != null) {
      IdList evaluate = split.evaluate() == null ? null : IdList.read(resolve(root, split.evaluate()));
      if (evaluate != null) {
        items = evaluate.select(items);
      }
      if (split.train() != null) {
        IdList train = IdList.read(resolve(root, split.train()));
        if (trainIds != null) {
          train.checkWithin(trainIds); // a split with ids of its own, carved again
        }
        if (evaluate != null) {
          train.checkDisjoint(evaluate);
        }
        trainIds = train;
      }
    }
    BenchCollection solrSpec = f.solrSpec();
    if (solrSpec != null && solr == null) {
      throw new IllegalArgumentException(f.file() + ": its solver searches a SolrCloud collection (solver.solr); give qakit bench --solr URL");
    }
    BenchCollection.Ready collection = solrSpec == null ? null : solrSpec.open(solr, root, spec, measured.index(),
        org.qakit.analysis.Analysis.of(f.language() != null ? f.language() : spec.language(), f.analyzer()).id());
    BenchIndex.Ready ready = spec == null || collection != null ? null : spec.open(root, measured.index(), embeddingCache);
    Path index = ready != null ? ready.dir() : f.index() == null ? null : root.resolve(f.index());
    BenchKb kbSpec = f.kbSpec();
    BenchKb.Ready kb = kbSpec == null ? null
        : kbSpec.open(root, kbSpec.inputs().stream().map(in -> measured.digests().get(in.pointer()).sha256()).toList());
    BenchModel modelSpec = f.modelSpec();
    BenchModel.Ready model = modelSpec == null ? null : modelSpec.open(root, home, progress, index);
    if (model != null) {
      problems.addAll(ModelCard.problems(ModelCard.written(f.json()), model.checksums()));
    }
    ParallelSolve.Result solved;
    try (OpenSolver open = SolverFactories.open(SolverSpec.builder(f.solver())
        .train(trainPaths, f.trainFormat(), f.trainView(), f.trainLenient()).trainIds(trainIds)
        .index(index).language(f.language(), f.analyzer()).seed(f.seed()).kb(kb == null ? null : kb.dir())
        .encoder(f.encoder(), embeddingCache).members(f.members())
        .crossEncoder(model == null ? null : new org.qakit.encode.CrossEncoderSpec(model.dir(), model.dir().resolve("tokenizer.json"), 512, 0))
        .retrieval(f.retrieval() == null ? null : org.qakit.solve.RetrievalMode.of(f.retrieval()))
        .solr(collection == null ? null : new org.qakit.solve.SolrSource(solr, collection.collection())).build())) {
      solved = ParallelSolve.run(open.solver(), items, threads, solving(f, items.size(), progress));
    }
    List<org.qakit.eval.metric.Metric> metrics = task.data() == null ? List.of()
        : task.data().task().metrics().stream().map(org.qakit.eval.metric.Metrics::get).toList();
    Evaluation e = new Evaluator(metrics, List.of(), new Bootstrap(10, Bootstrap.DEFAULT_SEED), false)
        .evaluate(items, byId(solved.predictions()));
    var actual = new LinkedHashMap<String, Double>();
    e.scores().forEach(s -> actual.put(s.metric(), s.score().mean()));
    return new Outcome(f, problems, rows(f, actual), actual, measured.digests(), task.ids(), (System.nanoTime() - start) / 1e9, ready, kb,
        collection, model);
  }

  /** Expected against measured, measured metrics in their order, then those only expected. */
  private static List<Row> rows(RegressionFile f, Map<String, Double> actual) {
    Map<String, Double> expected = f.expected();
    var metrics = new TreeSet<String>(expected.keySet());
    metrics.addAll(actual.keySet());
    var rows = new ArrayList<Row>();
    var ordered = new ArrayList<String>(actual.keySet());
    metrics.stream().filter(m -> !actual.containsKey(m)).forEach(ordered::add);
    for (String m : ordered) {
      rows.add(new Row(m, expected.getOrDefault(m, Double.NaN), actual.getOrDefault(m, Double.NaN)));
    }
    return rows;
  }

  /** The measured checksums (input pointer → digest), those of the index's inputs in order, and what differs. */
  private record Measured(Map<String, InputDigest> digests, List<InputDigest> index, List<String> problems) {}

  /** Checksums every input: an index input over the files its importer reads, any other over all it holds. */
  private static Measured measure(RegressionFile f, BenchIndex spec, Path root) throws IOException {
    var digests = new LinkedHashMap<String, InputDigest>();
    var index = new ArrayList<InputDigest>();
    if (spec != null) {
      for (BenchIndex.Source s : spec.sources()) {
        for (RegressionFile.Input in : s.inputs()) {
          InputDigest d = BenchIndex.digest(s.importer(), resolve(root, in));
          index.add(d);
          digests.put(in.pointer(), d);
        }
      }
    }
    var problems = new ArrayList<String>();
    for (RegressionFile.Input in : f.allInputs()) {
      InputDigest d = digests.get(in.pointer());
      if (d == null) {
        d = InputDigest.of(resolve(root, in));
        digests.put(in.pointer(), d);
      }
      String problem = problem(in, d);
      if (problem != null) {
        problems.add(problem);
      }
    }
    return new Measured(digests, index, problems);
  }

  /**
   * What differs between an input as written and as measured, or null: the checksum, or (for a
   * folder) the number of files read, e.g. {@code /usr/share/wordnet: sha256 expected 3f… over 4
   * file(s), found 9a… over 5 file(s) read}.
   */
  static String problem(RegressionFile.Input in, InputDigest d) {
    boolean filesDiffer = in.files() >= 0 && in.files() != d.files();
    if (d.sha256().equals(in.sha256()) && !filesDiffer) {
      return null;
    }
    String expected = in.sha256().isEmpty() ? "(none)" : in.sha256();
    if (!d.manifest() && in.files() < 0) {
      return in.path() + ": sha256 expected " + expected + ", found " + d.sha256();
    }
    return in.path() + ": sha256 expected " + expected + (in.files() < 0 ? "" : " over " + in.files() + " file(s)")
        + ", found " + d.sha256() + " over " + d.files() + " file(s) read";
  }

  private static Path resolve(Path root, RegressionFile.Input in) {
    return root.resolve(in.path()).normalize();
  }

  private static Map<String, org.qakit.solve.Prediction> byId(List<org.qakit.solve.Prediction> predictions) {
    var map = new LinkedHashMap<String, org.qakit.solve.Prediction>();
    predictions.forEach(p -> map.put(p.itemId(), p));
    return map;
  }

  private static List<Path> paths(Path root, List<RegressionFile.Input> inputs) {
    return inputs.stream().map(i -> root.resolve(i.path()).normalize()).toList();
  }

  /** Seconds between two "solved N of M" lines while a file's items are solved. */
  static final int SOLVE_PROGRESS_SECONDS = 10;

  /**
   * A progress callback for a file's solve: a line "FILE: solved N of M items" on {@code progress}
   * every {@link #SOLVE_PROGRESS_SECONDS} seconds (a slow file solves for minutes), none for a
   * quick one.
   */
  private static java.util.function.LongConsumer solving(RegressionFile f, int total, java.io.PrintWriter progress) {
    long start = System.nanoTime();
    long[] last = {start};
    return done -> {
      synchronized (last) {
        long now = System.nanoTime();
        if (now - last[0] >= SOLVE_PROGRESS_SECONDS * 1_000_000_000L && done < total) {
          last[0] = now;
          progress.printf(java.util.Locale.ROOT, "%s/%s: solved %d of %d items, %.0f s%n", f.file().getParent().getFileName(),
              f.file().getFileName(), done, total, (now - start) / 1e9);
          progress.flush();
        }
      }
    };
  }
}
