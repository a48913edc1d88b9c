package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;

/**
 * {@code qakit train --head span} and the {@code span-reader} solver: bad input is one line before
 * any weight is read, and a small real run on a SciQ direct-answer fixture (SciQ's JSON; no span
 * training data is at hand here) writes a folder whose answers come from the passages.
 */
class SpanTrainCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aHeadOrOptionThatDoesNotFitIsOneLine(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("m");
    Path wikiqa = SharedData.path("wikiqa/WikiQA-dev.tsv");
    var pairData = CliRun.of("train", "-f", "wikiqa", "--input", wikiqa.toString(), "--dev", wikiqa.toString(), "--encoder", "all-minilm-l6-v2",
        "--head", "span", "-o", out.toString());
    assertThat(pairData.exit()).isEqualTo(1);
    assertThat(pairData.err().strip()).startsWith("qakit: error: head 'span' trains on extraction items; the training data (format wikiqa)"
        + " holds AnswerSelectionItem").doesNotContain("\n");
    Path train = sciq(dir, "train.json", 0, 4);
    var index = CliRun.of("train", "-f", "sciq", "--view", "direct-answer", "--input", train.toString(), "--dev", train.toString(),
        "--encoder", "all-minilm-l6-v2", "--head", "span", "--index", dir.toString(), "-o", out.toString());
    assertThat(index.err().strip()).isEqualTo("qakit: error: head 'span' reads the item's own passage with one loss over start and end: drop --index");
    var pair = CliRun.of("train", "-f", "sciq", "--view", "direct-answer", "--input", train.toString(), "--dev", train.toString(),
        "--encoder", "all-minilm-l6-v2", "--stride", "8", "-o", out.toString());
    assertThat(pair.err().strip()).isEqualTo("qakit: error: --stride and --max-answer cut passages for the span head; head 'pair' reads none: drop them");
    var stride = CliRun.of("train", "-f", "sciq", "--view", "direct-answer", "--input", train.toString(), "--dev", train.toString(),
        "--encoder", "all-minilm-l6-v2", "--head", "span", "--max-length", "32", "-o", out.toString());
    assertThat(stride.err().strip()).isEqualTo("qakit: error: --stride 32: expected fewer tokens than the 15 passage tokens a window of max"
        + " length 32 holds at least; lower --stride or raise --max-length");
    assertThat(out).doesNotExist();
  }

  @Test
  void anAnswerMissingFromItsPassageIsOneLineBeforeTraining(@TempDir Path dir) throws Exception {
    Path train = sciq(dir, "train.json", 0, 4);
    String text = Files.readString(train).replace("\"correct_answer\": \"igneous rocks\"", "\"correct_answer\": \"basalt\"");
    Files.writeString(train, text);
    Path out = dir.resolve("m");
    var run = CliRun.of("train", "-f", "sciq", "--view", "direct-answer", "--input", train.toString(), "--dev", train.toString(),
        "--encoder", "all-minilm-l6-v2", "--head", "span", "--max-length", "64", "--stride", "8", "-o", out.toString());
    assertThat(run.exit()).isEqualTo(1);
    List<String> errors = run.err().lines().filter(l -> l.startsWith("qakit: error")).toList();
    assertThat(errors).containsExactly("qakit: error: training data [" + train + "]: item 'train-1': no gold answer ('basalt') occurs in its"
        + " passage, so it has no span to learn (1 of 4 items); fix them or pass --lenient to skip them");
    assertThat(run.err()).doesNotContain("step 1/");
    assertThat(out).doesNotExist();
  }

  @Test
  void aSmallSpanRunWritesAFolderTheSpanReaderAnswersWith(@TempDir Path dir) throws Exception {
    Path train = sciq(dir, "train.json", 0, 4);
    Path dev = sciq(dir, "valid.json", 4, 2);
    Path out = dir.resolve("span");
    var run = CliRun.of("train", "-f", "sciq", "--view", "direct-answer", "--input", train.toString(), "--dev", dev.toString(),
        "--encoder", "all-minilm-l6-v2", "--head", "span", "--epochs", "1", "--batch", "4", "--max-length", "32", "--stride", "8",
        "--max-answer", "5", "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("span head, 4 items (").contains("windows/s").contains("ETA").contains("dev F1").contains("(best so far: kept)");
    var card = JSON.readTree(out.resolve("card.json").toFile());
    assertThat(card.path("head").asText()).isEqualTo("span");
    assertThat(card.path("baseModel").asText()).isEqualTo("all-minilm-l6-v2");
    assertThat(card.path("trainFiles").path(train.toString()).asText()).hasSize(64);
    assertThat(card.path("devCurve").get(0).path("dev").path("f1").asDouble()).isBetween(0.0, 1.0);
    var config = JSON.readTree(out.resolve("config.json").toFile());
    assertThat(config.path("span").path("stride").asInt()).isEqualTo(8);
    assertThat(config.path("span").path("maxAnswerTokens").asInt()).isEqualTo(5);

    Path predictions = dir.resolve("predictions.jsonl");
    var solve = CliRun.of("solve", "-f", "sciq", "--view", "direct-answer", "--input", dev.toString(), "--solver", "span-reader",
        "--cross-encoder", out.toString(), "-o", predictions.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    List<String> lines = Files.readAllLines(predictions).stream().filter(l -> l.contains("\"answers\"")).toList();
    assertThat(lines).hasSize(2);
    String devText = Files.readString(dev);
    for (String line : lines) {
      var node = JSON.readTree(line);
      String answer = node.path("answers").get(0).asText();
      assertThat(answer).isNotBlank();
      assertThat(devText).contains(answer);
      // support passages of 30+ tokens are read in more than one window of 32
      assertThat(node.path("evidence").path("windows").asInt()).isGreaterThan(1);
    }
    // a pair folder is not a span reader
    Path pairFolder = TinyModelFolder.write(dir.resolve("pair"), "pair", 1);
    var wrong = CliRun.of("solve", "-f", "sciq", "--view", "direct-answer", "--input", dev.toString(), "--solver", "span-reader",
        "--cross-encoder", pairFolder.toString(), "-o", dir.resolve("p2.jsonl").toString());
    assertThat(wrong.err().strip()).isEqualTo("qakit: error: model folder " + pairFolder + ": holds a pair head, expected span (the span-reader"
        + " solver reads folders of qakit train --head span)");
  }

  /** {@code count} SciQ records from {@code from} on, in SciQ's JSON, each answer in its support. */
  private static Path sciq(Path dir, String name, int from, int count) throws Exception {
    String[][] records = {
        {"Rocks that form when magma or lava cools are called what?", "igneous rocks",
            "Igneous rocks form when molten rock cools and hardens. When magma cools slowly underground, large crystals have time to grow."},
        {"What is the powerhouse of the cell?", "mitochondria",
            "The mitochondria are organelles that make energy for the cell. They are often called the powerhouse of the cell."},
        {"What gas do plants take in for photosynthesis?", "carbon dioxide",
            "During photosynthesis, plants take in carbon dioxide and water and use the energy of sunlight to make sugar and oxygen."},
        {"What force pulls objects toward the center of the earth?", "gravity",
            "Gravity is the force that pulls objects toward the center of the earth. It keeps the moon in its orbit around the planet."},
        {"What is the hardest natural mineral?", "diamond",
            "On the Mohs scale, talc is the softest mineral and diamond is the hardest natural mineral known, used in cutting tools."},
        {"Which organ pumps blood through the body?", "heart",
            "The heart is a muscular organ that pumps blood through the blood vessels of the circulatory system to every part of the body."}};
    var out = new StringBuilder("[\n");
    for (int i = from; i < from + count; i++) {
      out.append(i > from ? ",\n" : "").append("  {\"question\": \"").append(records[i][0]).append("\", \"distractor1\": \"x\", \"distractor2\": \"y\","
          + " \"distractor3\": \"z\", \"correct_answer\": \"").append(records[i][1]).append("\", \"support\": \"").append(records[i][2]).append("\"}");
    }
    return Files.writeString(dir.resolve(name), out.append("\n]\n").toString());
  }
}
