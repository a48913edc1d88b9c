package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.train.FineTunedCrossEncoder;
import org.qakit.testing.SharedData;

/**
 * A fine-tuned model's score inside the learned combiners: {@code sentence-ranker --cross-encoder
 * DIR} gains the cross-encoder features, and {@code ensemble --member choice-model} combines a
 * choice head with other members (tiny random BERT folders: this checks the wiring and the values,
 * not accuracy).
 */
class FineTunedFeaturesCommandTest {
  @TempDir Path temp;

  @Test
  void theSentenceRankerReadsTheFineTunedScoreAsTwoFeatures() throws Exception {
    // the first 4 WikiQA dev questions (43 candidates; Q11, Q48 and Q66 have a positive)
    List<String> lines = Files.readAllLines(SharedData.path("wikiqa/WikiQA-dev.tsv")).subList(0, 44);
    Path data = Files.write(temp.resolve("wikiqa.tsv"), lines);
    Path model = TinyModelFolder.write(temp.resolve("tiny-pair"), "pair", 3);
    Path out = temp.resolve("ranked.jsonl");
    var run = CliRun.of("solve", "-f", "wikiqa", "--input", data.toString(), "--solver", "sentence-ranker", "--train", data.toString(),
        "--lang", "en", "--cross-encoder", model.toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    var plain = CliRun.of("solve", "-f", "wikiqa", "--input", data.toString(), "--solver", "sentence-ranker", "--train", data.toString(),
        "--lang", "en", "-o", temp.resolve("plain.jsonl").toString());
    assertThat(plain.exit()).as(plain.err()).isZero();
    int lexical = new ObjectMapper().readTree(Files.readAllLines(temp.resolve("plain.jsonl")).getFirst())
        .path("evidence").path("candidates").get(0).path("features").size();

    // the question's candidates in file order, as the format reads them
    var questions = new LinkedHashMap<String, String>();
    var candidates = new LinkedHashMap<String, List<String>>();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t");
      questions.put(f[0], f[1]);
      candidates.computeIfAbsent(f[0], k -> new ArrayList<>()).add(f[5]);
    }
    List<String> predicted = Files.readAllLines(out);
    assertThat(predicted).hasSize(4);
    try (var scorer = FineTunedCrossEncoder.open(model)) {
      for (String p : predicted) {
        JsonNode line = new ObjectMapper().readTree(p);
        String id = line.path("id").asText();
        float[] expected = scorer.score(questions.get(id), candidates.get(id));
        JsonNode evidence = line.path("evidence").path("candidates");
        assertThat(evidence.size()).isEqualTo(expected.length);
        double softmaxSum = 0;
        for (int i = 0; i < expected.length; i++) {
          JsonNode features = evidence.get(i).path("features");
          assertThat(features.size()).isEqualTo(lexical + 2);
          assertThat(features.path("cross-encoder").asDouble()).as(id + " candidate " + i).isCloseTo(expected[i], within(1e-5));
          softmaxSum += features.path("cross-encoder-softmax").asDouble();
        }
        assertThat(softmaxSum).isCloseTo(1.0, within(1e-9));
      }
    }
  }

  @Test
  void aChoiceModelIsAnEnsembleMember() throws Exception {
    List<String> lines = Files.readAllLines(SharedData.path("arc/ARC-Easy-validation.jsonl")).subList(0, 12);
    Path data = Files.write(temp.resolve("arc.jsonl"), lines);
    Path model = TinyModelFolder.write(temp.resolve("tiny-choice"), "choice", 4);
    Path out = temp.resolve("ensemble.jsonl");
    var run = CliRun.of("solve", "-f", "arc", "--input", data.toString(), "--solver", "ensemble", "--member", "choice-model",
        "--member", "word-overlap", "--cross-encoder", model.toString(), "--train", data.toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("ensemble: trained on 12 items").contains("choice-model:z").contains("choice-model:top");
    List<String> predicted = Files.readAllLines(out);
    assertThat(predicted).hasSize(12);
    JsonNode first = new ObjectMapper().readTree(predicted.getFirst());
    assertThat(first.path("evidence").path("members").toString()).isEqualTo("[\"choice-model\",\"word-overlap\"]");
    assertThat(first.path("evidence").path("weights").size()).isEqualTo(4);
    assertThat(first.path("evidence").path("options").get(0).path("contributions").has("choice-model:z")).isTrue();
  }

  @Test
  void choiceModelAndEntailShareAnEnsembleTheFolderGoesToChoiceModel() throws Exception {
    List<String> lines = Files.readAllLines(SharedData.path("arc/ARC-Easy-validation.jsonl")).subList(0, 8);
    Path data = Files.write(temp.resolve("arc8.jsonl"), lines);
    Path model = TinyModelFolder.write(temp.resolve("tiny-choice-2"), "choice", 5);
    Path docs = Files.writeString(temp.resolve("docs.jsonl"), String.join("\n",
        "{\"id\": \"d1\", \"contents\": \"Plants need sunlight and water to grow.\"}",
        "{\"id\": \"d2\", \"contents\": \"Metals conduct heat and electricity.\"}") + "\n");
    Path index = temp.resolve("idx");
    assertThat(CliRun.of("index", "build", "--importer", "jsonl", "--lang", "en", "-o", index.toString(), docs.toString()).exit()).isZero();
    Path out = temp.resolve("ens-entail.jsonl");
    var run = CliRun.of("solve", "-f", "arc", "--input", data.toString(), "--solver", "ensemble", "--member", "choice-model",
        "--member", "entail", "--cross-encoder", model.toString(), "--encoder", "all-minilm-l6-v2-q", "--index", index.toString(),
        "--train", data.toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("choice-model:z").contains("entail:z");
    assertThat(Files.readAllLines(out)).hasSize(8);
    // entail alone with only a folder: it needs an ONNX cross-encoder file or an encoder, and says which the folder is
    var alone = CliRun.of("solve", "-f", "arc", "--input", data.toString(), "--solver", "entail", "--cross-encoder", model.toString(),
        "--index", index.toString(), "-o", temp.resolve("e.jsonl").toString());
    assertThat(alone.err().strip()).isEqualTo("qakit: error: solver 'entail' scores support with a bi-encoder or a cross-encoder: give"
        + " --encoder M (`qakit list models`; bge-small-zh-v15-q for Chinese) or --cross-encoder FILE (an ONNX file; " + model
        + " is a model folder of qakit train, which choice-model and cross-encoder read)");
  }
}
