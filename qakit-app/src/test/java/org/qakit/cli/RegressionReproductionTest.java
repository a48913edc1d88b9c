package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.qakit.regress.RegressionFile;
import org.qakit.regress.Reproduction;

/**
 * The {@code qakit run --task} line that docs/tasks/&lt;id&gt;.md gives for a regression file prints the
 * file's expected scores exactly, with no extra flags (no --lenient, no ids file): the file and
 * the command score the same items by the task's protocol.
 */
class RegressionReproductionTest {
  private static final Path BENCH = Path.of("..", "benchmarks").toAbsolutePath().normalize();

  @Test
  void qakitRunByTaskPrintsTheWikiQaFilesScoresExactly() throws Exception {
    for (var entry : Map.of("wikiqa/word-overlap.json", "./qakit run --task wikiqa --split dev --solver word-overlap",
        "wikiqa/random.json", "./qakit run --task wikiqa --split dev --solver random").entrySet()) {
      RegressionFile f = RegressionFile.read(BENCH.resolve(entry.getKey()));
      List<String> commands = Reproduction.run(f);
      assertThat(commands).containsExactly(entry.getValue());
      CliRun run = CliRun.of(entry.getValue().substring("./qakit ".length()).split(" "));
      assertThat(run.exit()).as(run.err()).isZero();
      assertThat(run.err()).contains("task wikiqa dev: 126 of 296 items scored");
      assertThat(f.expected()).containsOnlyKeys("map", "mrr");
      f.expected().forEach((metric, score) -> assertThat(run.out()).as(entry.getKey() + " " + metric)
          .containsPattern("(?m)^" + Pattern.quote(metric) + " +126 +" + Pattern.quote(String.format(Locale.ROOT, "%.4f", score)) + " "));
    }
  }
}
