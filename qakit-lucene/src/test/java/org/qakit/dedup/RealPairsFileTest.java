package org.qakit.dedup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RealPairsFileTest {
  @TempDir Path dir;

  private Path file(String... lines) throws IOException {
    return Files.write(dir.resolve("pairs.tsv"), List.of(lines));
  }

  @Test
  void readsWhatItWritesAfterItsComments() throws IOException {
    var pairs = List.of(new RealPair("gkmc:1", "gkmc:2", true, "same stem and options"),
        new RealPair("arc-easy:Q_1", "arc-challenge:Q_9", false, "different questions"));
    Path p = dir.resolve("out.tsv");
    RealPairsFile.write(p, List.of("how they were sampled"), pairs);
    assertThat(Files.readAllLines(p)).startsWith("# how they were sampled", "a\tb\tlabel\treason")
        .contains("gkmc:1\tgkmc:2\tdup\tsame stem and options");
    assertThat(RealPairsFile.read(p)).isEqualTo(pairs);
    assertThat(RealPair.dataset("arc-easy:Q_1")).isEqualTo("arc-easy");
    assertThat(RealPair.itemId("arc-easy:Q_1")).isEqualTo("Q_1");
  }

  @Test
  void aBadLineIsAnErrorAtFileAndLine() throws IOException {
    Path badLabel = file("# c", "a\tb\tlabel\treason", "gkmc:1\tgkmc:2\tyes\twhy");
    assertThatThrownBy(() -> RealPairsFile.read(badLabel)).hasMessage(badLabel + ":3: expected label dup or not, found 'yes'");
    Path fields = file("a\tb\tlabel\treason", "gkmc:1\tgkmc:2\tdup");
    assertThatThrownBy(() -> RealPairsFile.read(fields)).hasMessageContaining(":2: expected 4 tab-separated fields");
    Path noDataset = file("a\tb\tlabel\treason", "16385\tgkmc:2\tnot\twhy");
    assertThatThrownBy(() -> RealPairsFile.read(noDataset)).hasMessageContaining(":2: expected an item as dataset:id");
    Path twice = file("a\tb\tlabel\treason", "gkmc:1\tgkmc:2\tnot\twhy", "gkmc:2\tgkmc:1\tnot\twhy");
    assertThatThrownBy(() -> RealPairsFile.read(twice)).hasMessageContaining(":3: expected each pair once");
    Path noHeader = file("gkmc:1\tgkmc:2\tnot\twhy");
    assertThatThrownBy(() -> RealPairsFile.read(noHeader)).hasMessageContaining(":1: expected the header");
    Path noReason = file("a\tb\tlabel\treason", "gkmc:1\tgkmc:2\tnot\t ");
    assertThatThrownBy(() -> RealPairsFile.read(noReason)).hasMessageContaining(":2: pair gkmc:1 gkmc:2: expected a one-line reason");
  }
}
