package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Samples;
import org.qakit.solr.SolrClusterProcess;
import org.qakit.testing.SharedData;

/**
 * The index-backed solvers on a SolrCloud collection (the shared in-process cluster, a child JVM;
 * 2 shards × 2 replicas) against the embedded index of the same corpus: {@code ir} and {@code pmi}
 * on the quartz-style dev split give the same accuracy and the same per-item scores and evidence;
 * {@code doc-select} and {@code extract} on the shipped SQAD sample (Czech, 2 × 1) the same scores.
 */
@org.qakit.solr.SolrClusterTest
class SolveOnSolrCommandTest {
  @TempDir static Path temp;
  private static String urls;
  private static String index;
  private static final String KNOWLEDGE = SharedData.path("quartz-style/knowledge.jsonl").toString();
  private static final String DEV = SharedData.path("quartz-style/dev.jsonl").toString();

  @BeforeAll
  static void build() throws Exception {
    urls = String.join(",", SolrClusterProcess.shared().urls());
    index = temp.resolve("embedded").toString();
    var embedded = CliRun.of("index", "build", "--importer", "quartz-knowledge", "--lang", "en", "-o", index, KNOWLEDGE);
    assertThat(embedded.exit()).as(embedded.err()).isZero();
    var solr = CliRun.of("index", "build", "--backend", "solr", "--solr", urls, "--collection", "solve-quartz", "--shards", "2",
        "--replicas", "2", "--batch", "40", "--importer", "quartz-knowledge", "--lang", "en", KNOWLEDGE);
    assertThat(solr.exit()).as(solr.err()).isZero();
  }

  @Test
  void irGivesTheSameScoresEvidenceAndAccuracyThroughSolr() throws Exception {
    Path local = temp.resolve("ir-embedded.jsonl");
    Path remote = temp.resolve("ir-solr.jsonl");
    var a = CliRun.of("run", "-f", "quartz", "--input", DEV, "--solver", "ir", "--index", index, "--json", "-o", local.toString());
    assertThat(a.exit()).as(a.err()).isZero();
    var b = CliRun.of("run", "-f", "quartz", "--input", DEV, "--solver", "ir", "--solr", urls, "--collection", "solve-quartz",
        "--lang", "en", "--json", "-o", remote.toString());
    assertThat(b.exit()).as(b.err()).isZero();
    var expected = Files.readAllLines(local);
    assertThat(expected).hasSize(90);
    // every item's option scores (floats as written) and evidence (terms, chosen hit, rank, passed-over hits) equal
    assertThat(Files.readAllLines(remote)).isEqualTo(expected);
    assertThat(String.join("\n", expected)).contains("\"hit\":{\"id\":\"QRSent-"); // hits were chosen, not all zeros
    assertThat(a.out()).contains("\"metric\":\"accuracy\",\"kind\":\"multiple-choice\",\"n\":90,");
    // the same accuracy and every other metric; only the predictions file's name differs
    assertThat(b.out().replace("ir-solr.jsonl", "ir-embedded.jsonl")).isEqualTo(a.out());
  }

  @Test
  void pmiGivesTheSameScoresEvidenceAndAccuracyThroughSolr() throws Exception {
    Path local = temp.resolve("pmi-embedded.jsonl");
    Path remote = temp.resolve("pmi-solr.jsonl");
    var a = CliRun.of("run", "-f", "quartz", "--input", DEV, "--solver", "pmi", "--index", index, "--json", "-o", local.toString());
    assertThat(a.exit()).as(a.err()).isZero();
    var b = CliRun.of("run", "-f", "quartz", "--input", DEV, "--solver", "pmi", "--solr", urls, "--collection", "solve-quartz",
        "--lang", "en", "--json", "-o", remote.toString());
    assertThat(b.exit()).as(b.err()).isZero();
    var expected = Files.readAllLines(local);
    assertThat(expected).hasSize(90);
    // every option's score (doubles as written), N, pairs averaged and top pairs with their counts n(x,y), n(x), n(y)
    assertThat(Files.readAllLines(remote)).isEqualTo(expected);
    assertThat(String.join("\n", expected)).contains("\"units\":90").containsPattern("\"nxy\":[1-9]");
    assertThat(b.out().replace("pmi-solr.jsonl", "pmi-embedded.jsonl")).isEqualTo(a.out());
  }

  @Test
  void docSelectAndExtractGiveTheSameScoresThroughSolr() throws Exception {
    // the shipped SQAD sample (3 Czech articles, 5 questions) as a 2-shard × 1-replica collection (each core parses
    // the Hunspell dictionary once: 2, not 4)
    String data = String.join(",", Samples.materialize("sqad", temp.resolve("sqad")).stream().map(Path::toString).toList());
    String articles = temp.resolve("articles").toString();
    var embedded = CliRun.of("index", "build", "--importer", "sqad-articles", "--lang", "cs", "-o", articles, data);
    assertThat(embedded.exit()).as(embedded.err()).isZero();
    var solr = CliRun.of("index", "build", "--backend", "solr", "--solr", urls, "--collection", "solve-sqad", "--shards", "2",
        "--replicas", "1", "--importer", "sqad-articles", "--lang", "cs", data);
    assertThat(solr.exit()).as(solr.err()).isZero();
    for (String solver : new String[] {"doc-select", "extract"}) {
      String view = solver.equals("doc-select") ? "document-selection" : "extraction";
      Path local = temp.resolve(solver + "-embedded.jsonl");
      Path remote = temp.resolve(solver + "-solr.jsonl");
      var a = CliRun.of("run", "-f", "sqad", "--view", view, "--input", data, "--solver", solver, "--index", articles, "--json",
          "-o", local.toString());
      assertThat(a.exit()).as(a.err()).isZero();
      var b = CliRun.of("run", "-f", "sqad", "--view", view, "--input", data, "--solver", solver, "--solr", urls,
          "--collection", "solve-sqad", "--lang", "cs", "--json", "-o", remote.toString());
      assertThat(b.exit()).as(b.err()).isZero();
      // every candidate article's BM25 score (doc-select) / the retrieved passage and ranked spans (extract), per question
      assertThat(Files.readAllLines(remote)).as(solver).isEqualTo(Files.readAllLines(local)).hasSize(5);
      assertThat(b.out().replace(solver + "-solr.jsonl", solver + "-embedded.jsonl")).as(solver).isEqualTo(a.out());
    }
    assertThat(Files.readString(temp.resolve("doc-select-solr.jsonl"))).containsPattern("\"score\":[1-9]");
  }

  @Test
  void irAnswersEveryQuestionTheSameWhileANodeStopsDuringTheRun() throws Exception {
    var cluster = SolrClusterProcess.shared();
    Path local = temp.resolve("fault-embedded.jsonl");
    Path remote = temp.resolve("fault-solr.jsonl");
    // the first 30 dev items keep the test short: a stopped node slows the cluster's answers about threefold here
    String dev30 = Files.write(temp.resolve("dev30.jsonl"), Files.readAllLines(Path.of(DEV)).subList(0, 30)).toString();
    var a = CliRun.of("run", "-f", "quartz", "--input", dev30, "--solver", "ir", "--index", index, "--json", "-o", local.toString());
    assertThat(a.exit()).as(a.err()).isZero();
    // node 0 is the first --solr URL: requests fail over to node 1, and its replicas' shards to their other replicas.
    // Node 0 is stopped from the progress callback once the bar shows an item solved while others are still to come;
    // the solving thread that drew it waits there until node 0 is down (items in flight on the other threads meet it
    // stopping), so the items after it are answered with node 0 down however fast or loaded the machine is
    var doneAtStop = new AtomicLong(-1);
    var stopped = new CompletableFuture<Long>();
    var err = new StringWriter() {
      @Override
      public void write(String s, int off, int len) {
        super.write(s, off, len);
        Matcher m = PROGRESS.matcher(s.substring(off, off + len));
        if (m.find() && Long.parseLong(m.group(1)) < Long.parseLong(m.group(2)) && doneAtStop.compareAndSet(-1, Long.parseLong(m.group(1)))) {
          try {
            cluster.stop(0);
            stopped.complete(System.nanoTime());
          } catch (Exception e) {
            stopped.completeExceptionally(e);
          }
        }
      }
    };
    var out = new StringWriter();
    var cli = Qakit.commandLine();
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    // the bar is drawn per item (a log gets a line only every few seconds, too late to stop a node mid-run)
    boolean bars = ProgressBar.terminal();
    ProgressBar.drawBars(true);
    try {
      int exit = cli.execute("run", "-f", "quartz", "--input", dev30, "--solver", "ir", "--solr", urls, "--collection", "solve-quartz",
          "--lang", "en", "--json", "-o", remote.toString());
      long ended = System.nanoTime();
      assertThat(exit).as(err.toString()).isZero();
      assertThat(doneAtStop.get()).as("items solved when node 0 began to stop").isBetween(1L, 29L);
      assertThat(stopped.get(300, TimeUnit.SECONDS)).as("node 0 was down before the run ended").isLessThan(ended);
      // every question answered, with the same scores and evidence as without the fault
      assertThat(Files.readAllLines(remote)).isEqualTo(Files.readAllLines(local)).hasSize(30);
      assertThat(out.toString().replace("fault-solr.jsonl", "fault-embedded.jsonl")).isEqualTo(a.out());
    } finally {
      ProgressBar.drawBars(bars);
      if (doneAtStop.get() >= 0) { // node 0 was told to stop: wait for it, then bring it back for the next test
        stopped.get(300, TimeUnit.SECONDS);
        cluster.start(0);
      }
    }
  }

  private static final Pattern PROGRESS = Pattern.compile("\\] ([0-9]+)/([0-9]+) items");

  @Test
  void badOptionsAreOneLineErrors() {
    var noLang = CliRun.of("solve", "-f", "quartz", "--input", DEV, "--solver", "ir", "--solr", urls, "--collection", "solve-quartz",
        "-o", temp.resolve("x").toString());
    assertThat(noLang.err()).endsWith("qakit: error: --solr needs --lang (and --analyzer when not the language's default): queries"
        + " are analysed as the collection's config set was generated\n");
    var missing = CliRun.of("solve", "-f", "quartz", "--input", DEV, "--solver", "ir", "--solr", urls, "--collection", "nope",
        "--lang", "en", "-o", temp.resolve("x").toString());
    assertThat(missing.err()).contains("qakit: error: Solr at ").contains(" has no collection 'nope'");
    var half = CliRun.of("solve", "-f", "quartz", "--input", DEV, "--solver", "ir", "--solr", urls, "--lang", "en",
        "-o", temp.resolve("x").toString());
    assertThat(half.err()).contains("qakit: error: a Solr collection needs both --solr URL[,URL] and --collection NAME");
    var embed = CliRun.of("solve", "-f", "quartz", "--input", DEV, "--solver", "embed", "--encoder", "bge-small-en-v15-q",
        "--solr", urls, "--collection", "solve-quartz", "--lang", "en", "-o", temp.resolve("x").toString());
    assertThat(embed.err()).endsWith("qakit: error: solver 'embed' searches the embedded index (its dense vectors live there):"
        + " give --index DIR instead of --solr/--collection\n");
    var both = CliRun.of("solve", "-f", "quartz", "--input", DEV, "--solver", "ir", "--index", index, "--solr", urls,
        "--collection", "solve-quartz", "--lang", "en", "-o", temp.resolve("x").toString());
    assertThat(both.err()).endsWith("qakit: error: give the solver's knowledge as --index DIR or as --solr URL --collection NAME, not both\n");
  }
}
