package org.qakit.regress;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's results table: a figure on part of a split gets its own row, never one beside figures on all of it. */
class ResultsTableTest {
  @TempDir Path dir;

  private RegressionFile file(String name, String subset, double accuracy) throws IOException {
    Path f = Files.createDirectories(dir.resolve("quartz-style")).resolve(name + ".json");
    Files.writeString(f, "{\"task\": \"quartz-style\", \"split\": \"dev\"" + subset + ", \"solver\": {\"id\": \"random\"},"
        + " \"metrics\": {\"accuracy\": " + accuracy + "}}");
    return RegressionFile.read(f);
  }

  @Test
  void aSubsetScoredHasItsOwnRowNamedByItsIdsFile() throws IOException {
    RegressionFile whole = file("random", "", 0.4778);
    RegressionFile half = file("random-half", ", \"subset\": {\"evaluate\": {\"path\": \"benchmarks/splits/x/evaluate.ids\"}}", 0.5111);
    assertThat(ResultsTable.scored(whole)).isEqualTo("dev");
    assertThat(ResultsTable.scored(half)).isEqualTo("dev (evaluate.ids)");
    List<String> rows = ResultsTable.section(List.of(whole, half), dir).lines().filter(l -> l.startsWith("| [quartz-style]")).toList();
    assertThat(rows).containsExactly(
        "| [quartz-style](docs/tasks/quartz-style.md) | dev | accuracy | random 0.4778 |  |",
        "| [quartz-style](docs/tasks/quartz-style.md) | dev (evaluate.ids) | accuracy | random-half 0.5111 |  |");
  }
}
