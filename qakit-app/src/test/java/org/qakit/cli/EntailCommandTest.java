package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Samples;

/**
 * entail end to end on the GKMC sample: an index of its evidence sentences, solve and run with
 * bge-small-zh, the evidence in the predictions file and in explain, and the errors of a missing
 * encoder or cross-encoder file.
 */
class EntailCommandTest {
  @TempDir static Path temp;
  static Path sample;
  static Path index;

  @BeforeAll
  static void indexTheSamplesEvidenceSentences() throws IOException {
    List<Path> files = Samples.materialize("gkmc", temp.resolve("sample"));
    sample = files.getFirst();
    index = temp.resolve("idx");
    var build = CliRun.of("index", "build", "--importer", "gkmc-evidence-sentences", "--lang", "zh", "-o", index.toString(),
        sample.toString());
    assertThat(build.exit()).as(build.err()).isZero();
    assertThat(build.err()).contains("indexed 10 passages"); // the sample's evidence paragraphs hold 10 sentences
  }

  @Test
  void runScoresTheSampleAndKeepsEachOptionsSentencesAsEvidence() throws IOException {
    Path predictions = temp.resolve("entail.jsonl");
    Path cache = temp.resolve("cache");
    var run = CliRun.of("run", "-f", "gkmc", "--input", sample.toString(), "--solver", "entail", "--index", index.toString(),
        "--encoder", "bge-small-zh-v15-q", "--embedding-cache", cache.toString(), "--threads", "2", "-o", predictions.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("accuracy +5 ");
    assertThat(cache.resolve("bge-small-zh-v15-q.emb")).isRegularFile();
    List<String> lines = Files.readAllLines(predictions);
    assertThat(lines).hasSize(5);
    var first = new ObjectMapper().readTree(lines.getFirst());
    var evidence = first.path("evidence");
    assertThat(evidence.path("scorer").asText()).isEqualTo("cosine(bge-small-zh-v15-q)");
    assertThat(evidence.path("sentences").asInt()).isEqualTo(6);
    var a = evidence.path("options").get(0);
    // item 101: "该城市建成区面积扩大的主要原因是" + option A "工业化带动人口集聚"
    assertThat(a.path("hypothesis").asText()).isEqualTo("该城市建成区面积扩大的主要原因是 工业化带动人口集聚");
    assertThat(a.path("premises").size()).isBetween(1, 6);
    assertThat(a.path("score").asDouble()).isEqualTo(first.path("choices").path("A").asDouble());

    var explain = CliRun.of("explain", "-f", "gkmc", "--input", sample.toString(), "--predictions", predictions.toString(), "101");
    assertThat(explain.exit()).as(explain.err()).isZero();
    assertThat(explain.out()).contains("工业化带动人口集聚", "hypothesis", "premises");

    // the same predictions again, now from the cache alone, on one thread
    Path again = temp.resolve("again.jsonl");
    var solve = CliRun.of("solve", "-f", "gkmc", "--input", sample.toString(), "--solver", "entail", "--index", index.toString(),
        "--encoder", "bge-small-zh-v15-q", "--embedding-cache", cache.toString(), "-o", again.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    assertThat(Files.readString(again)).isEqualTo(Files.readString(predictions));
  }

  @Test
  void withoutAnEncoderOrCrossEncoderItSaysWhichOptionToGive() {
    var run = CliRun.of("solve", "-f", "gkmc", "--input", sample.toString(), "--solver", "entail", "--index", index.toString(),
        "-o", temp.resolve("x.jsonl").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("\nqakit: error: solver 'entail' scores support with a bi-encoder or a cross-encoder: give --encoder M");
  }

  @Test
  void aMissingCrossEncoderFileIsNamed() {
    Path model = temp.resolve("nli.onnx");
    var run = CliRun.of("solve", "-f", "gkmc", "--input", sample.toString(), "--solver", "entail", "--index", index.toString(),
        "--cross-encoder", model.toString(), "-o", temp.resolve("y.jsonl").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("\nqakit: error: cross-encoder nli.onnx: no such file " + model);
  }
}
