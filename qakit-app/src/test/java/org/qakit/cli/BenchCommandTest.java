package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /*
   * Two ARC questions. q1: "sky" is shared only with option A (the answer), so word-overlap is right.
   * q2: no option shares a word with the question: a 2-way tie for the top, which accuracy counts as
   * wrong and accuracy-tie-split as 1/2. accuracy = (1 + 0)/2 = 0.5; tie-split = (1 + 0.5)/2 = 0.75.
   */
  private static final String DATA = """
      {"id":"q1","question":"What color is the sky?","choices":{"text":["blue sky","green grass"],"label":["A","B"]},"answerKey":"A"}
      {"id":"q2","question":"Which animal barks?","choices":{"text":["cat","dog"],"label":["A","B"]},"answerKey":"B"}
      """;

  @TempDir Path root;
  Path bench;
  Path file;

  @BeforeEach
  void setUp() throws IOException {
    Files.createDirectories(root.resolve("data"));
    Files.writeString(root.resolve("data/tiny.jsonl"), DATA);
    bench = Files.createDirectories(root.resolve("benchmarks/tiny"));
    file = bench.resolve("word-overlap.json");
    Files.writeString(file, """
        {"dataset": {"name": "tiny", "format": "arc", "inputs": [{"path": "data/tiny.jsonl", "sha256": ""}]},
         "solver": {"id": "word-overlap"}, "anchor": "random 50%", "slow": false, "metrics": {}}
        """);
  }

  @Test
  void theRepositorysBenchmarksPass() {
    Path real = Path.of("..", "benchmarks").toAbsolutePath().normalize();
    CliRun r = CliRun.of("bench", "--dir", real.toString());
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    // quartz-style-ir/ir-solr.json needs --solr (BenchOnSolrCommandTest): skipped, named, and not among the 20 passed
    assertThat(r.out()).contains("passed: 20 regression file(s)").doesNotContain("MOVED")
        .contains("skipped 1 file(s) over a SolrCloud collection (--solr URL runs them): quartz-style-ir/ir-solr.json");
  }

  @Test
  void updateWritesTheScoresAndChecksumsThenBenchPasses() throws IOException {
    CliRun u = CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--update");
    assertThat(u.exit()).as(u.err()).isZero();
    ObjectNode json = (ObjectNode) MAPPER.readTree(file.toFile());
    assertThat(json.path("metrics").path("accuracy").asDouble()).isEqualTo(0.5);
    assertThat(json.path("metrics").path("accuracy-tie-split").asDouble()).isEqualTo(0.75);
    assertThat(json.path("dataset").path("inputs").get(0).path("sha256").asText()).hasSize(64);
    assertThat(json.path("anchor").asText()).isEqualTo("random 50%");
    // written in the files' own layout: "key": value, one array element a line
    assertThat(Files.readString(file)).contains("\n  \"metrics\": {\n    \"accuracy\": 0.5,\n").doesNotContain("\" : ")
        .contains("\"inputs\": [\n      {\n");
    assertThat(CliRun.of("bench", "--dir", root.resolve("benchmarks").toString()).exit()).isZero();
  }

  @Test
  void aScoreMovedUpFails() throws IOException {
    assertMovedFails(0.5 - 0.0001); // measured 0.5 is 0.0001 above the expected value
  }

  @Test
  void aScoreMovedDownFails() throws IOException {
    assertMovedFails(0.5 + 0.0001); // measured 0.5 is 0.0001 below the expected value
  }

  @Test
  void aMoveWithinHalfAUnitOfTheFourthDecimalPasses() throws IOException {
    CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--update");
    setExpected("accuracy", 0.50004); // |0.5 − 0.50004| = 0.00004 ≤ 0.00005
    assertThat(CliRun.of("bench", "--dir", root.resolve("benchmarks").toString()).exit()).isZero();
  }

  @Test
  void aChangedInputFails() throws IOException {
    CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--update");
    Files.writeString(root.resolve("data/tiny.jsonl"), DATA + "\n");
    CliRun r = CliRun.of("bench", "--dir", root.resolve("benchmarks").toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).contains("CHECKSUM data/tiny.jsonl: sha256 expected").contains("FAILED: 1 of 1");
  }

  @Test
  void slowFilesAreSkippedAndNamedUnlessAll() throws IOException {
    CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--update");
    ObjectNode json = (ObjectNode) MAPPER.readTree(file.toFile());
    json.put("slow", true);
    setExpected(json, "accuracy", 0.1);
    CliRun skipped = CliRun.of("bench", "--dir", root.resolve("benchmarks").toString());
    assertThat(skipped.exit()).isZero();
    assertThat(skipped.out()).contains("skipped 1 slow file(s) (--all runs them): tiny/word-overlap.json").contains("passed: 0");
    CliRun all = CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--all");
    assertThat(all.exit()).isEqualTo(1);
    assertThat(all.out()).contains("MOVED");
  }

  @Test
  void docsRefreshesOnlyTheMarkedSection() throws IOException {
    CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--update");
    Path page = Files.createDirectories(root.resolve("docs")).resolve("benchmarks.md");
    Files.writeString(page, "# Benchmarks\n\nhand-written text\n");
    assertThat(CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--docs").exit()).isZero();
    assertThat(CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--docs").exit()).isZero();
    String text = Files.readString(page);
    assertThat(text).startsWith("# Benchmarks\n\nhand-written text\n")
        .contains("| `tiny/word-overlap.json` | tiny | word-overlap | accuracy 0.5000, accuracy-tie-split 0.7500 | random 50% |");
    assertThat(text.split("## Regression files", -1)).hasSize(2);
  }

  @Test
  void docsOnlyWritesTheReadmeTableAndTheTaskPagesAndRunsNothing() throws IOException {
    Files.writeString(root.resolve("README.md"), "# x\n\n" + org.qakit.regress.ResultsTable.BEGIN + "\nold\n"
        + org.qakit.regress.ResultsTable.END + "\n\nafter\n");
    CliRun r = CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--docs-only");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("wrote the regression section of " + root.resolve("docs/benchmarks.md")).doesNotContain("passed");
    assertThat(MAPPER.readTree(file.toFile()).path("metrics").size()).isZero(); // nothing ran
    assertThat(Files.readString(root.resolve("README.md"))).doesNotContain("\nold\n").endsWith("<!-- END results -->\n\nafter\n")
        .contains("| task | split | metric |");
    assertThat(Files.readString(root.resolve("docs/tasks/wikiqa.md"))).startsWith("# wikiqa\n")
        .contains("No regression file runs this task yet");
  }

  @Test
  void namedFilesRunAloneSlowOrNot() throws IOException {
    Path slow = bench.resolve("random.json");
    Files.writeString(slow, """
        {"dataset": {"name": "tiny", "format": "arc", "inputs": [{"path": "data/tiny.jsonl", "sha256": ""}]},
         "solver": {"id": "random"}, "slow": true, "metrics": {}}
        """);
    String dir = root.resolve("benchmarks").toString();
    CliRun one = CliRun.of("bench", "--dir", dir, "--update", "tiny/random.json");
    assertThat(one.exit()).as(one.err()).isZero();
    assertThat(one.out()).contains("updated 1 of 1 regression file(s)");
    assertThat(MAPPER.readTree(file.toFile()).path("metrics").size()).isZero(); // word-overlap.json did not run
    CliRun missing = CliRun.of("bench", "--dir", dir, "tiny/none.json");
    assertThat(missing.exit()).isEqualTo(1);
    assertThat(missing.err()).contains("tiny/none.json: expected a regression file under " + dir + ", found none");
  }

  @Test
  void anEnsembleFileNamesItsMembers() throws IOException {
    Path ensemble = bench.resolve("ensemble.json");
    Files.writeString(ensemble, """
        {"dataset": {"name": "tiny", "format": "arc", "inputs": [{"path": "data/tiny.jsonl", "sha256": ""}]},
         "solver": {"id": "ensemble", "members": ["word-overlap", "random"],
                    "train": {"inputs": [{"path": "data/tiny.jsonl", "sha256": ""}]}},
         "anchor": "two members", "metrics": {}}
        """);
    String dir = root.resolve("benchmarks").toString();
    // --docs takes no value, so a file name after it is still a file to run
    CliRun u = CliRun.of("bench", "--dir", dir, "--update", "--docs", "tiny/ensemble.json");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    assertThat(u.out()).contains("updated 1 of 1 regression file(s)");
    assertThat(MAPPER.readTree(ensemble.toFile()).path("metrics").has("accuracy")).isTrue();
    assertThat(Files.readString(root.resolve("docs/benchmarks.md"))).contains("| tiny | ensemble (word-overlap, random) |");
    Files.writeString(ensemble, Files.readString(ensemble).replaceFirst("\"members\": \\[[^\\]]*\\]", "\"members\": \"ir\""));
    CliRun bad = CliRun.of("bench", "--dir", dir, "tiny/ensemble.json");
    assertThat(bad.exit()).isEqualTo(1);
    assertThat(bad.err()).contains("solver.members: expected an array of solver ids, found \"ir\"");
  }

  @Test
  void solverAnalyzerPicksTheNamedAnalysis() throws IOException {
    Files.writeString(root.resolve("data/zh.tsv"), "红楼梦的作者是谁？\t红楼梦的作者是曹雪芹。\t1\n红楼梦的作者是谁？\t长江发源于青藏高原。\t0\n"
        + "长江发源于哪里？\t长江发源于青藏高原。\t1\n长江发源于哪里？\t红楼梦是一部小说。\t0\n");
    Files.delete(file);
    Path ranker = bench.resolve("sentence-ranker.json");
    String spec = """
        {"dataset": {"name": "zh", "format": "nlpcc-dbqa", "inputs": [{"path": "data/zh.tsv", "sha256": ""}]},
         "solver": {"id": "sentence-ranker", "lang": "zh", "analyzer": "%s",
                    "train": {"inputs": [{"path": "data/zh.tsv", "sha256": ""}]}},
         "metrics": {}}
        """;
    Files.writeString(ranker, spec.formatted("hanlp"));
    String dir = root.resolve("benchmarks").toString();
    CliRun u = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    // trained and scored on the same 2 questions, each positive shares the question's words: MRR 1
    assertThat(MAPPER.readTree(ranker.toFile()).path("metrics").path("mrr").asDouble()).isEqualTo(1.0);
    Files.writeString(ranker, spec.formatted("jieba"));
    CliRun unknown = CliRun.of("bench", "--dir", dir);
    assertThat(unknown.exit()).isEqualTo(1);
    assertThat(unknown.err()).contains("unknown analyzer 'jieba' for language zh; expected one of smartcn, hanlp");
  }

  @Test
  void anIndexSpecIsBuiltOnceThenReusedAndAChangedCorpusFails() throws IOException {
    Files.writeString(root.resolve("data/knowledge.jsonl"), """
        {"id": "k1", "text": "The sky is blue on a clear day."}
        {"id": "k2", "text": "A dog barks at strangers."}
        """);
    Files.delete(file);
    Path ir = bench.resolve("ir.json");
    Files.writeString(ir, """
        {"dataset": {"name": "tiny", "format": "arc", "inputs": [{"path": "data/tiny.jsonl", "sha256": ""}]},
         "solver": {"id": "ir", "index": {"importer": "quartz-knowledge", "lang": "en", "threads": 2,
                    "inputs": [{"path": "data/knowledge.jsonl", "sha256": ""}]}},
         "metrics": {}}
        """);
    String dir = root.resolve("benchmarks").toString();
    CliRun u = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    assertThat(u.err()).contains("tiny/ir.json: built the index " + root.resolve("target/qakit-bench-indexes"));
    ObjectNode json = (ObjectNode) MAPPER.readTree(ir.toFile());
    assertThat(json.path("solver").path("index").path("inputs").get(0).path("sha256").asText()).hasSize(64);
    assertThat(json.path("solver").path("index").path("threads").asInt()).isEqualTo(2);
    // q1 "sky": k1 shares "sky" with the question and "blue"/"sky" with option A only, so A wins; q2
    // "barks": k2 shares "barks" with the question and "dog" with option B only, so B wins: 2/2 = 1.
    assertThat(json.path("metrics").path("accuracy").asDouble()).isEqualTo(1.0);
    Path stats;
    try (var s = Files.list(root.resolve("target/qakit-bench-indexes"))) {
      stats = s.toList().getFirst().resolve("qakit-index.json");
    }
    String builtAt = MAPPER.readTree(stats.toFile()).path("built_at").asText();

    CliRun again = CliRun.of("bench", "--dir", dir);
    assertThat(again.exit()).as(again.out() + again.err()).isZero();
    assertThat(again.err()).contains("tiny/ir.json: reused the index").doesNotContain("built the index");
    assertThat(MAPPER.readTree(stats.toFile()).path("built_at").asText()).isEqualTo(builtAt);

    Files.writeString(root.resolve("data/knowledge.jsonl"), "{\"id\": \"k3\", \"text\": \"Grass is green.\"}\n", 
        java.nio.file.StandardOpenOption.APPEND);
    CliRun changed = CliRun.of("bench", "--dir", dir);
    assertThat(changed.exit()).isEqualTo(1);
    assertThat(changed.out()).contains("CHECKSUM data/knowledge.jsonl: sha256 expected").contains("FAILED: 1 of 1");
    assertThat(changed.err()).contains("built the index"); // new bytes, new cache key
  }

  @Test
  void aKbSpecIsBuiltOnceAndSplitIdsPickAndAreChecksummed() throws IOException {
    Path kb = root.resolve("data/kb.txt");
    Path questions = root.resolve("data/questions.txt");
    org.qakit.kb.SyntheticKb.write(5000, 1, kb, 60, questions);
    var train = new StringBuilder();
    var dev = new StringBuilder();
    for (int i = 1; i <= 60; i++) {
      (i <= 40 ? train : dev).append(i).append('\n');
    }
    Files.writeString(root.resolve("data/train.ids"), train);
    Files.writeString(root.resolve("data/dev.ids"), dev);
    Files.delete(file);
    Path kbqa = bench.resolve("kbqa.json");
    Files.writeString(kbqa, """
        {"dataset": {"name": "tiny-kb", "format": "nlpcc-kbqa", "inputs": [{"path": "data/questions.txt", "sha256": ""}]},
         "split": {"train": {"path": "data/train.ids", "sha256": ""}, "evaluate": {"path": "data/dev.ids", "sha256": ""}},
         "solver": {"id": "kbqa", "kb": {"format": "nlpcc-kbqa", "inputs": [{"path": "data/kb.txt", "sha256": ""}]},
                    "train": {"inputs": [{"path": "data/questions.txt", "sha256": ""}]}},
         "metrics": {}}
        """);
    String dir = root.resolve("benchmarks").toString();
    CliRun u = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    assertThat(u.err()).contains("tiny/kbqa.json: built the knowledge base " + root.resolve("target/qakit-bench-kbs"));
    ObjectNode json = (ObjectNode) MAPPER.readTree(kbqa.toFile());
    assertThat(json.path("split").path("evaluate").path("sha256").asText()).hasSize(64);
    assertThat(json.path("split").path("train").path("sha256").asText()).hasSize(64);
    assertThat(json.path("solver").path("kb").path("inputs").get(0).path("sha256").asText()).hasSize(64);
    assertThat(json.path("metrics").has("kbqa-f1")).isTrue();
    assertThat(json.path("metrics").has("kbqa-entity-acc")).isTrue();

    CliRun again = CliRun.of("bench", "--dir", dir);
    assertThat(again.exit()).as(again.out() + again.err()).isZero();
    assertThat(again.err()).contains("tiny/kbqa.json: reused the knowledge base");

    Files.writeString(root.resolve("data/dev.ids"), "41\n42\n");
    CliRun changed = CliRun.of("bench", "--dir", dir);
    assertThat(changed.exit()).isEqualTo(1);
    assertThat(changed.out()).contains("CHECKSUM data/dev.ids: sha256 expected");
  }

  /** A task's files copied into a data home of the test's own, so that one can be changed. */
  private Path quartzStyleHome() throws IOException {
    Path home = Files.createDirectories(root.resolve("home/quartz-style"));
    for (String name : new String[] {"dev.jsonl", "knowledge.jsonl"}) {
      Files.copy(org.qakit.testing.SharedData.path("quartz-style/" + name), home.resolve(name));
    }
    return home.getParent();
  }

  @Test
  void aTaskFileReadsItsSplitFromTheDataHomeAndRecordsTheTasksOfficialMetrics() throws IOException {
    Path home = quartzStyleHome();
    Path task = Files.createDirectories(root.resolve("benchmarks/quartz-style")).resolve("random.json");
    Files.writeString(task, """
        {"task": "quartz-style", "split": "dev", "solver": {"id": "random"}, "slow": false, "metrics": {}}
        """);
    String dir = root.resolve("benchmarks").toString();
    CliRun u = CliRun.of("bench", "--dir", dir, "--data", home.toString(), "--update", "quartz-style/random.json");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    var metrics = MAPPER.readTree(task.toFile()).path("metrics");
    // the task's official metrics only, with the numbers of the repository's own file for this task and solver
    assertThat(metrics.fieldNames()).toIterable().containsExactly("accuracy", "accuracy-tie-split");
    assertThat(metrics).isEqualTo(MAPPER.readTree(Path.of("..", "benchmarks", "quartz-style", "random.json").toFile()).path("metrics"));
    assertThat(CliRun.of("bench", "--dir", dir, "--data", home.toString(), "quartz-style/random.json").exit()).isZero();

    Path dev = home.resolve("quartz-style/dev.jsonl");
    Files.writeString(dev, "\n", java.nio.file.StandardOpenOption.APPEND);
    CliRun changed = CliRun.of("bench", "--dir", dir, "--data", home.toString(), "quartz-style/random.json");
    assertThat(changed.exit()).isEqualTo(1);
    assertThat(changed.out()).contains("CHECKSUM " + dev + ": sha256 expected d781817237d032a3563a796de7f6c60fa6eb5068f854bb62247e842df95b843b"
        + " (task quartz-style), found " + org.qakit.io.Sha256.file(dev)).contains("FAILED: 1 of 1");
  }

  @Test
  void aTaskFileWithAnUnknownTaskOrSplitIsRefusedWithItsName() throws IOException {
    Path task = Files.createDirectories(root.resolve("benchmarks/quartz-style")).resolve("random.json");
    String dir = root.resolve("benchmarks").toString();
    Files.writeString(task, "{\"task\": \"quartz-styel\", \"split\": \"dev\", \"solver\": {\"id\": \"random\"}, \"metrics\": {}}");
    CliRun unknown = CliRun.of("bench", "--dir", dir, "quartz-style/random.json");
    assertThat(unknown.exit()).isEqualTo(1);
    assertThat(unknown.err()).contains(task + ": unknown task 'quartz-styel'; did you mean quartz-style");
    Files.writeString(task, "{\"task\": \"quartz-style\", \"split\": \"train\", \"solver\": {\"id\": \"random\"}, \"metrics\": {}}");
    CliRun split = CliRun.of("bench", "--dir", dir, "quartz-style/random.json");
    assertThat(split.err()).contains(task + ": task quartz-style has no split 'train'; its splits: dev, test");
  }

  @Test
  void benchEvalStillMeasuresSpeed() {
    assertThat(CliRun.of("bench", "eval", "--help").out()).contains("Usage: qakit bench eval");
  }

  private void assertMovedFails(double expected) throws IOException {
    CliRun.of("bench", "--dir", root.resolve("benchmarks").toString(), "--update");
    setExpected("accuracy", expected);
    CliRun r = CliRun.of("bench", "--dir", root.resolve("benchmarks").toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).contains("accuracy").contains("MOVED").contains("FAILED: 1 of 1")
        .doesNotContain("accuracy-tie-split  0.7500");
  }

  private void setExpected(String metric, double value) throws IOException {
    setExpected((ObjectNode) MAPPER.readTree(file.toFile()), metric, value);
  }

  private void setExpected(ObjectNode json, String metric, double value) throws IOException {
    ((ObjectNode) json.path("metrics")).put(metric, value);
    Files.writeString(file, MAPPER.writeValueAsString(json));
  }
}
