package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

  @Test
  void anUnreadableStatementIsAnAbstentionWithItsReasonNeverAGuess() throws IOException {
    List<String> lines = Files.readAllLines(Path.of(FIXTURES)).subList(0, 2);
    Path data = temp.resolve("unreadable.jsonl");
    // the second question keeps its options and annotations but its statement compares nothing
    Files.write(data, List.of(lines.get(0), lines.get(1).replaceAll("\"para\": \"[^\"]*\"", "\"para\": \"Wires are made of copper.\"")));
    Path out = temp.resolve("pred.jsonl");
    CliRun r = CliRun.of("run", "-f", "quartz", "--input", data.toString(), "--solver", "qualitative-gold", "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    // 1 right, 1 abstention: accuracy 1/2 = 0.5000, tie-split (1 + 1/2)/2 = 0.7500
    assertThat(r.out()).contains("accuracy            2  0.5000").contains("accuracy-tie-split  2  0.7500");
    var second = new ObjectMapper().readTree(Files.readAllLines(out).get(1));
    assertThat(second.path("choices").toString()).isEqualTo("{\"A\":0.5,\"B\":0.5}"); // 1/k, k = 2: no preference
    assertThat(second.path("evidence").path("decision").asText()).isEqualTo("abstain");
    assertThat(second.path("evidence").path("reason").asText()).isEqualTo("statement: no comparative word in the statement");
  }

  @Test
  void theQualitativeSolverIsAnEnsembleMember() throws IOException {
    Path out = temp.resolve("ensemble.jsonl");
    // trained and scored on the same 30 fixtures: this tests the wiring, not the accuracy
    CliRun r = CliRun.of("solve", "-f", "quartz", "--input", FIXTURES, "--solver", "ensemble", "--member", "qualitative-gold",
        "--member", "word-overlap", "--train", FIXTURES, "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.err()).contains("ensemble: trained on 30 items").contains("qualitative-gold:z");
    var first = new ObjectMapper().readTree(Files.readAllLines(out).getFirst());
    assertThat(first.path("evidence").path("members").toString()).isEqualTo("[\"qualitative-gold\",\"word-overlap\"]");
    CliRun noIndex = CliRun.of("solve", "-f", "quartz", "--input", FIXTURES, "--solver", "ensemble", "--member", "qualitative",
        "--member", "word-overlap", "--train", FIXTURES, "-o", temp.resolve("x").toString());
    assertThat(noIndex.exit()).isEqualTo(1);
    assertThat(noIndex.err()).contains("solver 'qualitative' needs an index");
  }
}
