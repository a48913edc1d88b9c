package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.RetrieverContractTest;

/** A node stopped between queries: every query is still answered, from replicas, with the same hits. */
@ExtendWith(TestCluster.Start.class)
class SolrFaultTest {

  @Test
  void aStoppedNodeChangesNoAnswer() throws Exception {
    TestCluster cluster = TestCluster.current();
    List<String> urls = cluster.urls(); // node 0 first: after it stops, requests go to the next URL
    List<String> queries = List.of("ice water", "magnets attract iron", "rivers carry sand to the sea", "moon earth month", "water");
    try (var nodes = new SolrNodes(urls)) {
      var collections = new SolrCollections(nodes);
      collections.create("faults", "en:english-porter", 2, 2); // 4 replicas on 3 nodes, a shard's two on two nodes
      try {
        new SolrIndexer(nodes, "faults", 3, 2, 10).index(RetrieverContractTest.CORPUS.iterator(), null);
        try (var retriever = SolrRetriever.open(nodes, "faults", "en:english-porter")) {
          var before = new ArrayList<List<Hit>>();
          queries.forEach(q -> before.add(retriever.search(q, 100)));
          var stopped = cluster.stop(0);
          try {
            var after = new ArrayList<List<Hit>>();
            queries.forEach(q -> after.add(retriever.search(q, 100)));
            assertThat(after).isEqualTo(before);
            assertThat(before).allSatisfy(hits -> assertThat(hits).isNotEmpty());
          } finally {
            cluster.restart(stopped);
          }
        }
      } finally {
        collections.delete("faults");
      }
    }
  }
}
