package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;

/**
 * {@code qakit bench} on a regression file with {@code solver.model}: all-MiniLM-L6-v2 fine-tuned
 * for one epoch (max length 32) on 3 real WikiQA training questions, the epoch scored on 2 dev
 * questions, the cross-encoder scored on 2 others. The model is trained once and reused; a changed
 * hyper-parameter trains another; a changed weights checksum or a card that no longer matches is
 * caught.
 */
class BenchModelCommandTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @TempDir Path root;

  @Test
  void trainsOnceReusesTheCacheRetrainsOnAChangeAndCatchesChangedWeights() throws Exception {
    Path file = setUp();
    CliRun first = bench("--update");
    assertThat(first.exit()).as(first.err()).isZero();
    assertThat(first.err()).contains("solver.model: training all-minilm-l6-v2 + pair head into")
        .contains("train: all-minilm-l6-v2 + pair head, 3 groups").contains("dev MAP").contains("tiny/cross-encoder.json: trained the model");
    ObjectNode json = (ObjectNode) MAPPER.readTree(file.toFile());
    String weights = json.path("model_sha256").path("weights.ndlist").asText();
    assertThat(weights).hasSize(64);
    assertThat(json.path("model_sha256").path("train/train.tsv").asText()).isEqualTo(org.qakit.io.Sha256.file(root.resolve("data/train.tsv")));
    assertThat(json.path("model_sha256").path("dev/dev.tsv").asText()).isEqualTo(org.qakit.io.Sha256.file(root.resolve("data/dev.tsv")));
    assertThat(json.path("metrics").path("map").isNumber()).isTrue();
    assertThat(models()).hasSize(1);
    Path model = models().getFirst();

    CliRun second = bench();
    assertThat(second.exit()).as(second.out() + second.err()).isZero();
    assertThat(second.out()).contains("passed: 1 regression file(s)");
    assertThat(second.err()).contains("tiny/cross-encoder.json: reused the model " + model + " (its card matches)")
        .doesNotContain("train:").doesNotContain("training");

    json.with("model_sha256").put("weights.ndlist", "0".repeat(64));
    write(file, json);
    CliRun changed = bench();
    assertThat(changed.exit()).isEqualTo(1);
    assertThat(changed.out()).contains("CHECKSUM the model's weights changed: model_sha256.weights.ndlist expected " + "0".repeat(64)
        + ", found " + weights + " (the same settings and data trained other weights)");
    assertThat(changed.err()).doesNotContain("train:");

    // another seed is another model, in another folder: its weights differ from those written
    json.with("model_sha256").put("weights.ndlist", weights);
    json.with("solver").with("model").put("seed", 2);
    write(file, json);
    CliRun seed2 = bench();
    assertThat(seed2.err()).contains("solver.model: training all-minilm-l6-v2").contains("train: all-minilm-l6-v2");
    assertThat(models()).hasSize(2);
    assertThat(seed2.out()).contains("CHECKSUM the model's weights changed");
    assertThat(seed2.exit()).isEqualTo(1);

    // a card that does not match its folder's settings is trained again, never reused; one thread and
    // the same seed train the same weights, so the file passes
    Path card = model.resolve("card.json");
    write(card, ((ObjectNode) MAPPER.readTree(card.toFile())).put("patience", 3));
    json.with("solver").with("model").put("seed", 1);
    write(file, json);
    CliRun retrained = bench();
    assertThat(retrained.err()).contains("does not match its settings (patience 3): training it again").contains("train: all-minilm-l6-v2");
    assertThat(retrained.exit()).as(retrained.out()).isZero();
    assertThat(models()).hasSize(2);
  }

  @Test
  void aChoiceModelCarvedByIdsReadsTheFilesIndexPerOption() throws Exception {
    Files.createDirectories(root.resolve("data"));
    List<String> arc = Files.readAllLines(SharedData.path("arc/ARC-Easy-validation.jsonl")).subList(0, 9);
    Files.write(root.resolve("data/arc.jsonl"), arc);
    var ids = new ArrayList<String>();
    for (String line : arc) {
      ids.add(MAPPER.readTree(line).path("id").asText());
    }
    Files.write(root.resolve("data/train.ids"), ids.subList(0, 4));
    Files.write(root.resolve("data/dev.ids"), ids.subList(4, 6));
    Files.write(root.resolve("data/scored.ids"), ids.subList(6, 9));
    Files.writeString(root.resolve("data/docs.jsonl"), String.join("\n",
        "{\"id\": \"d1\", \"contents\": \"Plants need sunlight and water to grow.\"}",
        "{\"id\": \"d2\", \"contents\": \"Metals conduct heat and electricity.\"}",
        "{\"id\": \"d3\", \"contents\": \"The moon orbits the earth once a month.\"}") + "\n");
    Path file = Files.createDirectories(root.resolve("benchmarks/tiny")).resolve("choice-model.json");
    Files.writeString(file, """
        {"dataset": {"name": "tiny-arc", "format": "arc", "inputs": [{"path": "data/arc.jsonl"}]},
         "split": {"evaluate": {"path": "data/scored.ids"}},
         "solver": {"id": "choice-model", "index": {"importer": "jsonl", "lang": "en", "inputs": [{"path": "data/docs.jsonl"}]},
           "model": {"encoder": "all-minilm-l6-v2", "head": "choice", "epochs": 1, "maxLength": 32, "batch": 2, "index": true,
             "optionPassages": 2,
             "train": {"inputs": [{"path": "data/arc.jsonl"}], "ids": {"path": "data/train.ids"}},
             "dev": {"inputs": [{"path": "data/arc.jsonl"}], "ids": {"path": "data/dev.ids"}}}},
         "metrics": {}}
        """);
    CliRun first = bench("--update");
    assertThat(first.exit()).as(first.err()).isZero();
    assertThat(first.err()).contains("solver.model: training all-minilm-l6-v2 + choice head into").contains("tiny/choice-model.json: trained the model");
    ObjectNode json = (ObjectNode) MAPPER.readTree(file.toFile());
    // the ids files are checksummed where they stand and on the card
    assertThat(json.path("solver").path("model").path("train").path("ids").path("sha256").asText())
        .isEqualTo(org.qakit.io.Sha256.file(root.resolve("data/train.ids")));
    assertThat(json.path("model_sha256").toString()).contains(org.qakit.io.Sha256.file(root.resolve("data/dev.ids")));
    Path model = models().getFirst();
    var card = MAPPER.readTree(model.resolve("card.json").toFile());
    assertThat(card.path("knowledge").asText()).contains("per option the top 2 passages of bm25");
    assertThat(MAPPER.readTree(model.resolve("config.json").toFile()).path("optionPassages").asInt()).isEqualTo(2);
    assertThat(json.path("metrics").path("accuracy").isNumber()).isTrue();

    CliRun again = bench();
    assertThat(again.exit()).as(again.out() + again.err()).isZero();
    assertThat(again.err()).contains("reused the model " + model);

    // one passage per option is another model
    json.with("solver").with("model").put("optionPassages", 1);
    write(file, json);
    CliRun one = bench();
    assertThat(one.err()).contains("solver.model: training all-minilm-l6-v2 + choice head");
    assertThat(models()).hasSize(2);

    // ids files that share an item are refused before training
    Files.write(root.resolve("data/dev.ids"), ids.subList(3, 5));
    json.with("solver").with("model").with("dev").with("ids").remove("sha256");
    write(file, json);
    CliRun overlap = bench();
    assertThat(overlap.exit()).isNotZero();
    assertThat(overlap.out() + overlap.err()).contains("expected parts with no id in common, found 1 shared, e.g. '" + ids.get(3) + "'")
        .doesNotContain("train: all-minilm");
  }

  private Path setUp() throws IOException {
    Files.createDirectories(root.resolve("data"));
    wikiQa(SharedData.path("wikiqa/WikiQA-train.DataAlchemist-derived.tsv"), root.resolve("data/train.tsv"), 0, 3);
    wikiQa(SharedData.path("wikiqa/WikiQA-dev.tsv"), root.resolve("data/dev.tsv"), 0, 2);
    wikiQa(SharedData.path("wikiqa/WikiQA-dev.tsv"), root.resolve("data/scored.tsv"), 2, 2);
    Path file = Files.createDirectories(root.resolve("benchmarks/tiny")).resolve("cross-encoder.json");
    Files.writeString(file, """
        {"dataset": {"name": "tiny", "format": "wikiqa", "inputs": [{"path": "data/scored.tsv"}]},
         "solver": {"id": "cross-encoder", "model": {"encoder": "all-minilm-l6-v2", "epochs": 1, "maxLength": 32, "batch": 4,
           "train": {"inputs": [{"path": "data/train.tsv"}]}, "dev": {"inputs": [{"path": "data/dev.tsv"}]}}},
         "metrics": {}}
        """);
    return file;
  }

  private CliRun bench(String... more) {
    var args = new ArrayList<>(List.of("bench", "--dir", root.resolve("benchmarks").toString()));
    args.addAll(List.of(more));
    return CliRun.of(args.toArray(String[]::new));
  }

  private List<Path> models() throws IOException {
    try (Stream<Path> s = Files.list(root.resolve("target/qakit-bench-models"))) {
      return s.sorted().toList();
    }
  }

  private static void write(Path p, ObjectNode json) throws IOException {
    Files.writeString(p, MAPPER.writeValueAsString(json));
  }

  /**
   * The header and the lines of {@code count} questions with a correct sentence (by question text: the training file's ids name
   * lines), after skipping {@code skip} such questions.
   */
  private static void wikiQa(Path from, Path to, int skip, int count) throws IOException {
    List<String> lines = Files.readAllLines(from);
    var withPositive = new LinkedHashSet<String>();
    for (String line : lines.subList(1, lines.size())) {
      if (line.endsWith("\t1")) {
        withPositive.add(line.split("\t")[1]);
      }
    }
    var chosen = withPositive.stream().skip(skip).limit(count).toList();
    var out = new ArrayList<String>();
    out.add(lines.get(0));
    lines.subList(1, lines.size()).stream().filter(l -> chosen.contains(l.split("\t")[1])).forEach(out::add);
    Files.write(to, out);
  }
}
