package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.qakit.knowledge.Retriever;
import org.qakit.knowledge.RetrieverContractTest;

/** The retriever contract on a 2-shard × 2-replica collection of the in-process SolrCloud. */
@ExtendWith(TestCluster.Start.class)
class SolrRetrieverContractTest extends RetrieverContractTest {
  static final String COLLECTION = "contract";
  private static TestCluster cluster;

  @BeforeAll
  static void indexOnce() {
    cluster = TestCluster.current();
    create(cluster);
  }

  /** The contract's corpus as a 2 × 2 collection {@value #COLLECTION} of the shared cluster, made once. */
  static void create(TestCluster cluster) {
    try (SolrNodes nodes = cluster.nodes()) {
      var collections = new SolrCollections(nodes);
      if (!collections.exists(COLLECTION)) {
        collections.create(COLLECTION, "en:english-porter", 2, 2);
        new SolrIndexer(nodes, COLLECTION, 3, 2, 10).index(CORPUS.iterator(), null);
      }
    }
  }

  @Override
  protected Retriever open() {
    return SolrRetriever.open(String.join(",", cluster.urls()), COLLECTION, "en:english-porter");
  }

  @Test
  void describesTheFunctionTheAnalysisAndTheCollection() {
    assertThat(retriever().describe()).isEqualTo("bm25(k1=1.2,b=0.75) en:english-porter solr:contract");
  }

  @Test
  void queryOperatorsAreWordsNotSyntax() {
    // "AND", "-", ":" and quotes would be query syntax; escaped, they are text: "moon" and "earth" still match p4
    assertThat(retriever().search("moon AND -earth: \"month", 3)).extracting(h -> h.id()).first().isEqualTo("p4");
    assertThat(retriever().search("?!*", 3)).isEmpty();
  }
}
