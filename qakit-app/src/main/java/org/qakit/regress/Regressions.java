package org.qakit.regress;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
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
import org.qakit.solve.ParallelSolve;
import org.qakit.solve.Solver;
import org.qakit.solve.SolverFactories;
import org.qakit.solve.SolverSpec;

/**
 * Runs regression files: checks each input's sha256, builds the solver, solves the dataset and
 * scores it with every registered metric of its item kinds. A score moved when |actual − expected|
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
   * A file's outcome: checksum problems (input → "expected X, found Y"), metric rows, seconds, and
   * the cached index it used (null when it asked for none).
   */
  public record Outcome(RegressionFile file, List<String> checksumProblems, List<Row> rows,
      Map<String, Double> actual, Map<String, String> checksums, double seconds, BenchIndex.Ready index) {
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

  /** Runs one file; input paths resolve against {@code root}. */
  public static Outcome run(RegressionFile f, Path root, int threads) throws IOException, InterruptedException {
    long start = System.nanoTime();
    var checksums = new LinkedHashMap<String, String>();
    var problems = new ArrayList<String>();
    BenchIndex spec = f.indexSpec();
    List<RegressionFile.Input> indexInputs = spec == null ? List.of() : spec.inputs();
    for (RegressionFile.Input in : concat(concat(f.inputs(), f.trainInputs()), indexInputs)) {
      Path p = root.resolve(in.path()).normalize();
      String actual = sha256(p);
      checksums.put(in.path(), actual);
      if (!actual.equals(in.sha256())) {
        problems.add(in.path() + ": sha256 expected " + (in.sha256().isEmpty() ? "(none)" : in.sha256()) + ", found " + actual);
      }
    }
    Dataset d = Formats.get(f.format()).read(paths(root, f.inputs()), new ReadOptions(f.lenient(), f.view()));
    BenchIndex.Ready ready = spec == null ? null
        : spec.open(root, indexInputs.stream().map(i -> checksums.get(i.path())).toList());
    Path index = ready != null ? ready.dir() : f.index() == null ? null : root.resolve(f.index());
    Solver solver = SolverFactories.create(new SolverSpec(f.solver(), paths(root, f.trainInputs()), f.trainFormat(),
        f.trainView(), f.trainLenient(), index, f.language(), f.analyzer(), f.seed()));
    var solved = ParallelSolve.run(solver, d.items(), threads, n -> {});
    Evaluation e = new Evaluator(List.of(), List.of(), new Bootstrap(10, Bootstrap.DEFAULT_SEED), false)
        .evaluate(d.items(), byId(solved.predictions()));
    var actual = new LinkedHashMap<String, Double>();
    e.scores().forEach(s -> actual.put(s.metric(), s.score().mean()));
    Map<String, Double> expected = f.expected();
    var metrics = new TreeSet<String>(expected.keySet());
    metrics.addAll(actual.keySet());
    var rows = new ArrayList<Row>();
    var ordered = new ArrayList<String>(actual.keySet());
    metrics.stream().filter(m -> !actual.containsKey(m)).forEach(ordered::add);
    for (String m : ordered) {
      rows.add(new Row(m, expected.getOrDefault(m, Double.NaN), actual.getOrDefault(m, Double.NaN)));
    }
    return new Outcome(f, problems, rows, actual, checksums, (System.nanoTime() - start) / 1e9, ready);
  }

  private static Map<String, org.qakit.solve.Prediction> byId(List<org.qakit.solve.Prediction> predictions) {
    var map = new LinkedHashMap<String, org.qakit.solve.Prediction>();
    predictions.forEach(p -> map.put(p.itemId(), p));
    return map;
  }

  private static List<Path> paths(Path root, List<RegressionFile.Input> inputs) {
    return inputs.stream().map(i -> root.resolve(i.path()).normalize()).toList();
  }

  private static List<RegressionFile.Input> concat(List<RegressionFile.Input> a, List<RegressionFile.Input> b) {
    var all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  /** The lower-case hex sha256 of a file's bytes. */
  public static String sha256(Path file) throws IOException {
    MessageDigest md;
    try {
      md = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    try (InputStream in = Files.newInputStream(file)) {
      byte[] buf = new byte[1 << 16];
      for (int n = in.read(buf); n > 0; n = in.read(buf)) {
        md.update(buf, 0, n);
      }
    }
    return HexFormat.of().formatHex(md.digest());
  }
}
