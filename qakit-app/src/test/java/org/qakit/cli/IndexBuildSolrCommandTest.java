package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.knowledge.Hit;
import org.qakit.solr.SolrClusterProcess;
import org.qakit.solr.SolrRetriever;
import org.qakit.testing.SharedData;

/** {@code qakit index build --backend solr} against the shared in-process SolrCloud (a child JVM). */
@org.qakit.solr.SolrClusterTest
class IndexBuildSolrCommandTest {
  private final String knowledge = SharedData.path("quartz-style/knowledge.jsonl").toString();

  @Test
  void createsAShardedCollectionAndIndexesTheCorpusIntoIt() throws Exception {
    String urls = String.join(",", SolrClusterProcess.shared().urls());
    var r = CliRun.of("index", "build", "--backend", "solr", "--solr", urls, "--collection", "cli-quartz", "--shards", "2",
        "--replicas", "2", "--batch", "40", "--importer", "quartz-knowledge", "--lang", "en", knowledge);
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.err()).containsPattern("indexed 90 passages with en:english-porter from .* in [0-9.]+ s into Solr collection"
        + " cli-quartz \\(2 shard\\(s\\) x 2 replica\\(s\\)\\)");
    try (var solr = SolrRetriever.open(urls, "cli-quartz", "en:english-porter")) {
      List<Hit> hits = solr.search("light source dimmer", 1);
      assertThat(hits).extracting(Hit::id).containsExactly("QRSent-90002"); // "...from a light source, the dimmer the light..."
    }
    var again = CliRun.of("index", "build", "--backend", "solr", "--solr", urls, "--collection", "cli-quartz",
        "--importer", "quartz-knowledge", "--lang", "en", knowledge);
    assertThat(again.exit()).isEqualTo(1);
    assertThat(again.err()).contains("qakit: error: collection cli-quartz already exists");
  }

  @Test
  void solrMistakesAreOneLineErrors() {
    var unreachable = CliRun.of("index", "build", "--backend", "solr", "--solr", "http://127.0.0.1:1/solr", "--collection", "c",
        "--importer", "quartz-knowledge", "--lang", "en", knowledge);
    assertThat(unreachable.exit()).isEqualTo(1);
    assertThat(unreachable.err()).startsWith("qakit: error: cannot reach Solr at http://127.0.0.1:1/solr (");
    var noUrl = CliRun.of("index", "build", "--backend", "solr", "--collection", "c", "--importer", "quartz-knowledge", "--lang", "en", knowledge);
    assertThat(noUrl.err()).contains("qakit: error: --backend solr needs --solr URL (e.g. http://localhost:8983/solr) and --collection NAME");
    var withOutput = CliRun.of("index", "build", "--backend", "solr", "--solr", "http://127.0.0.1:1/solr", "--collection", "c",
        "-o", "x", "--importer", "quartz-knowledge", "--lang", "en", knowledge);
    assertThat(withOutput.err()).contains("-o, --force and --threads are for the embedded backend");
    // HanLP has no Solr analyzer: refused before Solr is asked (the URL is unreachable), naming what to use instead
    var hanlp = CliRun.of("index", "build", "--backend", "solr", "--solr", "http://127.0.0.1:1/solr", "--collection", "c",
        "--importer", "quartz-knowledge", "--lang", "zh", "--analyzer", "hanlp", knowledge);
    assertThat(hanlp.exit()).isEqualTo(1);
    assertThat(hanlp.err()).isEqualTo("qakit: error: the Solr backend cannot analyse as zh:hanlp (HanLP is no Solr analyzer: a"
        + " collection would need qakit's HanLP segmenter and its model on every node); use --analyzer smartcn (zh:smartcn)"
        + " with --backend solr, or keep zh:hanlp on the embedded index (--backend embedded, -o DIR)\n");
    var hanlpQuery = CliRun.of("run", "-f", "quartz", "--input", knowledge, "--solver", "ir", "--solr", "http://127.0.0.1:1/solr",
        "--collection", "c", "--lang", "zh", "--analyzer", "hanlp");
    assertThat(hanlpQuery.err()).contains("qakit: error: the Solr backend cannot analyse as zh:hanlp");
    var noOutput = CliRun.of("index", "build", "--importer", "quartz-knowledge", "--lang", "en", knowledge);
    assertThat(noOutput.exit()).isEqualTo(2);
    assertThat(noOutput.err()).contains("Missing required option: '--output=OUTDIR'");
  }
}
