package org.qakit.solr;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * qakit-solr's in-process SolrCloud ({@code ClusterMain}) in a child JVM: qakit-app holds Lucene 10,
 * Solr 9 needs Lucene 9, so the cluster cannot run in this JVM; the test talks to it over HTTP as a
 * user's qakit talks to a real cluster. Needs qakit-solr built in the same reactor ({@code
 * ./mvnw verify -pl qakit-app -am}), which leaves its classes and {@code test-classpath.txt}.
 */
public final class SolrClusterProcess implements AutoCloseable {
  private static SolrClusterProcess shared;

  /**
   * The one 3-node cluster of this test run, started by the first test that asks and stopped when
   * the JVM exits (its child also stops when our end of its standard input closes). Only a class
   * marked {@link SolrClusterTest} may ask: the others run in four JVMs, and each would start one.
   */
  public static synchronized SolrClusterProcess shared() throws IOException, InterruptedException {
    requireSolrClusterTest();
    if (shared == null) {
      var started = new SolrClusterProcess(3);
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        try {
          started.close();
        } catch (IOException | InterruptedException e) {
          started.process.destroyForcibly();
        }
      }));
      shared = started;
    }
    return shared;
  }

  private final Process process;
  private final List<String> urls;
  private final BufferedReader reader;

  SolrClusterProcess(int nodes) throws IOException, InterruptedException {
    Path target = Path.of(System.getProperty("qakit.solr.target", "../qakit-solr/target"));
    Path cpFile = target.resolve("test-classpath.txt");
    if (!Files.isReadable(cpFile)) {
      throw new IllegalStateException(cpFile + " is missing: build qakit-solr in the same reactor (./mvnw verify -pl qakit-app -am)");
    }
    String cp = target.resolve("test-classes") + java.io.File.pathSeparator + target.resolve("classes")
        + java.io.File.pathSeparator + Files.readString(cpFile).strip();
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    process = new ProcessBuilder(java.toString(), "-Xmx512m", "-cp", cp, "org.qakit.solr.ClusterMain", Integer.toString(nodes))
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    var ready = CompletableFuture.supplyAsync(() -> {
      try {
        for (String line; (line = reader.readLine()) != null; ) {
          if (line.startsWith("qakit-solr-cluster ")) {
            return line.substring("qakit-solr-cluster ".length()).strip();
          }
        }
        return null;
      } catch (IOException e) {
        return null;
      }
    });
    String line;
    try {
      line = ready.get(240, TimeUnit.SECONDS);
    } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
      process.destroyForcibly();
      throw new IllegalStateException("the SolrCloud child JVM did not start in 240 s", e);
    }
    if (line == null) {
      process.destroyForcibly();
      throw new IllegalStateException("the SolrCloud child JVM ended before it was ready (exit " + process.waitFor() + ")");
    }
    urls = List.of(line.split(","));
  }

  /** The base URLs of the nodes, node 0 first (running or not). */
  public List<String> urls() {
    return urls;
  }

  /** Stops node {@code i} (of {@link #urls}) cleanly and returns once it is down. */
  public void stop(int i) throws IOException {
    command("stop " + i, "stopped " + i);
  }

  /** Starts a stopped node {@code i} again and returns once it is live. */
  public void start(int i) throws IOException {
    command("start " + i, "started " + i);
  }

  private synchronized void command(String command, String done) throws IOException {
    var in = process.getOutputStream();
    in.write((command + "\n").getBytes(StandardCharsets.UTF_8));
    in.flush();
    String answer = reader.readLine();
    while (answer != null && !answer.startsWith(done) && !answer.startsWith("failed")) {
      answer = reader.readLine(); // anything else the child printed
    }
    if (!done.equals(answer)) {
      throw new IllegalStateException("the SolrCloud child JVM answered '" + answer + "' to '" + command + "'");
    }
  }

  @Override
  public void close() throws IOException, InterruptedException {
    process.getOutputStream().close();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
    }
  }

  /** Throws unless a class on the calling stack (or the class it is nested in) is marked {@link SolrClusterTest}. */
  static void requireSolrClusterTest() {
    var walker = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    List<Class<?>> callers = walker.walk(frames -> frames.map(StackWalker.StackFrame::getDeclaringClass)
        .filter(c -> c != SolrClusterProcess.class).toList());
    if (callers.stream().noneMatch(c -> c.isAnnotationPresent(SolrClusterTest.class) || c.getNestHost().isAnnotationPresent(SolrClusterTest.class))) {
      String caller = callers.isEmpty() ? "?" : callers.get(0).getName();
      throw new IllegalStateException(caller + " uses the shared SolrCloud cluster but is not marked @SolrClusterTest: "
          + "it would start a second cluster in another test JVM");
    }
  }
}
