package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.solr.SolrClusterProcess;
import org.qakit.testing.SharedData;

/**
 * {@code qakit kb build --backend solr} and {@code kbqa} on the collection (the shared in-process
 * SolrCloud, a child JVM; 2 shards × 2 replicas) against the embedded store of the same files: the
 * NLPCC 2016 KBQA knowledge-base sample plus the gold triples of the first 120 training questions;
 * kbqa trained on the first 80 and run on the next 40 gives the same predictions, evidence and metrics.
 */
@org.qakit.solr.SolrClusterTest
class KbOnSolrCommandTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  @TempDir static Path temp;
  private static String urls;
  private static Path store;
  private static Path train;
  private static Path dev;
  private static final String SAMPLE = SharedData.path("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.kb.sample").toString();

  @BeforeAll
  static void build() throws Exception {
    // a question is 4 lines (question, triple, answer, separator): questions 1-80 train, 81-120 dev
    List<String> lines = Files.readAllLines(SharedData.path("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data"));
    train = Files.write(temp.resolve("train.txt"), lines.subList(0, 4 * 80));
    dev = Files.write(temp.resolve("dev.txt"), lines.subList(4 * 80, 4 * 120));
    urls = String.join(",", SolrClusterProcess.shared().urls());
    store = temp.resolve("store");
    var embedded = CliRun.of("kb", "build", "-f", "nlpcc-kbqa", "-o", store.toString(), SAMPLE, train.toString(), dev.toString());
    assertThat(embedded.exit()).as(embedded.err()).isZero();
    var solr = CliRun.of("kb", "build", "--backend", "solr", "--solr", urls, "--collection", "kb-nlpcc", "--shards", "2",
        "--replicas", "2", "--batch", "50", "-f", "nlpcc-kbqa", SAMPLE, train.toString(), dev.toString());
    assertThat(solr.exit()).as(solr.err()).isZero();
    // the sample's 564 triples + 120 gold triples
    assertThat(solr.err()).containsPattern("stored 684 triples \\([0-9,]+ subject runs\\) in [0-9.]+ s into Solr collection kb-nlpcc"
        + " \\(2 shard\\(s\\) x 2 replica\\(s\\)\\)");
    assertThat(embedded.err()).contains("stored 684 triples");
  }

  @Test
  void kbqaGivesTheSamePredictionsEvidenceAndMetricsOnTheCollection() throws Exception {
    Path local = temp.resolve("kbqa-embedded.jsonl");
    Path remote = temp.resolve("kbqa-solr.jsonl");
    var a = CliRun.of("run", "-f", "nlpcc-kbqa", "--input", dev.toString(), "--solver", "kbqa", "--train", train.toString(),
        "--kb", store.toString(), "--json", "-o", local.toString());
    assertThat(a.exit()).as(a.err()).isZero();
    var b = CliRun.of("run", "-f", "nlpcc-kbqa", "--input", dev.toString(), "--solver", "kbqa", "--train", train.toString(),
        "--solr", urls, "--collection", "kb-nlpcc", "--json", "-o", remote.toString());
    assertThat(b.exit()).as(b.err()).isZero();
    var expected = Files.readAllLines(local);
    assertThat(expected).hasSize(40);
    // every answer, chosen triple and the evidence (mentions, subjects with popularity, candidate predicates and scores)
    assertThat(Files.readAllLines(remote)).isEqualTo(expected);
    assertThat(String.join("\n", expected)).contains("\"subjects\":[{"); // subjects were linked, not all empty
    assertThat(b.out().replace("kbqa-solr.jsonl", "kbqa-embedded.jsonl")).isEqualTo(a.out());
  }

  @Test
  void kbStatsOnTheCollectionEqualsTheEmbeddedStoresButForWhereAndWhenItWasBuilt() throws Exception {
    var a = CliRun.of("kb", "stats", "--json", store.toString());
    var b = CliRun.of("kb", "stats", "--json", "--solr", urls, "--collection", "kb-nlpcc");
    assertThat(a.exit()).as(a.err()).isZero();
    assertThat(b.exit()).as(b.err()).isZero();
    var embedded = (ObjectNode) MAPPER.readTree(a.out());
    var solr = (ObjectNode) MAPPER.readTree(b.out());
    assertThat(embedded.path("triples").asLong()).isEqualTo(684); // 564 sample lines + 120 gold triples
    assertThat(solr.path("lucene_version").asText()).startsWith("9."); // the cluster's Lucene
    assertThat(solr.path("bytes").asLong()).isZero();
    for (String when : List.of("lucene_version", "build_seconds", "bytes", "built_at")) {
      embedded.remove(when);
      solr.remove(when);
    }
    // format, triples, subjects, predicates, names, runs, lines, skipped, key rule, qakit version, inputs (sha256), threads
    assertThat(solr).isEqualTo(embedded);
    var table = CliRun.of("kb", "stats", "--solr", urls, "--collection", "kb-nlpcc");
    var embeddedTable = CliRun.of("kb", "stats", store.toString());
    assertThat(rows(table.out(), "subjects", "names", "runs", "input.1")).isEqualTo(rows(embeddedTable.out(), "subjects", "names", "runs", "input.1"));
  }

  @Test
  void kbLookupOnTheCollectionPrintsWhatTheEmbeddedStorePrints() throws Exception {
    // every 10th distinct subject of the sample (57 of them) and the cases of KbCommandTest
    var subjects = new java.util.LinkedHashSet<String>();
    for (String line : Files.readAllLines(Path.of(SAMPLE))) {
      subjects.add(line.split(" \\|\\|\\| ")[0]);
    }
    var queries = new java.util.ArrayList<List<String>>();
    int i = 0;
    for (String s : subjects) {
      if (i++ % 10 == 0) {
        queries.add(List.of(s));
        queries.add(List.of("--name", s));
      }
    }
    queries.add(List.of("罗育德", "民族")); // two spellings of one predicate
    queries.add(List.of("--name", "空气干燥"));
    queries.add(List.of("不存在的主语"));
    int nonEmpty = 0;
    for (List<String> q : queries) {
      var local = new java.util.ArrayList<>(List.of("kb", "lookup"));
      boolean named = q.get(0).equals("--name");
      if (named) {
        local.add("--name");
      }
      var remote = new java.util.ArrayList<>(local);
      local.add(store.toString());
      remote.addAll(List.of("--solr", urls, "--collection", "kb-nlpcc"));
      local.addAll(named ? q.subList(1, q.size()) : q);
      remote.addAll(named ? q.subList(1, q.size()) : q);
      var a = CliRun.of(local.toArray(String[]::new));
      var b = CliRun.of(remote.toArray(String[]::new));
      assertThat(b.exit()).as(b.err()).isZero();
      assertThat(b.out()).as(String.join(" ", q)).isEqualTo(a.out());
      assertThat(b.err()).as(String.join(" ", q)).isEqualTo(a.err());
      nonEmpty += named || a.out().isEmpty() ? 0 : 1;
    }
    assertThat(queries).hasSize(2 * ((subjects.size() + 9) / 10) + 3);
    assertThat(nonEmpty).isEqualTo((subjects.size() + 9) / 10 + 1); // every subject's facts were found (not the missing one)
  }

  @Test
  void kbStatsAndLookupNeedOneSource() {
    var both = CliRun.of("kb", "stats", store.toString(), "--solr", urls, "--collection", "kb-nlpcc");
    assertThat(both.err()).contains("qakit: error: give the knowledge base as DIR or as --solr URL --collection NAME, not both");
    var half = CliRun.of("kb", "lookup", "--solr", urls, "罗育德");
    assertThat(half.err()).contains("qakit: error: a knowledge-base collection needs both --solr URL and --collection NAME");
    var none = CliRun.of("kb", "stats");
    assertThat(none.err()).contains("qakit: error: expected a store folder DIR (qakit kb build -o DIR), or --solr URL --collection NAME");
    var notKb = CliRun.of("kb", "lookup", "--solr", urls, "--collection", "no-kb", "罗育德");
    assertThat(notKb.err()).contains("qakit: error: Solr at ").contains(" has no collection 'no-kb'");
  }

  /** The table rows of these statistics, e.g. {@code subjects  604}. */
  private static List<String> rows(String table, String... names) {
    return table.lines().filter(l -> List.of(names).contains(l.split("\\s+")[0])).map(String::strip).toList();
  }

  @Test
  void kbMistakesOnSolrAreOneLineErrors() {
    var missing = CliRun.of("solve", "-f", "nlpcc-kbqa", "--input", dev.toString(), "--solver", "kbqa", "--train", train.toString(),
        "--solr", urls, "--collection", "no-kb", "-o", temp.resolve("x").toString());
    assertThat(missing.err()).contains("qakit: error: Solr at ").contains(" has no collection 'no-kb'")
        .contains("build it with qakit kb build --backend solr --collection no-kb");
    var both = CliRun.of("solve", "-f", "nlpcc-kbqa", "--input", dev.toString(), "--solver", "kbqa", "--train", train.toString(),
        "--kb", store.toString(), "--solr", urls, "--collection", "kb-nlpcc", "-o", temp.resolve("x").toString());
    assertThat(both.err()).endsWith("qakit: error: give the knowledge base as --kb DIR or as --solr URL --collection NAME, not both\n");
    var again = CliRun.of("kb", "build", "--backend", "solr", "--solr", urls, "--collection", "kb-nlpcc", "-f", "nlpcc-kbqa", SAMPLE);
    assertThat(again.err()).contains("qakit: error: collection kb-nlpcc already exists");
    var withOutput = CliRun.of("kb", "build", "--backend", "solr", "--solr", urls, "--collection", "c", "-o", "x", "-f", "nlpcc-kbqa", SAMPLE);
    assertThat(withOutput.err()).contains("qakit: error: -o, --force and --threads are for the embedded backend");
  }
}
