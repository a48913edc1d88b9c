package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.qakit.model.Passage;

/** Bad input against a live cluster: each a clear error naming what to do. */
@ExtendWith(TestCluster.Start.class)
class SolrCollectionsTest {
  private static TestCluster cluster;

  @BeforeAll
  static void cluster() {
    cluster = TestCluster.current();
  }

  @Test
  void anUnreachableUrlIsNamedWithWhatToCheck() {
    // port 1 on the loopback: nothing listens there
    assertThatThrownBy(() -> SolrRetriever.open("http://127.0.0.1:1/solr", "x", "en:english-porter"))
        .isInstanceOf(SolrUnreachableException.class)
        .hasMessageStartingWith("cannot reach Solr at http://127.0.0.1:1/solr (")
        .hasMessageContaining("check that Solr runs there and that --solr names its base URL");
  }

  @Test
  void anUnreachableFirstNodeIsSkipped() {
    var urls = new ArrayList<String>(List.of("http://127.0.0.1:1/solr"));
    urls.addAll(cluster.urls());
    try (var nodes = new SolrNodes(urls)) {
      assertThat(new SolrCollections(nodes).list()).isNotNull();
    }
  }

  @Test
  void aMissingCollectionIsNamedWithTheOnesThere() {
    try (var nodes = cluster.nodes()) {
      assertThatThrownBy(() -> SolrRetriever.open(nodes, "no-such-collection", "en:english-porter"))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("has no collection 'no-such-collection' (it has: ")
          .hasMessageContaining("build it with qakit index build --backend solr --collection no-such-collection");
    }
  }

  @Test
  void aCollectionMadeForAnotherAnalysisIsRefused() {
    try (var nodes = cluster.nodes()) {
      var collections = new SolrCollections(nodes);
      collections.create("english-only", "en:english-porter", 1, 1);
      try {
        assertThatThrownBy(() -> SolrRetriever.open(nodes, "english-only", "zh:smartcn"))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining("collection english-only has schema 'qakit en:english-porter' but the query side analyses as zh:smartcn")
            .hasMessageContaining("rebuild the collection with qakit index build --backend solr");
        assertThatThrownBy(() -> collections.create("english-only", "en:english-porter", 1, 1))
            .hasMessageContaining("collection english-only already exists");
        var indexer = new SolrIndexer(nodes, "english-only", 2, 1, 0);
        var result = indexer.index(List.of(Passage.of("a", "one"), Passage.of("b", "two"), Passage.of("c", "three")).iterator(), null);
        assertThat(result).isEqualTo(new SolrIndexer.Result(3, 2, 0)); // batches of 2: [a, b], [c]
        assertThatThrownBy(() -> indexer.index(List.of(Passage.of("d", "four")).iterator(), null))
            .isInstanceOf(IllegalStateException.class)
            .hasMessage("collection english-only already holds 3 documents; index into a new collection"
                + " (qakit index build --backend solr creates one)");
      } finally {
        collections.delete("english-only");
      }
    }
  }

  @Test
  void aRepeatedPassageIdFailsTheCountCheck() {
    try (var nodes = cluster.nodes()) {
      var collections = new SolrCollections(nodes);
      collections.create("repeats", "en:english-porter", 2, 1);
      try {
        var passages = List.of(Passage.of("a", "one"), Passage.of("a", "one again"), Passage.of("b", "two"));
        assertThatThrownBy(() -> new SolrIndexer(nodes, "repeats", 10, 1, 0).index(passages.iterator(), null))
            .isInstanceOf(IllegalStateException.class)
            .hasMessage("sent 3 passages to collection repeats but it holds 2 documents: the corpus repeats passage ids,"
                + " or updates were lost; the collection is incomplete: delete it and build it again");
      } finally {
        collections.delete("repeats");
      }
    }
  }

  @Test
  void anAnalysisWithoutASolrDefinitionIsRefusedBeforeAnyRequest() {
    assertThatThrownBy(() -> new SolrConfigSet("en:whitespace"))
        .hasMessage("the Solr backend has no analysis en:whitespace; it supports cs:czech-light, cs:hunspell-cs_CZ, en:english-porter,"
            + " zh:smartcn (use the embedded index for the others)");
    assertThatThrownBy(() -> new SolrConfigSet("zh:hanlp")).hasMessage(SolrAnalysis.HANLP_REFUSED)
        .hasMessageContaining("use --analyzer smartcn (zh:smartcn) with --backend solr");
  }
}
