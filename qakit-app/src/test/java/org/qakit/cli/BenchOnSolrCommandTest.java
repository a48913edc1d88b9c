package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.solr.SolrClusterProcess;
import org.qakit.testing.SharedData;

/**
 * {@code qakit bench --solr} on the committed regression file {@code quartz-style-ir/ir-solr.json}
 * ({@code ir} over a 2 × 2 collection of the quartz-style knowledge corpus, expecting ir.json's
 * embedded scores) against the shared in-process cluster (a child JVM).
 */
@org.qakit.solr.SolrClusterTest
class BenchOnSolrCommandTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Path BENCHMARKS = Path.of("..", "benchmarks").toAbsolutePath().normalize();
  private static final String FILE = "quartz-style-ir/ir-solr.json";
  @TempDir static Path temp;
  private static String urls;

  @BeforeAll
  static void cluster() throws Exception {
    urls = String.join(",", SolrClusterProcess.shared().urls());
  }

  @Test
  void theCommittedFilePassesOnTheClusterWithItsEmbeddedTwinsScoresThenReusesTheCollection() throws Exception {
    var embedded = MAPPER.readTree(BENCHMARKS.resolve("quartz-style-ir/ir.json").toFile()).path("metrics");
    assertThat(MAPPER.readTree(BENCHMARKS.resolve(FILE).toFile()).path("metrics")).isEqualTo(embedded);
    var first = CliRun.of("bench", "--dir", BENCHMARKS.toString(), "--solr", urls, "--verbose", FILE);
    assertThat(first.exit()).as(first.out() + first.err()).isZero();
    assertThat(first.out()).contains("passed: 1 regression file(s)").doesNotContain("MOVED")
        .containsPattern("ir-solr.json +accuracy +0\\.2333 +0\\.2333 +\\+0\\.0000 +ok");
    assertThat(first.err()).containsPattern(FILE + ": (built|reused) the Solr collection bench-quartz-knowledge-[0-9a-f]{16}");
    var second = CliRun.of("bench", "--dir", BENCHMARKS.toString(), "--solr", urls, FILE);
    assertThat(second.exit()).as(second.out() + second.err()).isZero();
    assertThat(second.err()).containsPattern(FILE + ": reused the Solr collection bench-quartz-knowledge-[0-9a-f]{16}\n");
  }

  @Test
  void aChangedExpectationFails() throws Exception {
    ObjectNode json = (ObjectNode) MAPPER.readTree(BENCHMARKS.resolve(FILE).toFile());
    // an absolute index input path, so the copy runs from a temporary benchmarks folder (the task's files come from the data home); accuracy 0.2333 → 0.3
    ((ObjectNode) json.at("/solver/index/inputs/0")).put("path", SharedData.path("quartz-style/knowledge.jsonl").toString());
    ((ObjectNode) json.path("solver").path("solr")).put("collection", "bench-moved");
    ((ObjectNode) json.path("metrics")).put("accuracy", 0.3);
    Path dir = Files.createDirectories(temp.resolve("benchmarks/quartz-style-ir"));
    Files.writeString(dir.resolve("ir-solr.json"), MAPPER.writeValueAsString(json));
    var r = CliRun.of("bench", "--dir", temp.resolve("benchmarks").toString(), "--solr", urls);
    assertThat(r.exit()).as(r.err()).isEqualTo(1);
    assertThat(r.out()).containsPattern("ir-solr.json +accuracy +0\\.3000 +0\\.2333 +-0\\.0667 +MOVED")
        .contains("FAILED: 1 of 1 regression file(s) moved: quartz-style-ir/ir-solr.json");
    assertThat(r.err()).contains("built the Solr collection bench-moved-").contains("(2 × 2, 90 passages, ");
  }

  @Test
  void withoutSolrTheFileIsSkippedAndNamedNeverPassed() throws Exception {
    ObjectNode json = (ObjectNode) MAPPER.readTree(BENCHMARKS.resolve(FILE).toFile());
    ((ObjectNode) json.path("metrics")).put("accuracy", 0.9); // would fail if it ran
    Path dir = Files.createDirectories(temp.resolve("skip/benchmarks/quartz-style-ir"));
    Files.writeString(dir.resolve("ir-solr.json"), MAPPER.writeValueAsString(json));
    var all = CliRun.of("bench", "--dir", temp.resolve("skip/benchmarks").toString(), "--all");
    assertThat(all.exit()).as(all.err()).isZero();
    assertThat(all.out()).contains("skipped 1 file(s) over a SolrCloud collection (--solr URL runs them): quartz-style-ir/ir-solr.json")
        .contains("passed: 0 regression file(s)");
    // the generated regression table names the backend
    var docs = CliRun.of("bench", "--dir", temp.resolve("skip/benchmarks").toString(), "--docs");
    assertThat(docs.exit()).as(docs.err()).isZero();
    assertThat(Files.readString(temp.resolve("skip/docs/benchmarks.md")))
        .contains("| `quartz-style-ir/ir-solr.json` | quartz-style-ir dev | ir on SolrCloud (2 × 2) | accuracy 0.9000, ");
    var named = CliRun.of("bench", "--dir", temp.resolve("skip/benchmarks").toString(), "quartz-style-ir/ir-solr.json");
    assertThat(named.exit()).isEqualTo(1);
    assertThat(named.err()).contains("qakit: error: quartz-style-ir/ir-solr.json: its solver searches a SolrCloud collection"
        + " (solver.solr); give --solr URL");
  }
}
