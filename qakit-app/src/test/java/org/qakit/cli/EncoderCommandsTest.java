package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code qakit list models} and {@code qakit bench encode}. */
class EncoderCommandsTest {
  @TempDir Path dir;

  @Test
  void listModelsShowsEveryModelWithItsSettingsAndJarVersion() {
    var run = CliRun.of("list", "models");
    assertThat(run.exit()).isZero();
    assertThat(run.out()).containsPattern("bge-small-en-v15-q +en +384 +cls +512 +MIT +1\\.11\\.0-beta19")
        .containsPattern("bge-small-zh-v15-q +zh +512 +cls +512 +MIT +1\\.11\\.0-beta19")
        .containsPattern("all-minilm-l6-v2-q +en +384 +mean +256 +Apache-2\\.0 +1\\.11\\.0-beta19")
        .contains("queries get \"Represent this sentence for searching relevant passages: \"");
  }

  @Test
  void benchEncodeTimesEachBatchSizeOnTheDatasetsTexts() throws IOException {
    // two ARC questions: 2 stems + 4 options = 6 distinct texts, cycled to 10
    Path data = Files.writeString(dir.resolve("arc.jsonl"), """
        {"id":"q1","question":"What color is the sky?","choices":{"text":["blue","green"],"label":["A","B"]},"answerKey":"A"}
        {"id":"q2","question":"Which animal barks?","choices":{"text":["cat","dog"],"label":["A","B"]},"answerKey":"B"}
        """);
    var run = CliRun.of("bench", "encode", "--encoder", "all-minilm-l6-v2-q", "-f", "arc", "--sentences", "10", "--batch", "1,4",
        "--threads", "1", "--input", data.toString());
    assertThat(run.err()).isEmpty();
    assertThat(run.exit()).isZero();
    assertThat(run.out()).contains("qakit bench encode: all-minilm-l6-v2-q, 10 texts (6 distinct), 1 thread(s)")
        // a rate whose time is under 0.1 s (this run's may be, on a fast machine) is "-", never Infinity
        .containsPattern("\\n1 +[0-9.]+ +([0-9.]+|-) +[0-9.]+ +([0-9.]+|-) +0 +-")
        .containsPattern("\\n4 +[0-9.]+ +([0-9.]+|-) +[0-9.]+ +([0-9.]+|-) +0 +(0\\.9[0-9]{3}|1\\.0000)")
        .doesNotContain("Infinity").doesNotContain("NaN")
        .contains("peak heap");
  }

  @Test
  void benchEncodeNamesAnUnknownModel() {
    var run = CliRun.of("bench", "encode", "--encoder", "bge-small", "-f", "arc", "--input", "x.jsonl");
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).startsWith("qakit: error: unknown model 'bge-small'; did you mean");
  }
}
