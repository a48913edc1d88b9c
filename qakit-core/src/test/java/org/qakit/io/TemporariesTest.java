package org.qakit.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Temporaries of killed runs are found by name and removed by the next write; those of running processes are not. */
class TemporariesTest {
  @TempDir Path dir;

  /** The id of a process that has exited. */
  private static long deadPid() throws Exception {
    Process p = new ProcessBuilder("true").start();
    p.waitFor();
    return p.pid();
  }

  private Path temporary(String output, String kind, long pid) throws IOException {
    return dir.resolve("." + output + ".qakit-" + kind + "-" + pid + "-123456789");
  }

  private String[] names() throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toArray(String[]::new);
    }
  }

  @Test
  void aTemporaryIsHiddenAndNamesItsOutputAndProcess() {
    Path t = Temporaries.beside(dir.resolve("out.jsonl"), Temporaries.Kind.TMP);
    assertThat(t.getParent()).isEqualTo(dir.toAbsolutePath().normalize());
    assertThat(t.getFileName().toString()).matches("\\.out\\.jsonl\\.qakit-tmp-" + ProcessHandle.current().pid() + "-\\d+");
  }

  @Test
  void aKilledRunsTemporariesAreRemovedAndARunningOnesAreKept() throws Exception {
    long dead = deadPid();
    Files.writeString(temporary("out.jsonl", "tmp", dead), "half a file");
    Path building = Files.createDirectories(temporary("index", "building", dead).resolve("sub"));
    Files.write(building.resolve("_0.cfs"), new byte[1000]);
    Path mine = Files.writeString(temporary("other.jsonl", "tmp", ProcessHandle.current().pid()), "being written");
    Files.writeString(dir.resolve(".hidden-but-not-ours"), "x");

    var removed = Temporaries.removeStale(dir);

    assertThat(removed).extracting(Temporaries.Removal::bytes).containsExactlyInAnyOrder(11L, 1000L);
    assertThat(removed).allSatisfy(r -> assertThat(r.pid()).isEqualTo(dead)).noneMatch(Temporaries.Removal::restored);
    assertThat(names()).containsExactly(".hidden-but-not-ours", mine.getFileName().toString());
  }

  @Test
  void anOldIndexMovedAsideIsPutBackWhenItsOutputIsMissing() throws Exception {
    long dead = deadPid();
    Path old = Files.createDirectories(temporary("index", "old", dead));
    Files.writeString(old.resolve("segments_1"), "the only copy");
    Files.createDirectories(temporary("kept", "old", dead));
    Files.createDirectories(dir.resolve("kept")); // its output exists: the old copy is debris

    var done = Temporaries.removeStale(dir);

    assertThat(done).extracting(Temporaries.Removal::restored).containsExactlyInAnyOrder(true, false);
    assertThat(dir.resolve("index/segments_1")).hasContent("the only copy");
    assertThat(names()).containsExactly("index", "kept");
  }

  @Test
  void aWriteRemovesWhatAKilledWriteLeftBesideIt() throws Exception {
    Path stale = Files.writeString(temporary("out.jsonl", "tmp", deadPid()), "{\"half\":");
    AtomicFile.write(dir.resolve("out.jsonl"), w -> w.write("whole\n"));
    assertThat(stale).doesNotExist();
    assertThat(names()).containsExactly("out.jsonl");
  }

  @Test
  void aReusedProcessIdCountsAsGone() {
    var self = ProcessHandle.current();
    var started = self.info().startInstant().orElseThrow();
    assertThat(Temporaries.isGone(self.pid(), started.plusSeconds(60))).isFalse();
    assertThat(Temporaries.isGone(self.pid(), started.minusSeconds(60))).isTrue();
  }
}
