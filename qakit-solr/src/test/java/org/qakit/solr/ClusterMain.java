package org.qakit.solr;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.solr.cloud.MiniSolrCloudCluster;
import org.apache.solr.embedded.JettySolrRunner;

/**
 * An in-process SolrCloud in a JVM of its own, for tests in modules that cannot hold Solr's Lucene 9
 * next to their Lucene 10 ({@code qakit-app}'s equality test of embedded and distributed search):
 * {@code java -cp ... org.qakit.solr.ClusterMain NODES} starts {@code NODES} nodes, prints one line
 * {@value #READY} followed by their comma-separated base URLs, and shuts the cluster down when its
 * standard input ends. The classpath is this module's test classpath ({@code
 * target/test-classpath.txt}, written by the build) plus its classes and test classes. ZooKeeper and
 * the nodes take files up to {@link SolrAnalysis#JUTE_MAX_BUFFER} bytes (the Czech dictionary).
 */
public final class ClusterMain {
  public static final String READY = "qakit-solr-cluster ";

  private ClusterMain() {}

  public static void main(String[] args) throws Exception {
    int nodes = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    TestCluster.raiseJuteMaxBuffer();
    Path dir = Files.createTempDirectory("qakit-solr-cluster");
    MiniSolrCloudCluster cluster = new MiniSolrCloudCluster.Builder(nodes, dir).build();
    try {
      var urls = cluster.getJettySolrRunners().stream().map(JettySolrRunner::getBaseUrl).map(Object::toString).toList();
      System.out.println(READY + String.join(",", urls));
      System.out.flush();
      while (System.in.read() >= 0) {
        // runs until the parent closes our standard input (or dies)
      }
    } finally {
      cluster.shutdown();
      delete(dir);
    }
  }

  private static void delete(Path dir) throws IOException {
    try (var files = Files.walk(dir)) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }
}
