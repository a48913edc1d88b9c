package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;

class ExplainCommandTest {
  @TempDir static Path dir;
  static String dev;
  static Path predictions;

  @BeforeAll
  static void solveQuartzWithIr() {
    Path index = dir.resolve("quartz-index");
    var build = CliRun.of("index", "build", "--importer", "quartz-knowledge", "--lang", "en", "-o", index.toString(),
        SharedData.path("quartz-style/knowledge.jsonl").toString());
    assertThat(build.exit()).as(build.err()).isZero();
    dev = SharedData.path("quartz-style/dev.jsonl").toString();
    predictions = dir.resolve("ir.jsonl");
    var solve = CliRun.of("solve", "-f", "quartz", "--input", dev, "--solver", "ir", "--index", index.toString(), "-o", predictions.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
  }

  @Test
  void printsTheQuestionGoldScoresAndTheHitBehindEachOption() {
    var r = CliRun.of("explain", "-f", "quartz", "--input", dev, "--predictions", predictions.toString(), "QRQA-90005-1");
    assertThat(r.exit()).as(r.err()).isZero();
    // both options' best qualifying hit is the same sentence, so they tie: wrong under accuracy
    assertThat(r.out())
        .startsWith("QRQA-90005-1 (multiple-choice)\nquestion: Sam tilts his skateboard ramp so it is nearly flat.")
        .contains("gold: A; top score: A, B (tie: wrong under accuracy)\n")
        .contains("  questionTerms: sam, tilt, hi, skateboard, ramp")
        .containsPattern("\\*> A  1\\.9488  more slowly\n")
        .contains("      hit: id=QRSent-90040, rank=2, score=1.9488, text=The more fuel is burned, the more carbon dioxide is released.\n")
        .contains("        - id=QRSent-90005, rank=1, score=6.1757, reason=no option word\n");
  }

  @Test
  void anUnknownItemOrAMissingPredictionIsAnErrorAndAFileWithoutEvidenceSaysSo() throws Exception {
    var unknown = CliRun.of("explain", "-f", "quartz", "--input", dev, "--predictions", predictions.toString(), "no-such-item");
    assertThat(unknown.exit()).isEqualTo(1);
    assertThat(unknown.err()).contains("qakit: error: item 'no-such-item' is not in [" + dev + "]");
    Path one = dir.resolve("one.jsonl");
    java.nio.file.Files.writeString(one, "{\"id\":\"QRQA-90002-1\",\"choices\":{\"A\":0.25,\"B\":0.5}}\n");
    var bare = CliRun.of("explain", "-f", "quartz", "--input", dev, "--predictions", one.toString(), "QRQA-90002-1");
    assertThat(bare.exit()).as(bare.err()).isZero();
    assertThat(bare.out()).contains("gold: A; top score: B (wrong)\nevidence: none");
    var missing = CliRun.of("explain", "-f", "quartz", "--input", dev, "--predictions", one.toString(), "QRQA-90005-1");
    assertThat(missing.exit()).isEqualTo(1);
    assertThat(missing.err()).contains("expected a prediction for item 'QRQA-90005-1', found none");
  }
}
