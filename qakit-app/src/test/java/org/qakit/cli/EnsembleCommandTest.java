package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;

/** {@code --solver ensemble --member ...} on the quartz-style data with an index of its knowledge. */
class EnsembleCommandTest {
  @TempDir static Path temp;
  static Path index;
  static String dev;

  @BeforeAll
  static void index() {
    index = temp.resolve("quartz-index");
    var build = CliRun.of("index", "build", "--importer", "quartz-knowledge", "--lang", "en", "-o", index.toString(),
        SharedData.path("quartz-style/knowledge.jsonl").toString());
    assertThat(build.exit()).as(build.err()).isZero();
    dev = SharedData.path("quartz-style/dev.jsonl").toString();
  }

  @Test
  void membersAreBuiltFromTheSameOptionsAndTheWeightsArePrintedAndExplained() throws IOException {
    Path out = temp.resolve("ensemble.jsonl");
    // trained and scored on the same 90 items: this tests the wiring, not the accuracy
    var run = CliRun.of("solve", "-f", "quartz", "--input", dev, "--solver", "ensemble", "--member", "ir", "--member", "pmi",
        "--member", "word-overlap", "--index", index.toString(), "--train", dev, "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("ensemble: trained on 90 items in 30 groups (a group stays in one fold); 5-fold cross-validated accuracy by lambda: 1.0E-4=")
        .contains("ir:z").contains("word-overlap:top").contains("\nfold 5 ").contains("\nfinal ");
    var lines = Files.readAllLines(out);
    assertThat(lines).hasSize(90);
    var first = new ObjectMapper().readTree(lines.getFirst());
    assertThat(first.path("evidence").path("members").toString()).isEqualTo("[\"ir\",\"pmi\",\"word-overlap\"]");
    assertThat(first.path("evidence").path("weights").size()).isEqualTo(6);
    assertThat(first.path("evidence").path("options").get(0).path("contributions").has("pmi:z")).isTrue();

    var explain = CliRun.of("explain", "-f", "quartz", "--input", dev, "--predictions", out.toString(), first.path("id").asText());
    assertThat(explain.exit()).as(explain.err()).isZero();
    assertThat(explain.out()).contains("weights").contains("ir:top");
  }

  @Test
  void membersAreCheckedBeforeAnythingRuns() {
    var none = CliRun.of("solve", "-f", "quartz", "--input", dev, "--solver", "ensemble", "--train", dev, "-o", temp.resolve("x").toString());
    assertThat(none.exit()).isEqualTo(1);
    assertThat(none.err()).endsWith("qakit: error: solver 'ensemble' combines other solvers: give at least 2 with --member ID"
        + " (e.g. --member ir --member pmi --member word-overlap), found 0\n");
    var self = CliRun.of("solve", "-f", "quartz", "--input", dev, "--solver", "ensemble", "--member", "ensemble", "--member", "ir",
        "--train", dev, "-o", temp.resolve("x").toString());
    assertThat(self.err()).endsWith("qakit: error: --member ensemble: an ensemble cannot be a member of an ensemble\n");
    var notEnsemble = CliRun.of("solve", "-f", "quartz", "--input", dev, "--solver", "ir", "--member", "pmi",
        "--index", index.toString(), "-o", temp.resolve("x").toString());
    assertThat(notEnsemble.err()).endsWith("qakit: error: --member pmi: members are for --solver ensemble, found --solver ir\n");
    var indexMissing = CliRun.of("solve", "-f", "quartz", "--input", dev, "--solver", "ensemble", "--member", "ir", "--member", "pmi",
        "--train", dev, "-o", temp.resolve("x").toString());
    assertThat(indexMissing.err()).contains("solver 'ir' needs an index: give --index DIR");
    assertThat(temp.resolve("x")).doesNotExist();
  }
}
