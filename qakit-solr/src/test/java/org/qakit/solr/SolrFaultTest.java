package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.solr.embedded.JettySolrRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.RetrieverContractTest;
import org.qakit.model.Passage;

/**
 * A node stopped while the cluster works: during a run of queries every query is still answered,
 * from replicas, with the same hits as before the fault; during a build every passage is indexed
 * exactly once (the final count) or the build fails saying what to do. The node starts again
 * afterwards, so the shared cluster serves the next test whole.
 */
@ExtendWith(TestCluster.Start.class)
class SolrFaultTest {
  private static final List<String> QUERIES = List.of("ice water", "magnets attract iron", "rivers carry sand to the sea",
      "moon earth month", "water", "plants oxygen carbon dioxide", "sand mud", "cold warm", "iron nails", "the sea");

  @Test
  void aNodeStoppedDuringARunOfQueriesChangesNoAnswer() throws Exception {
    TestCluster cluster = TestCluster.current();
    List<String> urls = cluster.urls(); // node 0 first: once it stops, requests go to the next URL
    try (var nodes = new SolrNodes(urls)) {
      var collections = new SolrCollections(nodes);
      collections.create("faults", "en:english-porter", 2, 2); // 4 replicas on 3 nodes, a shard's two on two nodes
      try {
        new SolrIndexer(nodes, "faults", 3, 2, 10).index(RetrieverContractTest.CORPUS.iterator(), null);
        try (var retriever = SolrRetriever.open(nodes, "faults", "en:english-porter")) {
          var expected = new ArrayList<List<Hit>>();
          QUERIES.forEach(q -> expected.add(retriever.search(q, 100)));
          assertThat(expected).allSatisfy(hits -> assertThat(hits).isNotEmpty());
          // the run: queries one after another; after the 20th, node 0 starts stopping in another thread
          var stopped = new AtomicReference<JettySolrRunner>();
          CompletableFuture<Void> stop = null;
          int duringStop = 0;
          int afterStop = 0;
          try {
            for (int i = 0; afterStop < 2 * QUERIES.size(); i++) {
              if (i == 20) {
                stop = CompletableFuture.runAsync(() -> stopped.set(stopQuietly(cluster, 0)));
              }
              boolean stopping = stop != null && !stop.isDone();
              assertThat(retriever.search(QUERIES.get(i % QUERIES.size()), 100)).as("query %d", i)
                  .isEqualTo(expected.get(i % QUERIES.size()));
              if (stopping) {
                duringStop++;
              } else if (stop != null) {
                afterStop++;
              }
            }
            assertThat(duringStop).as("queries answered while the node stopped").isPositive();
            assertThat(cluster.urls()).hasSize(TestCluster.NODES - 1);
          } finally {
            if (stop != null) {
              stop.get(120, TimeUnit.SECONDS);
              cluster.restart(stopped.get());
            }
          }
        }
      } finally {
        collections.delete("faults");
      }
    }
  }

  @Test
  void aLeaderStoppedDuringIndexingLeavesNoSilentGap() throws Exception {
    TestCluster cluster = TestCluster.current();
    var passages = new ArrayList<Passage>();
    for (int i = 0; i < 600; i++) {
      passages.add(Passage.of(String.format("d%04d", i), "passage " + i + " about " + RetrieverContractTest.CORPUS.get(i % 8).text()));
    }
    try (var nodes = new SolrNodes(cluster.urls())) {
      var collections = new SolrCollections(nodes);
      collections.create("faults-indexing", "en:english-porter", 2, 2);
      int leader = cluster.leaderNode("faults-indexing", "shard1");
      var stopped = new AtomicReference<JettySolrRunner>();
      CompletableFuture<?>[] stop = {null};
      int[] fedDuringStop = {0};
      try {
        var indexer = new SolrIndexer(nodes, "faults-indexing", 5, 8, 250);
        // the feed starts stopping shard1's leader after 100 of 600 passages and goes on feeding (batches of 5 go out
        // as it feeds); it waits for the stop before the last passage, so the last batch meets the node down
        SolrIndexer.Result result;
        try {
          result = indexer.index(sink -> {
            for (int i = 0; i < passages.size(); i++) {
              if (i == 100) {
                stop[0] = CompletableFuture.runAsync(() -> stopped.set(stopQuietly(cluster, leader)));
              } else if (i == passages.size() - 1) {
                stop[0].join();
              }
              if (stop[0] != null && !stop[0].isDone()) {
                fedDuringStop[0]++;
              }
              sink.accept(passages.get(i));
            }
          }, null);
        } catch (IllegalStateException e) {
          // the other allowed outcome (issue 10: complete, or fail with a clear message; never a silent gap): a leader
          // that stops can acknowledge an update it could not forward, and the replica that takes over never had it
          // (SolrCloud's leader-initiated recovery window); the build's final count then sees the gap and says so
          long held = indexer.count();
          assertThat(held).isLessThan(600);
          assertThat(e.getMessage()).isEqualTo("sent 600 passages to collection faults-indexing but it holds " + held
              + " documents: the corpus repeats passage ids, or updates were lost; the collection is incomplete: delete it and build it again");
          return;
        }
        assertThat(fedDuringStop[0]).as("passages fed while the leader stopped").isPositive();
        assertThat(result.documents()).isEqualTo(600);
        assertThat(indexer.count()).isEqualTo(600); // exactly once each: ids are the unique key, and none missing
        try (var retriever = SolrRetriever.open(nodes, "faults-indexing", "en:english-porter")) {
          // "599" is in one passage only
          assertThat(retriever.search("599", 10)).extracting(Hit::id).containsExactly("d0599");
          assertThat(retriever.search("passage", 1000)).hasSize(600);
        }
      } finally {
        if (stop[0] != null) {
          stop[0].get(120, TimeUnit.SECONDS);
        }
        if (stopped.get() != null) {
          cluster.restart(stopped.get());
        }
        collections.delete("faults-indexing");
      }
    }
  }

  @Test
  void aBuildThatNoNodeCanTakeFailsOnOneLineSayingWhatToDo() throws Exception {
    TestCluster cluster = TestCluster.current();
    try (var nodes = new SolrNodes(cluster.urls())) {
      var collections = new SolrCollections(nodes);
      collections.create("faults-lost", "en:english-porter", 1, 1); // one copy only: its node down, no node can take a batch
      int holder = cluster.leaderNode("faults-lost", "shard1");
      var stopped = new AtomicReference<JettySolrRunner>();
      try {
        var indexer = new SolrIndexer(nodes, "faults-lost", 5, 2, 10);
        // passages 1-10 go in (two batches), then the only replica's node stops before passage 11
        assertThatThrownBy(() -> indexer.index(sink -> {
          for (int i = 0; i < 20; i++) {
            if (i == 10) {
              stopped.set(stopQuietly(cluster, holder));
            }
            sink.accept(Passage.of("d" + i, "passage " + i));
          }
        }, null))
            .isInstanceOf(IllegalStateException.class)
            .hasMessageStartingWith("could not index documents 11-15 into collection faults-lost after 2 attempts (")
            .hasMessageEndingWith("); the collection is incomplete: delete it and build it again when the cluster is healthy")
            .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
      } finally {
        if (stopped.get() != null) {
          cluster.restart(stopped.get());
        }
        collections.delete("faults-lost");
      }
    }
  }

  private static JettySolrRunner stopQuietly(TestCluster cluster, int node) {
    try {
      return cluster.stop(node);
    } catch (Exception e) {
      throw new IllegalStateException("cannot stop node " + node, e);
    }
  }
}
