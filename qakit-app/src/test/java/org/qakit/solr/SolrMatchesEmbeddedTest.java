package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.analysis.Analysis;
import org.qakit.corpus.Corpus;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.index.Bm25;
import org.qakit.index.IndexBuilder;
import org.qakit.knowledge.Bm25Parameters;
import org.qakit.knowledge.Hit;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.testing.SharedData;
import org.qakit.text.Language;

/**
 * The embedded index (Lucene 10) and a SolrCloud collection (Solr 9.10.1, Lucene 9; 3 nodes, 2
 * shards × 2 replicas, exact distributed statistics) built from the same corpus give the same
 * top-10 hits with the same scores, bit for bit, for every query an IR solver asks on a real dev
 * split: the quartz-style knowledge corpus (90 sentences) and its dev questions (90 stems, each
 * alone and with each of its 2 choices: 270 queries).
 */
@SolrClusterTest
class SolrMatchesEmbeddedTest {
  @TempDir static Path dir;
  private static SolrNodes nodes;

  @BeforeAll
  static void connect() throws Exception {
    nodes = new SolrNodes(SolrClusterProcess.shared().urls());
  }

  @AfterAll
  static void disconnect() {
    nodes.close();
  }

  @Test
  void theSharedDefinitionsAgree() {
    assertThat(Bm25.K1).isEqualTo(Bm25Parameters.K1);
    assertThat(Bm25.B).isEqualTo(Bm25Parameters.B);
    for (String id : SolrAnalysis.supported()) {
      if (SolrAnalysis.analyzerClass(id).contains(" > ")) {
        continue; // a factory chain (cs:hunspell-cs_CZ): SolrAnalysesMatchEmbeddedTest compares its hits
      }
      try (var analyzer = Analysis.parse(id).analyzer()) {
        assertThat(analyzer.getClass().getName()).as(id).isEqualTo(SolrAnalysis.analyzerClass(id));
      }
    }
  }

  @Test
  void topTenHitsAndScoresEqualTheEmbeddedIndexOnRealQueries() throws Exception {
    Path knowledge = SharedData.path("quartz-style/knowledge.jsonl");
    Path index = dir.resolve("embedded");
    var corpus = Corpus.of("quartz-knowledge", List.of(knowledge));
    new IndexBuilder(Language.ENGLISH, 2, false, null).build(index, corpus);
    var passages = new ArrayList<Passage>();
    corpus.read(ReadOptions.STRICT, passages::add);
    assertThat(passages).hasSize(90);

    var collections = new SolrCollections(nodes);
    collections.create("quartz", "en:english-porter", 2, 2);
    var result = new SolrIndexer(nodes, "quartz", 25, 3, 200).index(passages.iterator(), null);
    assertThat(result.documents()).isEqualTo(90);
    assertThat(result.batches()).isEqualTo(4); // 25 + 25 + 25 + 15

    List<String> queries = queries(SharedData.path("quartz-style/dev.jsonl"));
    assertThat(queries).hasSize(270);
    int compared = 0;
    try (var embedded = Bm25Retriever.open(index, Language.ENGLISH);
        var solr = SolrRetriever.open(nodes, "quartz", "en:english-porter")) {
      for (String q : queries) {
        List<Hit> expected = embedded.search(q, 10);
        assertThat(solr.search(q, 10)).as(q).isEqualTo(expected);
        compared += expected.size();
      }
    }
    assertThat(compared).isGreaterThan(2000); // most queries fill all 10 ranks
  }

  /** Every stem alone and with each choice, as the IR solver asks. */
  private static List<String> queries(Path dev) throws Exception {
    var out = new ArrayList<String>();
    for (var item : Formats.get("quartz").read(dev, ReadOptions.STRICT).items()) {
      var mc = (MultipleChoiceItem) item;
      out.add(mc.stem());
      for (Choice c : mc.choices()) {
        out.add(mc.stem() + " " + c.text());
      }
    }
    return out;
  }
}
