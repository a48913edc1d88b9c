package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.eval.PredictionsFile;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solvers;
import org.qakit.testing.SharedData;

class CompareCommandTest {
  @TempDir static Path dir;
  static String data;
  static String random;
  static String overlap;

  /** The two baselines' predictions on the real WikiQA dev file (296 questions). */
  @BeforeAll
  static void writeBaselinePredictions() throws IOException {
    data = SharedData.path("wikiqa/WikiQA-dev.tsv").toString();
    List<Item> items = Formats.get("wikiqa").read(List.of(Path.of(data)), ReadOptions.STRICT).items();
    random = write("random", items).toString();
    overlap = write("word-overlap", items).toString();
  }

  static Path write(String solver, List<Item> items) throws IOException {
    var predictions = new ArrayList<Prediction>();
    items.forEach(i -> predictions.add(Solvers.registry().get(solver).solve(i).orElseThrow()));
    Path file = dir.resolve(solver + ".jsonl");
    PredictionsFile.write(predictions, file);
    return file;
  }

  @Test
  void wordOverlapBeatsRandomSignificantlyOnWikiQaDevMrr() throws IOException {
    var run = CliRun.of("compare", overlap, random, "-f", "wikiqa", "--input", data, "--json");
    assertThat(run.exit()).as(run.err()).isZero();
    JsonNode json = new ObjectMapper().readTree(run.out());
    assertThat(json.get("samples").asInt()).isEqualTo(10_000);
    assertThat(json.get("seed").asLong()).isEqualTo(42);
    // answer selection: every registered answer-selection metric, in registry order
    assertThat(json.get("metrics")).hasSize((int) org.qakit.eval.metric.Metrics.forKind(org.qakit.model.ItemKind.ANSWER_SELECTION).size());
    JsonNode mrr = json.get("metrics").get(0);
    assertThat(mrr.get("metric").asText()).isEqualTo("mrr");
    assertThat(mrr.get("items").asInt()).isEqualTo(296);
    // the README's baseline table: word-overlap 0.2851, random 0.1808
    assertThat(mrr.get("a").asDouble()).isCloseTo(0.2851, org.assertj.core.api.Assertions.within(5e-5));
    assertThat(mrr.get("b").asDouble()).isCloseTo(0.1808, org.assertj.core.api.Assertions.within(5e-5));
    assertThat(mrr.get("delta").asDouble()).isCloseTo(mrr.get("a").asDouble() - mrr.get("b").asDouble(), org.assertj.core.api.Assertions.within(1e-12));
    assertThat(mrr.get("interval").get("low").asDouble()).isGreaterThan(0);
    assertThat(mrr.get("pBootstrap").asDouble()).isLessThan(0.01);
    assertThat(mrr.get("pRandomization").asDouble()).isLessThan(0.01);
    // 170 dev questions have no positive candidate: both score 0 there, so at least 170 ties
    assertThat(mrr.get("ties").asInt()).isGreaterThanOrEqualTo(170);
    assertThat(mrr.get("wins").asInt()).isGreaterThan(mrr.get("losses").asInt());
    assertThat(mrr.get("wins").asInt() + mrr.get("losses").asInt() + mrr.get("ties").asInt()).isEqualTo(296);
  }

  @Test
  void aTaskComparesOnTheQuestionsItsProtocolCountsWithItsMetrics() throws IOException {
    var run = CliRun.of("compare", overlap, random, "--task", "wikiqa", "--split", "dev", "--samples", "500", "--json");
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("task wikiqa dev: 126 of 296 items scored");
    JsonNode metrics = new ObjectMapper().readTree(run.out()).get("metrics");
    assertThat(metrics).extracting(m -> m.get("metric").asText()).containsExactly("map", "mrr");
    // the 170 questions without a correct sentence are left out: no tie is forced any more
    JsonNode map = metrics.get(0);
    assertThat(map.get("items").asInt()).isEqualTo(126);
    assertThat(map.get("wins").asInt() + map.get("losses").asInt() + map.get("ties").asInt()).isEqualTo(126);
    assertThat(map.get("a").asDouble()).isGreaterThan(0.6); // over all 296 questions word-overlap's MRR is 0.2851
  }

  @Test
  void aSystemAgainstItselfDiffersByNothingAndTheTableIsSeededAndReproducible() {
    var self = CliRun.of("compare", overlap, overlap, "-f", "wikiqa", "--input", data, "--samples", "500");
    assertThat(self.exit()).as(self.err()).isZero();
    assertThat(self.out()).contains("mrr", "296", "+0.0000", "[+0.0000, +0.0000]", "1.0000", "500 resamples", "seed 42");
    var first = CliRun.of("compare", overlap, random, "-f", "wikiqa", "--input", data, "--samples", "500", "--seed", "7");
    var again = CliRun.of("compare", overlap, random, "-f", "wikiqa", "--input", data, "--samples", "500", "--seed", "7");
    assertThat(again.out()).isEqualTo(first.out()).contains("seed 7");
  }

  @Test
  void multipleChoiceIsComparedOnEveryAccuracyByDefaultAndOnOneWhenAsked() throws IOException {
    String arc = SharedData.path("arc/ARC-Challenge-validation.jsonl").toString();
    List<Item> items = Formats.get("arc").read(List.of(Path.of(arc)), ReadOptions.STRICT).items();
    Path arcDir = Files.createDirectories(dir.resolve("arc"));
    var predictions = new ArrayList<Prediction>();
    items.forEach(i -> predictions.add(Solvers.registry().get("random").solve(i).orElseThrow()));
    Path arcRandom = arcDir.resolve("random.jsonl");
    PredictionsFile.write(predictions, arcRandom);
    var all = CliRun.of("compare", arcRandom.toString(), arcRandom.toString(), "-f", "arc", "--input", arc, "--samples", "100", "--json");
    assertThat(all.exit()).as(all.err()).isZero();
    JsonNode metrics = new ObjectMapper().readTree(all.out()).get("metrics");
    assertThat(metrics).extracting(m -> m.get("metric").asText()).containsExactly("accuracy", "accuracy-tie-split");
    // the same file twice: δ = 0, p = 1, every one of the 299 items a tie
    assertThat(metrics).allSatisfy(m -> {
      assertThat(m.get("delta").asDouble()).isZero();
      assertThat(m.get("pBootstrap").asDouble()).isEqualTo(1.0);
      assertThat(m.get("pRandomization").asDouble()).isEqualTo(1.0);
      assertThat(m.get("ties").asInt()).isEqualTo(299);
    });
    var one = CliRun.of("compare", arcRandom.toString(), arcRandom.toString(), "-f", "arc", "--input", arc, "--samples", "100", "--metric", "accuracy-tie-split");
    assertThat(one.out().lines().filter(l -> l.startsWith("accuracy"))).singleElement().asString().startsWith("accuracy-tie-split  299");
  }

  @Test
  void aMissingPredictionIsAnErrorNamingTheIds() throws IOException {
    List<String> lines = Files.readAllLines(Path.of(random));
    Path partial = dir.resolve("partial.jsonl");
    Files.write(partial, lines.subList(2, lines.size()));
    String first = new ObjectMapper().readTree(lines.get(0)).get("id").asText();
    String second = new ObjectMapper().readTree(lines.get(1)).get("id").asText();
    var run = CliRun.of("compare", "--predictions", overlap, "--predictions", partial.toString(), "-f", "wikiqa", "--input", data);
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEqualTo("qakit: error: " + partial + ": expected a prediction for every item, found none for 2 of 296: " + first + ", " + second + "\n");
  }

  @Test
  void anUnknownIdAndAMetricForAbsentItemsAreErrors() throws IOException {
    Path extra = dir.resolve("extra.jsonl");
    Files.writeString(extra, Files.readString(Path.of(random)) + "{\"id\": \"no-such-question\", \"scores\": [1]}\n");
    var unknown = CliRun.of("compare", extra.toString(), random, "-f", "wikiqa", "--input", data);
    assertThat(unknown.exit()).isEqualTo(1);
    assertThat(unknown.err()).contains(extra + ": expected predictions for items of the dataset, found 1 for unknown ids: no-such-question");
    var accuracy = CliRun.of("compare", overlap, random, "-f", "wikiqa", "--input", data, "--metric", "accuracy");
    assertThat(accuracy.exit()).isEqualTo(1);
    assertThat(accuracy.err()).contains("metric 'accuracy' scores multiple-choice items, and the dataset has none (it has answer-selection)");
  }
}
