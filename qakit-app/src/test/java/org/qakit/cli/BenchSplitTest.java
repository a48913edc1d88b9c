package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.io.Sha256;

/** {@code qakit bench} with a split: the solver trains on the train ids, the scores are on the evaluate ids. */
class BenchSplitTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /* Three NLPCC DBQA questions (ids dbqa-1, dbqa-2, dbqa-3 after the file name), two sentences each. */
  private static final String DBQA = """
      河流把什么带到大海？\t河流把沙子带到大海。\t1
      河流把什么带到大海？\t风侵蚀沙漠里的岩石。\t0
      冰川什么时候融化？\t气候变暖时冰川融化。\t1
      冰川什么时候融化？\t河流把沙子带到大海。\t0
      沙漠为什么干燥？\t沙漠降雨很少。\t1
      沙漠为什么干燥？\t冰川在高山上。\t0
      """;

  /*
   * The two ARC questions of BenchCommandTest: word-overlap answers q1 and ties on q2 (accuracy 1/2
   * over both); restricted to q1 alone, accuracy = 1/1 = 1.0 and tie-split 1.0.
   */
  private static final String ARC = """
      {"id":"q1","question":"What color is the sky?","choices":{"text":["blue sky","green grass"],"label":["A","B"]},"answerKey":"A"}
      {"id":"q2","question":"Which animal barks?","choices":{"text":["cat","dog"],"label":["A","B"]},"answerKey":"B"}
      """;

  @TempDir Path root;
  String dir;

  @BeforeEach
  void setUp() throws IOException {
    Files.createDirectories(root.resolve("data"));
    Files.writeString(root.resolve("data/dbqa.tsv"), DBQA);
    Files.writeString(root.resolve("data/arc.jsonl"), ARC);
    Files.createDirectories(root.resolve("benchmarks/splits"));
    Files.writeString(root.resolve("benchmarks/splits/train.ids"), "dbqa-1\ndbqa-2\n");
    Files.writeString(root.resolve("benchmarks/splits/dev.ids"), "dbqa-3\n");
    Files.writeString(root.resolve("benchmarks/splits/q1.ids"), "q1\n");
    Files.createDirectories(root.resolve("benchmarks/tiny"));
    dir = root.resolve("benchmarks").toString();
  }

  private Path ranker() throws IOException {
    return Files.writeString(root.resolve("benchmarks/tiny/sentence-ranker.json"), """
        {"dataset": {"name": "tiny-dev", "format": "nlpcc-dbqa", "inputs": [{"path": "data/dbqa.tsv", "sha256": ""}]},
         "split": {"train": {"path": "benchmarks/splits/train.ids", "sha256": ""},
                   "evaluate": {"path": "benchmarks/splits/dev.ids", "sha256": ""}},
         "solver": {"id": "sentence-ranker", "lang": "zh", "train": {"inputs": [{"path": "data/dbqa.tsv", "sha256": ""}]}},
         "metrics": {}}
        """);
  }

  @Test
  void onlyTheEvaluatedIdsAreScored() throws IOException {
    Path file = Files.writeString(root.resolve("benchmarks/tiny/word-overlap.json"), """
        {"dataset": {"name": "tiny", "format": "arc", "inputs": [{"path": "data/arc.jsonl", "sha256": ""}]},
         "split": {"evaluate": {"path": "benchmarks/splits/q1.ids", "sha256": ""}},
         "solver": {"id": "word-overlap"}, "metrics": {}}
        """);
    CliRun u = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    var json = MAPPER.readTree(file.toFile());
    assertThat(json.at("/metrics/accuracy").asDouble()).isEqualTo(1.0); // q1 only (over both: 0.5)
    assertThat(json.at("/split/evaluate/sha256").asText()).isEqualTo(Sha256.text("q1\n"));
  }

  @Test
  void theRankerTrainsOnTheTrainIdsAndIsScoredOnTheEvaluateIdsWithTheirChecksums() throws IOException {
    Path file = ranker();
    CliRun u = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    var json = MAPPER.readTree(file.toFile());
    assertThat(json.at("/split/train/sha256").asText()).isEqualTo(Sha256.text("dbqa-1\ndbqa-2\n"));
    assertThat(json.at("/split/evaluate/sha256").asText()).isEqualTo(Sha256.text("dbqa-3\n"));
    assertThat(json.at("/metrics/mrr").isNumber()).isTrue();
    assertThat(CliRun.of("bench", "--dir", dir).exit()).isZero();

    // a split file that is not the one measured fails like any changed input
    ((ObjectNode) json.at("/split/evaluate")).put("sha256", Sha256.text("dbqa-2\n"));
    Files.writeString(file, MAPPER.writeValueAsString(json));
    CliRun wrong = CliRun.of("bench", "--dir", dir);
    assertThat(wrong.exit()).isEqualTo(1);
    assertThat(wrong.out()).contains("CHECKSUM benchmarks/splits/dev.ids: sha256 expected " + Sha256.text("dbqa-2\n")
        + ", found " + Sha256.text("dbqa-3\n")).contains("FAILED: 1 of 1");
  }

  @Test
  void trainAndEvaluateIdsMustBeDisjoint() throws IOException {
    ranker();
    Files.writeString(root.resolve("benchmarks/splits/train.ids"), "dbqa-1\ndbqa-2\ndbqa-3\n");
    CliRun r = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(r.exit()).isNotZero();
    assertThat(r.err()).contains(root.resolve("benchmarks/splits/train.ids") + " and " + root.resolve("benchmarks/splits/dev.ids")
        + ": expected parts with no id in common, found 1 shared, e.g. 'dbqa-3'");
  }

  @Test
  void aSplitOfOtherDataIsRefused() throws IOException {
    ranker();
    Files.writeString(root.resolve("benchmarks/splits/train.ids"), "dbqa-1\ndbqa-9\n");
    CliRun r = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(r.exit()).isNotZero();
    assertThat(r.err()).contains(root.resolve("benchmarks/splits/train.ids")
        + ":2: expected every id to name an item of the dataset, found 1 that do not, e.g. 'dbqa-9'");
  }

  @Test
  void aTrainPartNeedsTrainingInputs() throws IOException {
    Files.writeString(root.resolve("benchmarks/tiny/word-overlap.json"), """
        {"dataset": {"name": "tiny", "format": "arc", "inputs": [{"path": "data/arc.jsonl", "sha256": ""}]},
         "split": {"train": {"path": "benchmarks/splits/q1.ids"}, "evaluate": {"path": "benchmarks/splits/q1.ids"}},
         "solver": {"id": "word-overlap"}, "metrics": {}}
        """);
    CliRun r = CliRun.of("bench", "--dir", dir);
    assertThat(r.exit()).isNotZero();
    assertThat(r.err()).contains("split.train restricts the training items, but solver.train has no inputs");
  }

  @Test
  void aTaskFileTrainsOnPartOfAnotherSplitAndItsRunLinePrintsTheSameScores() throws IOException {
    Path home = org.qakit.testing.SharedData.path("wikiqa/WikiQA-dev.tsv").getParent().getParent();
    var part = org.qakit.format.Formats.get("wikiqa").read(home.resolve("wikiqa/WikiQA-train.DataAlchemist-derived.tsv"),
        org.qakit.format.ReadOptions.STRICT).items().stream().limit(60).map(i -> i.id()).toList();
    Files.write(root.resolve("benchmarks/splits/part.ids"), part);
    Path file = Files.createDirectories(root.resolve("benchmarks/wikiqa")).resolve("ranker-part.json");
    Files.writeString(file, """
        {"task": "wikiqa", "split": "dev", "subset": {"train": {"path": "benchmarks/splits/part.ids"}},
         "solver": {"id": "sentence-ranker", "lang": "en", "train": {"split": "train"}}, "metrics": {}}
        """);
    CliRun u = CliRun.of("bench", "--dir", dir, "--data", home.toString(), "--update", "wikiqa/ranker-part.json");
    assertThat(u.exit()).as(u.out() + u.err()).isZero();
    var json = MAPPER.readTree(file.toFile());
    assertThat(json.at("/subset/train/sha256").asText()).isEqualTo(Sha256.file(root.resolve("benchmarks/splits/part.ids")));
    double map = json.at("/metrics/map").asDouble();
    // 60 training questions, not the whole train file (the repository's ranker: 0.7516)
    assertThat(map).isBetween(0.3, 1.0).isNotEqualTo(MAPPER.readTree(Path.of("..", "benchmarks", "wikiqa", "sentence-ranker.json").toFile())
        .at("/metrics/map").asDouble());

    String line = org.qakit.regress.Reproduction.run(org.qakit.regress.RegressionFile.read(file)).getLast();
    assertThat(line).isEqualTo("./qakit run --task wikiqa --split dev --train-split train --train-ids benchmarks/splits/part.ids"
        + " --solver sentence-ranker --lang en");
    String[] args = line.substring("./qakit ".length()).replace("benchmarks/splits/part.ids", root.resolve("benchmarks/splits/part.ids")
        .toString()).split(" ");
    CliRun run = CliRun.of(args);
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("(?m)^map +126 +" + java.util.regex.Pattern.quote(String.format(java.util.Locale.ROOT, "%.4f", map)) + " ");

    // scored on the split it trains on, a part for training needs a part for scoring
    Files.writeString(file, """
        {"task": "wikiqa", "split": "train", "subset": {"train": {"path": "benchmarks/splits/part.ids"}},
         "solver": {"id": "sentence-ranker", "lang": "en", "train": {"split": "train"}}, "metrics": {}}
        """);
    CliRun leak = CliRun.of("bench", "--dir", dir, "--data", home.toString(), "wikiqa/ranker-part.json");
    assertThat(leak.exit()).isNotZero();
    assertThat(leak.err()).contains(file + ": solver.train.split train is the split scored: train on another one (or on a subset of its"
        + " ids, subset.train, scored on another subset, subset.evaluate)");
  }

  @Test
  void aFileWithoutATaskNamesThePartItScores() throws IOException {
    Files.writeString(root.resolve("benchmarks/tiny/sentence-ranker.json"), """
        {"dataset": {"name": "tiny-dev", "format": "nlpcc-dbqa", "inputs": [{"path": "data/dbqa.tsv", "sha256": ""}]},
         "split": {"train": {"path": "benchmarks/splits/train.ids", "sha256": ""}},
         "solver": {"id": "sentence-ranker", "lang": "zh", "train": {"inputs": [{"path": "data/dbqa.tsv", "sha256": ""}]}},
         "metrics": {}}
        """);
    CliRun r = CliRun.of("bench", "--dir", dir, "--update");
    assertThat(r.exit()).isNotZero();
    assertThat(r.err()).contains("split.evaluate: expected the ids scored (a file without a task may train on the data it scores");
  }
}
