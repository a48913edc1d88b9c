package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run killed with SIGKILL (no shutdown hook, no finally) leaves its hidden temporary behind; the
 * next run that writes into the same folder removes it. Proven on a real {@code index build} of
 * WordNet (Debian's wordnet-base) killed while it builds, and on {@code data convert} beside a
 * temporary a killed convert left.
 */
class KilledRunTest {
  @TempDir Path dir;

  private List<String> hidden() throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".")).sorted().toList();
    }
  }

  @Test
  void anIndexBuildKilledMidwayLeavesNothingOnceTheNextBuildRuns() throws Exception {
    Path wordnet = Path.of("/usr/share/wordnet");
    assertThat(wordnet.resolve("data.noun")).as("Debian's wordnet-base (.ci/run installs it)").exists();
    String java = ProcessHandle.current().info().command().orElse("java");
    Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "org.qakit.cli.Qakit", "index", "build",
        "--importer", "wordnet", wordnet.toString(), "--lang", "en", "-o", dir.resolve("wn").toString())
        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try {
      long deadline = System.nanoTime() + 120_000_000_000L;
      while (!hasSegmentFiles() && child.isAlive() && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertThat(child.isAlive()).as("the build is still running when it is killed").isTrue();
    } finally {
      child.destroyForcibly(); // SIGKILL
      child.waitFor();
    }
    assertThat(hidden()).singleElement().asString().matches("\\.wn\\.qakit-building-" + child.pid() + "-\\d+");

    Path corpus = Files.writeString(dir.resolve("corpus.txt"), "Iron is a metal.\nWood burns.\n");
    var run = CliRun.of("index", "build", "--importer", "text", corpus.toString(), "--lang", "en", "-o", dir.resolve("small").toString());

    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(hidden()).isEmpty();
    assertThat(dir.resolve("wn")).doesNotExist();
  }

  /** Whether the killed build has started writing Lucene files into its temporary folder. */
  private boolean hasSegmentFiles() throws IOException {
    for (String name : hidden()) {
      try (Stream<Path> files = Files.list(dir.resolve(name))) {
        if (files.anyMatch(f -> !f.getFileName().toString().equals("write.lock"))) {
          return true;
        }
      } catch (java.nio.file.NoSuchFileException raced) {
        // moved into place meanwhile
      }
    }
    return false;
  }

  @Test
  void aConvertRemovesTheTemporaryAKilledConvertLeftBesideItsOutput() throws Exception {
    Process gone = new ProcessBuilder("true").start();
    gone.waitFor();
    Path stale = Files.writeString(dir.resolve(".out.jsonl.qakit-tmp-" + gone.pid() + "-42"), "{\"id\":\"half");
    Path arc = Files.writeString(dir.resolve("arc.jsonl"),
        "{\"id\":\"q1\",\"question\":\"Which is a metal?\",\"choices\":{\"text\":[\"iron\",\"wood\"],\"label\":[\"A\",\"B\"]},\"answerKey\":\"A\"}\n");

    var run = CliRun.of("data", "convert", "-f", "arc", "--input", arc.toString(), "-o", dir.resolve("out.jsonl").toString());

    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(stale).doesNotExist();
    assertThat(hidden()).isEmpty();
  }
}
