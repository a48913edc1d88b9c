package org.qakit.eval.trec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded random qrels and runs, evaluated by qakit and by a real trec_eval ({@link TrecEvalBinary}):
 * the output must be the same bytes, and where trec_eval fails qakit must fail too. The cases
 * have graded and negative judgments, score ties (and {@code -0}), queries in one file only,
 * duplicate documents, queries judged only negatively, every measure with default and random
 * parameters, the default set, {@code -c}, {@code -M} (0 included), {@code -l} and {@code -q}.
 *
 * <p>Scores have at most 6 significant digits: trec_eval 9.0.4 stores scores as {@code float},
 * 9.0.8 as {@code double} (the one difference between them for these measures), and such scores
 * rank the same either way. {@code -Dqakit.trec_eval=PATH} compares with another build, e.g. a
 * trec_eval 9.0.8 built from NIST's sources; {@code -Dqakit.trec_eval.cases=N} sets the number
 * of cases.
 */
class TrecEvalParityTest {
  static final int CASES = Integer.getInteger("qakit.trec_eval.cases", 1500);
  static final long SEED = Long.getLong("qakit.trec_eval.seed", 20261127L);
  static final List<String> MEASURES = TrecMeasures.registry().ids();
  /** trec_eval processes at once: each case's binary run mostly waits on process start-up. */
  static final int BINARY_THREADS = 4;

  @TempDir Path temp;

  @Test
  void randomCasesPrintExactlyWhatTrecEvalPrints() throws IOException, InterruptedException, ExecutionException {
    TrecEvalBinary.path();
    // 9.0.4 reads scores as float: give it scores a float tells apart; give later versions any double
    boolean doubles = !TrecEvalBinary.version().endsWith("9.0.4");
    var rnd = new Random(SEED);
    long start = System.nanoTime();
    // the cases are drawn in order from one seeded generator; the trec_eval processes, which mostly
    // wait on process start-up, run on a few threads, each case in a folder of its own
    var cases = new ArrayList<Case>();
    var expectations = new ArrayList<Future<TrecEvalBinary.Output>>();
    ExecutorService binaries = Executors.newFixedThreadPool(BINARY_THREADS);
    int same = 0;
    int bothFailed = 0;
    Map<String, Integer> coverage = new TreeMap<>();
    try {
      for (int c = 0; c < CASES; c++) {
        Case k = Case.random(rnd, doubles);
        Path dir = Files.createDirectory(temp.resolve("case" + c));
        Path qrels = Files.writeString(dir.resolve("qrels"), String.join("\n", k.qrels()) + "\n");
        Path run = Files.writeString(dir.resolve("run"), String.join("\n", k.run()) + "\n");
        cases.add(k);
        expectations.add(binaries.submit(() -> TrecEvalBinary.run(k.args(qrels, run))));
      }
      for (int c = 0; c < CASES; c++) {
        Case k = cases.get(c);
        Path dir = temp.resolve("case" + c);
        var expected = expectations.get(c).get();
        String actual;
        Exception failure = null;
        try {
          actual = k.qakit(dir.resolve("qrels"), dir.resolve("run"));
        } catch (IOException | RuntimeException e) {
          actual = null;
          failure = e;
        }
        String what = "case " + c + ": trec_eval " + String.join(" ", k.args(Path.of("qrels"), Path.of("run")))
            + "\n--- qrels\n" + String.join("\n", k.qrels()) + "\n--- run\n" + String.join("\n", k.run());
        if (expected.exit() == 0) {
          assertThat(failure).as(what).isNull();
          assertThat(actual).as(what).isEqualTo(expected.out());
          same++;
          k.count(coverage);
        } else {
          assertThat(failure).as(what + "\n--- trec_eval failed: " + expected.err()).isNotNull();
          bothFailed++;
          coverage.merge("failed: " + expected.err().lines().findFirst().orElse("").replaceAll("'.*|docs .*", "").strip(), 1, Integer::sum);
        }
      }
    } finally {
      binaries.shutdownNow();
    }
    System.out.printf("%s, seed %d%s: %d random cases in %.1f s, %d printed the same bytes, %d failed in both; cases per feature: %s%n",
        TrecEvalBinary.version(), SEED, doubles ? ", scores of 17 digits" : "", CASES, (System.nanoTime() - start) / 1e9, same, bothFailed, coverage);
    assertThat(same).isGreaterThan(CASES * 8 / 10);
    assertThat(bothFailed).isPositive();
    for (String feature : List.of("-c", "-M", "-l", "-q", "official")) {
      assertThat(coverage.getOrDefault(feature, 0)).as(feature).isGreaterThan(CASES / 20);
    }
    assertThat(coverage.getOrDefault("-M 0", 0)).as("-M 0").isGreaterThan(CASES / 200);
    for (String measure : MEASURES) {
      assertThat(coverage.getOrDefault(measure, 0)).as(measure).isGreaterThan(CASES / 10);
      assertThat(coverage.getOrDefault(measure + ".params", 0)).as(measure + " with parameters")
          .isGreaterThan(measure.equals("runid") || measure.startsWith("num_") || measure.equals("map") || measure.equals("gm_map")
              || measure.equals("Rprec") || measure.equals("bpref") || measure.equals("recip_rank") ? -1 : CASES / 50);
    }
  }

  @Test
  void trecEval904TiesScoresThatOnlyADoubleTellsApart() throws IOException {
    assumeTrue(TrecEvalBinary.version().endsWith("9.0.4"), "the binary is " + TrecEvalBinary.version());
    Path qrels = Files.writeString(temp.resolve("q"), "q1 0 a 1\n");
    // a scores higher as a double; as a float (9.0.4) both are 0.3 and the tie goes to "b" > "a"
    Path run = Files.writeString(temp.resolve("r"), "q1 Q0 a 1 0.30000002 r\nq1 Q0 b 2 0.30000001 r\n");
    assertThat(TrecEvalBinary.run(List.of("-m", "recip_rank", qrels.toString(), run.toString())).out())
        .isEqualTo(TrecFiles.line("recip_rank", "0.5000") + "\n");
    // trec_eval 9.0.8, like qakit, ranks a first
    assertThat(TrecFiles.lines(qrels, run, TrecEvalOptions.DEFAULTS, "recip_rank")).containsExactly(TrecFiles.line("recip_rank", "1.0000"));
  }

  /** One random evaluation: files, switches and measures. */
  record Case(List<String> qrels, List<String> run, boolean complete, int maxRetrieved, int level, boolean perQuery,
      List<String> measures) {
    static final String[] QUERIES = {"1", "2", "10", "q1", "q10", "Q2", "é3"};
    static final String[] DOC_PREFIXES = {"d", "D", "doc-", "FT9", "d0"};
    static final int[] RELEVANCE = {-1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4};
    static final String[] SEPARATORS = {" ", " ", " ", "\t", "  "};
    static final String[] LEVELS = {"0", "0.0", "0.05", "0.1", ".25", "0.333", "0.5", "0.75", "0.9", "1", "0.125", "0.375"};
    static final String[] GAINS = {"0", "1", "2", "0.5", "1.5", "-1", "3.25", "10", "2.7", "0.2"};

    static Case random(Random rnd, boolean doubles) {
      var queries = new ArrayList<>(List.of(QUERIES));
      Collections.shuffle(queries, rnd);
      int judgedQueries = 1 + rnd.nextInt(5);
      List<String> docs = docs(rnd);
      var qrels = new ArrayList<String>();
      for (String q : queries.subList(0, judgedQueries)) {
        var judged = new ArrayList<>(docs);
        Collections.shuffle(judged, rnd);
        boolean onlyUnjudged = rnd.nextInt(40) == 0;
        for (String d : judged.subList(0, 1 + rnd.nextInt(Math.min(judged.size(), 15)))) {
          qrels.add(line(rnd, q, "0", d, Integer.toString(onlyUnjudged ? -1 : RELEVANCE[rnd.nextInt(RELEVANCE.length)])));
        }
      }
      if (rnd.nextInt(50) == 0) {
        qrels.add(qrels.get(rnd.nextInt(qrels.size()))); // a document judged twice
      }
      Collections.shuffle(qrels, rnd);
      var runQueries = new ArrayList<String>();
      for (String q : queries.subList(0, judgedQueries)) {
        if (rnd.nextInt(5) > 0) {
          runQueries.add(q);
        }
      }
      if (runQueries.isEmpty() || rnd.nextInt(3) == 0) {
        runQueries.add(queries.get(judgedQueries)); // a query the qrels do not know
      }
      var run = new ArrayList<String>();
      int scoreMode = rnd.nextInt(doubles ? 4 : 3);
      for (String q : runQueries) {
        var retrieved = new ArrayList<>(docs);
        for (int i = 0; i < 5; i++) {
          retrieved.add("x" + i); // never judged
        }
        Collections.shuffle(retrieved, rnd);
        for (String d : retrieved.subList(0, 1 + rnd.nextInt(Math.min(retrieved.size(), 20)))) {
          run.add(line(rnd, q, "Q0", d, Integer.toString(rnd.nextInt(100)), score(rnd, scoreMode), rnd.nextInt(4) == 0 ? "runB" : "runA"));
        }
      }
      if (rnd.nextInt(50) == 0) {
        String dup = run.get(rnd.nextInt(run.size()));
        String[] f = dup.split("\\s+");
        run.add(line(rnd, f[0], "Q0", f[2], "1", score(rnd, scoreMode), f[5])); // a document retrieved twice
      }
      Collections.shuffle(run, rnd);
      return new Case(qrels, run, rnd.nextBoolean(), rnd.nextInt(4) == 0 ? rnd.nextInt(12) : -1,
          rnd.nextInt(4) == 0 ? rnd.nextInt(4) : -1, rnd.nextBoolean(), measures(rnd));
    }

    static List<String> docs(Random rnd) {
      var docs = new ArrayList<String>();
      int n = 3 + rnd.nextInt(25);
      for (int i = 0; docs.size() < n; i++) {
        String d = DOC_PREFIXES[rnd.nextInt(DOC_PREFIXES.length)] + rnd.nextInt(40);
        if (!docs.contains(d)) {
          docs.add(d);
        }
      }
      return docs;
    }

    /**
     * Modes 0 to 2 have at most 6 significant digits, so that float (9.0.4) and double (9.0.8)
     * rank alike; mode 3 has scores that only a double tells apart.
     */
    static String score(Random rnd, int mode) {
      return switch (rnd.nextInt(12) == 0 ? -1 : mode) {
        case 0 -> Integer.toString(rnd.nextInt(4));
        case 1 -> String.format(java.util.Locale.ROOT, "%.2f", rnd.nextInt(200) / 100.0 - 0.5);
        case 2 -> String.format(java.util.Locale.ROOT, "%.4f", rnd.nextDouble() * 10);
        case 3 -> rnd.nextBoolean() ? Double.toString(rnd.nextDouble()) : "0.3000000" + rnd.nextInt(3);
        default -> List.of("-0", "0", "1e1", "2.5E-1", "-1.5", "0.000").get(rnd.nextInt(6));
      };
    }

    static List<String> measures(Random rnd) {
      var specs = new ArrayList<String>();
      if (rnd.nextInt(4) == 0) {
        if (rnd.nextBoolean()) {
          specs.add("official");
          if (rnd.nextBoolean()) {
            specs.add(rnd.nextBoolean() ? "P." + cutoffs(rnd) : "iprec_at_recall." + levels(rnd));
          }
        }
        return specs; // none: trec_eval's default, the official set
      }
      while (specs.isEmpty()) {
        for (String m : MEASURES) {
          if (rnd.nextInt(100) < 35) {
            specs.add(rnd.nextBoolean() ? m : m + parameters(rnd, m));
          }
        }
      }
      if (rnd.nextInt(10) == 0) {
        specs.add("P." + cutoffs(rnd)); // the first parameters given win
      }
      Collections.shuffle(specs, rnd);
      return specs;
    }

    static String parameters(Random rnd, String measure) {
      return switch (measure) {
        case "P", "recall", "success", "ndcg_cut" -> "." + cutoffs(rnd);
        case "iprec_at_recall" -> "." + levels(rnd);
        case "ndcg" -> "." + gains(rnd);
        default -> "";
      };
    }

    static String cutoffs(Random rnd) {
      var ks = new ArrayList<String>();
      for (int n = 1 + rnd.nextInt(3); ks.size() < n; ) {
        String k = Integer.toString(1 + rnd.nextInt(25));
        if (!ks.contains(k)) {
          ks.add(k);
        }
      }
      return String.join(",", ks);
    }

    static String levels(Random rnd) {
      var xs = new ArrayList<String>();
      for (int n = 1 + rnd.nextInt(4); xs.size() < n; ) {
        String x = LEVELS[rnd.nextInt(LEVELS.length)];
        if (xs.stream().noneMatch(y -> Double.parseDouble(y) == Double.parseDouble(x))) {
          xs.add(x);
        }
      }
      return String.join(",", xs);
    }

    static String gains(Random rnd) {
      var levels = new ArrayList<Integer>(List.of(0, 1, 2, 3, 4, 5));
      Collections.shuffle(levels, rnd);
      return levels.subList(0, 1 + rnd.nextInt(3)).stream()
          .map(l -> l + "=" + GAINS[rnd.nextInt(GAINS.length)]).collect(Collectors.joining(","));
    }

    static String line(Random rnd, String... fields) {
      var s = new StringBuilder(fields[0]);
      for (int i = 1; i < fields.length; i++) {
        s.append(SEPARATORS[rnd.nextInt(SEPARATORS.length)]).append(fields[i]);
      }
      return s.toString();
    }

    List<String> args(Path qrelsFile, Path runFile) {
      var args = new ArrayList<String>();
      if (perQuery) {
        args.add("-q");
      }
      if (complete) {
        args.add("-c");
      }
      if (maxRetrieved >= 0) {
        args.add("-M" + maxRetrieved);
      }
      if (level >= 0) {
        args.addAll(List.of("-l", Integer.toString(level)));
      }
      for (String m : measures) {
        args.addAll(List.of("-m", m));
      }
      args.addAll(List.of(qrelsFile.toString(), runFile.toString()));
      return args;
    }

    String qakit(Path qrelsFile, Path runFile) throws IOException {
      var options = new TrecEvalOptions(complete, maxRetrieved >= 0 ? maxRetrieved : Long.MAX_VALUE, level >= 0 ? level : 1);
      var selected = TrecMeasures.select(measures).measures();
      var result = TrecEval.evaluate(TrecQrels.read(qrelsFile), TrecRun.read(runFile), selected, options, perQuery);
      return result.lines().stream().map(l -> l + "\n").collect(Collectors.joining());
    }

    /** Counts the features this case exercised. */
    void count(Map<String, Integer> coverage) {
      var features = new ArrayList<String>();
      if (complete) {
        features.add("-c");
      }
      if (maxRetrieved >= 0) {
        features.add(maxRetrieved == 0 ? "-M 0" : "-M");
      }
      if (level >= 0) {
        features.add("-l");
      }
      if (perQuery) {
        features.add("-q");
      }
      if (measures.isEmpty() || measures.contains("official")) {
        features.add("official");
      }
      for (TrecMeasure m : TrecMeasures.select(measures).measures()) {
        features.add(m.id());
      }
      for (String spec : measures) {
        if (spec.contains(".")) {
          features.add(spec.substring(0, spec.indexOf('.')) + ".params");
        }
      }
      features.forEach(f -> coverage.merge(f, 1, Integer::sum));
    }
  }
}
