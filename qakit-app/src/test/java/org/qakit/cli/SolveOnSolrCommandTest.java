package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.solr.SolrClusterProcess;
import org.qakit.testing.SharedData;

/**
 * The index-backed solvers on a SolrCloud collection (the shared in-process cluster, a child JVM;
 * 2 shards × 2 replicas) against the embedded index of the same corpus: {@code ir} on the
 * quartz-style dev split gives the same accuracy and the same per-item scores and evidence.
 */
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
  void solversThatReadTheIndexItselfSaySo() {
    var pmi = CliRun.of("solve", "-f", "quartz", "--input", DEV, "--solver", "pmi", "--solr", urls, "--collection", "solve-quartz",
        "--lang", "en", "-o", temp.resolve("x").toString());
    assertThat(pmi.exit()).isEqualTo(1);
    assertThat(pmi.err()).endsWith("qakit: error: solver 'pmi' needs an embedded index (its n-gram co-occurrence counts read the"
        + " index's positions): give --index DIR instead of --solr/--collection\n");
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
