package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCorpusCommandTest {
  @TempDir Path temp;

  @Test
  void aNonEmptyOutputIsRefusedBeforeAnythingIsRead() throws IOException {
    Path out = Files.createDirectories(temp.resolve("corpus"));
    Files.writeString(out.resolve("keep.txt"), "x");
    // the sources do not exist either: the target is checked first
    var r = CliRun.of("bench", "corpus", "--lines", "10", "--data", temp.resolve("nowhere").toString(), "-o", out.toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("qakit: error: " + out + ": the folder exists and is not empty; use --force to replace it"
        + System.lineSeparator());
    assertThat(out.resolve("keep.txt")).hasContent("x");
  }

  @Test
  void badNumbersAreRefusedWithOneLine() {
    var r = CliRun.of("bench", "corpus", "--lines", "5", "--files", "6", "-o", temp.resolve("c").toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("qakit: error: corpus: files must be between 1 and min(100, lines), found 6" + System.lineSeparator());
  }
}
