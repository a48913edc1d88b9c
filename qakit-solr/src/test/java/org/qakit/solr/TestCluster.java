package org.qakit.solr;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.solr.cloud.MiniSolrCloudCluster;
import org.apache.solr.embedded.JettySolrRunner;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One in-process SolrCloud ({@link MiniSolrCloudCluster}: 3 nodes and an embedded ZooKeeper) for
 * all the tests of this module, started by the first test that asks and shut down when the test run
 * ends (JUnit's root store), so the module pays its start-up once.
 */
final class TestCluster implements ExtensionContext.Store.CloseableResource, AutoCloseable {
  static final int NODES = 3;

  private final MiniSolrCloudCluster cluster;
  private final Path dir;

  /**
   * Lets ZooKeeper (server and clients, all in this JVM) hold config set files up to {@link
   * SolrAnalysis#JUTE_MAX_BUFFER} bytes, as a deployment sets {@code -Djute.maxbuffer}: the Czech
   * dictionary is 3.6 MB. ZooKeeper reads the property when its classes load, so call this first.
   */
  static void raiseJuteMaxBuffer() {
    if (System.getProperty("jute.maxbuffer") == null) {
      System.setProperty("jute.maxbuffer", Integer.toString(SolrAnalysis.JUTE_MAX_BUFFER));
    }
  }

  private TestCluster() throws Exception {
    raiseJuteMaxBuffer();
    dir = Files.createTempDirectory("qakit-solr-cluster");
    cluster = new MiniSolrCloudCluster.Builder(NODES, dir).build();
  }

  private static volatile TestCluster current;

  /** Starts the shared cluster (once) before a test class that names it with {@code @ExtendWith}. */
  static final class Start implements org.junit.jupiter.api.extension.BeforeAllCallback {
    @Override
    public void beforeAll(ExtensionContext context) {
      current = get(context);
    }
  }

  /** The shared cluster, in a class extended with {@link Start}. */
  static TestCluster current() {
    return current;
  }

  private static TestCluster get(ExtensionContext context) {
    return context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
        .getOrComputeIfAbsent(TestCluster.class, k -> {
          try {
            return new TestCluster();
          } catch (Exception e) {
            throw new IllegalStateException("cannot start the in-process SolrCloud: " + e, e);
          }
        }, TestCluster.class);
  }

  /** The base URLs of the running nodes, e.g. {@code http://127.0.0.1:41234/solr}. */
  List<String> urls() {
    return cluster.getJettySolrRunners().stream().filter(JettySolrRunner::isRunning).map(j -> j.getBaseUrl().toString()).toList();
  }

  /** Stops node {@code i} cleanly (it leaves ZooKeeper's live nodes) and returns it for {@link #restart}. */
  JettySolrRunner stop(int i) throws Exception {
    JettySolrRunner j = cluster.getJettySolrRunner(i);
    stopNode(cluster, j);
    return j;
  }

  /**
   * Stops a node and waits until it has left ZooKeeper's live nodes. Jetty's graceful stop can
   * throw {@code IllegalStateException: STOPPED} for a web context already stopped (seen once in
   * CI, after an earlier stop and restart of the same node) while the server stops all the same: an
   * exception counts only when the node is still running afterwards.
   */
  static void stopNode(MiniSolrCloudCluster cluster, JettySolrRunner j) throws Exception {
    try {
      cluster.stopJettySolrRunner(j);
    } catch (Exception e) {
      if (j.isRunning()) {
        throw e;
      }
    }
    awaitStopped(cluster, j);
  }

  /**
   * Waits until a stopped node has left ZooKeeper's live nodes. MiniSolrCloudCluster waits 15 s at
   * a time, which a loaded 2-core machine can exceed while the node still leaves: up to 8 waits.
   */
  private static void awaitStopped(MiniSolrCloudCluster cluster, JettySolrRunner j) throws Exception {
    for (int attempt = 1; ; attempt++) {
      try {
        cluster.waitForJettyToStop(j);
        return;
      } catch (java.util.concurrent.TimeoutException e) {
        if (attempt == 8) {
          throw e;
        }
      }
    }
  }

  /** Starts a stopped node again and waits until it is live. */
  void restart(JettySolrRunner j) throws Exception {
    startNode(cluster, j);
  }

  /**
   * Starts a stopped node and waits until it is live and every replica of every collection is
   * active again: a replica on the restarted node recovers from its leader for a while, and a test
   * class that runs next on this shared cluster must not meet a shard with no active replica.
   */
  static void startNode(MiniSolrCloudCluster cluster, JettySolrRunner j) throws Exception {
    cluster.startJettySolrRunner(j);
    cluster.waitForNode(j, 60);
    var state = cluster.getZkStateReader();
    for (String collection : state.getClusterState().getCollectionNames()) {
      state.waitForState(collection, 120, java.util.concurrent.TimeUnit.SECONDS,
          (live, c) -> c == null || c.getReplicas().stream().allMatch(r -> r.isActive(live)));
    }
  }

  /** The index (as for {@link #stop}) of the node that holds the leader of {@code shard} of {@code collection}. */
  int leaderNode(String collection, String shard) {
    String node = cluster.getZkStateReader().getClusterState().getCollection(collection).getSlice(shard).getLeader().getNodeName();
    var jetties = cluster.getJettySolrRunners();
    for (int i = 0; i < jetties.size(); i++) {
      if (node.equals(jetties.get(i).getNodeName())) {
        return i;
      }
    }
    throw new IllegalStateException("no running node is " + node);
  }

  SolrNodes nodes() {
    return new SolrNodes(urls());
  }

  @Override
  public void close() throws Exception {
    try {
      cluster.shutdown();
    } finally {
      try (var files = Files.walk(dir)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }
}
