package org.qakit.solr;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.solr.cloud.MiniSolrCloudCluster;
import org.apache.solr.embedded.JettySolrRunner;

/**
 * An in-process SolrCloud in a JVM of its own, for tests in modules that cannot hold Solr's Lucene 9
 * next to their Lucene 10 ({@code qakit-app}'s equality test of embedded and distributed search):
 * {@code java -cp ... org.qakit.solr.ClusterMain NODES} starts {@code NODES} nodes, prints one line
 * {@value #READY} followed by their comma-separated base URLs, and shuts the cluster down when its
 * standard input ends. Lines on standard input drive faults: {@code stop I} stops node {@code I}
 * (0-based, in the order of the URLs) and answers {@code stopped I} once it is down; {@code start I}
 * starts it again and answers {@code started I} once it is live; a command that fails answers
 * {@code failed ...}. The classpath is this module's test classpath ({@code
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
      var in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, java.nio.charset.StandardCharsets.UTF_8));
      var jetties = List.copyOf(cluster.getJettySolrRunners());
      for (String line; (line = in.readLine()) != null; ) { // runs until the parent closes our standard input (or dies)
        System.out.println(command(cluster, jetties, line.strip()));
        System.out.flush();
      }
    } finally {
      cluster.shutdown();
      delete(dir);
    }
  }

  private static String command(MiniSolrCloudCluster cluster, List<JettySolrRunner> jetties, String line) {
    String[] words = line.split(" ");
    try {
      JettySolrRunner j = jetties.get(Integer.parseInt(words[1]));
      switch (words[0]) {
        case "stop" -> {
          TestCluster.stopNode(cluster, j);
          return "stopped " + words[1];
        }
        case "start" -> {
          TestCluster.startNode(cluster, j);
          return "started " + words[1];
        }
        default -> {
          return "failed: unknown command '" + line + "' (expected stop I or start I)";
        }
      }
    } catch (Exception e) {
      return "failed: " + line + ": " + e;
    }
  }

  private static void delete(Path dir) throws IOException {
    try (var files = Files.walk(dir)) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }
}
