package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The qualitative solver through the command line, on the project's own QuaRTz-format fixtures (no encoder). */
class QualitativeSolveCommandTest {
  private static final String FIXTURES = Path.of("../qakit-lucene/src/test/resources/qakit/qualitative/quartz-fixtures.jsonl")
      .toAbsolutePath().normalize().toString();
  @TempDir Path temp;

  @Test
  void goldKnowledgeRunsAndWritesItsReading() throws IOException {
    Path out = temp.resolve("pred.jsonl");
    CliRun r = CliRun.of("run", "-f", "quartz", "--input", FIXTURES, "--solver", "qualitative-gold", "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    // 24 of 30 right, 4 abstentions: accuracy 24/30 = 0.8000, tie-split (24 + 4/2)/30 = 0.8667
    assertThat(r.out()).contains("accuracy            30  0.8000").contains("accuracy-tie-split  30  0.8667");
    String first = Files.readAllLines(out).get(0);
    assertThat(first).contains("\"setting\":\"gold\"").contains("\"relation\":{\"form\":\"the-X-the-Y\"").contains("\"decision\":\"answer\"");
  }

  @Test
  void otherLanguagesAndAMissingIndexAreRefused() {
    CliRun zh = CliRun.of("run", "-f", "quartz", "--input", FIXTURES, "--solver", "qualitative-none", "--lang", "zh");
    assertThat(zh.exit()).isEqualTo(1);
    assertThat(zh.err()).contains("qakit: error: solver 'qualitative-none' reads English only (WordNet), found --lang zh");
    CliRun noIndex = CliRun.of("run", "-f", "quartz", "--input", FIXTURES, "--solver", "qualitative");
    assertThat(noIndex.exit()).isEqualTo(1);
    assertThat(noIndex.err()).contains("solver 'qualitative' needs an index");
  }
}
