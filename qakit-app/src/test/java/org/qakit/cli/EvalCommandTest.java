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
import org.qakit.format.ReadOptions;
import org.qakit.format.nlpcc.DbqaSubmissionWriter;
import org.qakit.format.nlpcc.NlpccDbqaFormat;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.WordOverlapSolver;
import org.qakit.testing.SharedData;

/** {@code qakit eval} end to end on the real DBQA subset, with word-overlap predictions in both layouts. */
class EvalCommandTest {
  static final String DBQA = "nlpcc-dbqa/dbqa-subset.train-dev.tsv";
  @TempDir static Path temp;
  static Path jsonl;
  static Path submission;
  static List<Prediction> predictions;

  @BeforeAll
  static void writeWordOverlapPredictionsBothWays() throws IOException {
    var items = new NlpccDbqaFormat().read(SharedData.path(DBQA), ReadOptions.STRICT).items().stream()
        .map(AnswerSelectionItem.class::cast).toList();
    var solver = new WordOverlapSolver();
    predictions = new ArrayList<>();
    var perItem = new ArrayList<double[]>();
    for (var item : items) {
      var p = (Prediction.CandidateScores) solver.solve(item).orElseThrow();
      predictions.add(p);
      perItem.add(p.scores().stream().mapToDouble(Double::doubleValue).toArray());
    }
    jsonl = temp.resolve("word-overlap.jsonl");
    PredictionsFile.write(predictions, jsonl);
    submission = temp.resolve("word-overlap.score.txt");
    DbqaSubmissionWriter.writePerItem(items, perItem, submission);
  }

  static CliRun eval(String... extra) {
    var args = new ArrayList<>(List.of("eval", "-f", "nlpcc-dbqa", "--input", SharedData.path(DBQA).toString()));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }

  static JsonNode json(CliRun run) throws IOException {
    assertThat(run.exit()).as(run.err()).isZero();
    return new ObjectMapper().readTree(run.out());
  }

  @Test
  void jsonlAndDbqaSubmissionGiveTheSameScoresAsTheBaselineCommand() throws IOException {
    var fromJsonl = json(eval("--predictions", jsonl.toString(), "--json"));
    var fromSubmission = json(eval("--predictions", submission.toString(), "--predictions-format", "nlpcc-dbqa", "--json"));
    assertThat(fromJsonl.get("metrics")).isEqualTo(fromSubmission.get("metrics"));
    assertThat(fromJsonl.get("first_correct_rank")).isEqualTo(fromSubmission.get("first_correct_rank"));
    JsonNode mrr = null;
    for (JsonNode m : fromJsonl.get("metrics")) {
      if (m.get("metric").asText().equals("mrr")) {
        mrr = m;
      }
    }
    assertThat(mrr).isNotNull();
    assertThat(mrr.get("n").asInt()).isEqualTo(1324);
    var baseline = json(CliRun.of("baseline", "--json", "-f", "nlpcc-dbqa", SharedData.path(DBQA).toString()));
    assertThat(mrr.get("score").asDouble()).isEqualTo(baseline.get("scores").get("word-overlap").asDouble());
    assertThat(String.format(java.util.Locale.ROOT, "%.4f", mrr.get("score").asDouble())).isEqualTo("0.5415"); // README's figure
    assertThat(mrr.get("ci_low").asDouble()).isLessThan(0.5415);
    assertThat(mrr.get("ci_high").asDouble()).isGreaterThan(0.5415);
    assertThat(fromJsonl.get("coverage").get("missing").asInt()).isZero();
    assertThat(fromJsonl.get("bootstrap").get("samples").asInt()).isEqualTo(1000);
    int histogram = 0;
    for (JsonNode n : fromJsonl.get("first_correct_rank")) {
      histogram += n.asInt();
    }
    assertThat(histogram).isEqualTo(1324);
    assertThat(fromJsonl.get("first_correct_rank").get("none").asInt()).isZero(); // every question here has a positive
  }

  @Test
  void textOutputIsAnAlignedTablePerMetricAndPerField() {
    var run = eval("--predictions", jsonl.toString(), "--by", "candidates", "--samples", "200", "--seed", "7");
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("metric +n +score +95% CI\\n");
    assertThat(run.out()).containsPattern("mrr +1324 +0\\.5415 +\\[0\\.5\\d{3}, 0\\.5\\d{3}\\]\\n");
    assertThat(run.out()).contains("by candidates").containsPattern("\\n30 +mrr +831 ");
    assertThat(run.out()).contains("200 resamples, seed 7");
    assertThat(eval("--predictions", jsonl.toString(), "--samples", "200", "--seed", "7").out())
        .isEqualTo(eval("--predictions", jsonl.toString(), "--samples", "200", "--seed", "7").out());
  }

  @Test
  void missingAndUnknownIdsAreErrorsNamingThemUnlessLenient() throws IOException {
    var some = new ArrayList<>(predictions.subList(2, predictions.size()));
    some.add(new Prediction.CandidateScores("no-such-question", List.of(1.0)));
    Path partial = temp.resolve("partial.jsonl");
    PredictionsFile.write(some, partial);
    var strict = eval("--predictions", partial.toString());
    assertThat(strict.exit()).isEqualTo(1);
    assertThat(strict.err()).isEqualTo(
        "qakit: error: " + partial + ": 1 prediction(s) name items that are not in the dataset: no-such-question (--lenient ignores them)\n");
    PredictionsFile.write(predictions.subList(2, predictions.size()), partial);
    assertThat(eval("--predictions", partial.toString()).err()).isEqualTo(
        "qakit: error: " + partial + ": 2 item(s) have no prediction: dbqa-subset.train-dev-1, dbqa-subset.train-dev-2 (--lenient scores them as wrong)\n");
    PredictionsFile.write(some, partial);
    var lenient = eval("--predictions", partial.toString(), "--lenient", "--json");
    var json = json(lenient);
    assertThat(lenient.err())
        .contains("--lenient: 2 item(s) had no prediction and were scored 0 (wrong) for every metric: dbqa-subset.train-dev-1, dbqa-subset.train-dev-2")
        .contains("--lenient: 1 prediction(s) for ids not in the dataset were ignored: no-such-question");
    assertThat(json.get("coverage").get("missing").asInt()).isEqualTo(2);
    assertThat(json.get("coverage").get("unknown").asInt()).isEqualTo(1);
    assertThat(json.get("coverage").get("lenient").asBoolean()).isTrue();
    assertThat(json.get("metrics").get(0).get("n").asInt()).isEqualTo(1324);
  }

  @Test
  void aSubmissionWithTheWrongLineCountIsAnErrorNamingBothCounts() throws IOException {
    var lines = Files.readAllLines(submission);
    Path short_ = temp.resolve("short.score.txt");
    Files.write(short_, lines.subList(0, lines.size() - 1));
    var run = eval("--predictions", short_.toString(), "--predictions-format", "nlpcc-dbqa");
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).isEqualTo("qakit: error: " + short_
        + ": expected 31799 lines (one score per candidate line of the test file: 1324 questions, 31799 lines), found 31798 lines\n");
  }

  @Test
  void badArgumentsAreOneLineErrors() {
    var field = eval("--predictions", jsonl.toString(), "--by", "question_type");
    assertThat(field.exit()).isEqualTo(1);
    assertThat(field.err()).isEqualTo("qakit: error: unknown item field 'question_type'; fields: kind, group, choices, candidates, answer, id~REGEX\n");
    var metric = eval("--predictions", jsonl.toString(), "--metric", "accuracy");
    assertThat(metric.err()).contains("metric 'accuracy' scores multiple-choice items, and the dataset has none (it has answer-selection)");
    var layout = eval("--predictions", jsonl.toString(), "--predictions-format", "trec-run");
    assertThat(layout.err()).isEqualTo("qakit: error: unknown predictions format 'trec-run'; known: qakit, nlpcc-dbqa, nlpcc-kbqa, trec\n");
    var samples = eval("--predictions", jsonl.toString(), "--samples", "5");
    assertThat(samples.err()).isEqualTo("qakit: error: bootstrap needs at least 10 resamples, found 5\n");
    var missing = CliRun.of("eval", "--input", SharedData.path(DBQA).toString());
    assertThat(missing.exit()).isEqualTo(2);
    assertThat(missing.err()).startsWith("Missing required option(s): '--format=FORMAT' (or --task), '--predictions=P'").contains("Usage: qakit eval");
  }

  @Test
  void aTaskScoresItsSplitByItsProtocolWithItsOfficialMetricsAndNoLenient(@TempDir Path dir) throws IOException {
    Path dev = SharedData.path("wikiqa/WikiQA-dev.tsv");
    Path predictions = dir.resolve("wo.jsonl");
    assertThat(CliRun.of("solve", "-f", "wikiqa", "--input", dev.toString(), "--solver", "word-overlap", "-o", predictions.toString()).exit())
        .isZero();

    var task = CliRun.of("eval", "--task", "wikiqa", "--split", "dev", "--json", "--predictions", predictions.toString());

    assertThat(task.exit()).as(task.err()).isZero();
    assertThat(task.err()).contains("task wikiqa dev: 126 of 296 items scored (only questions with at least one correct candidate count)");
    var scores = json(task).path("metrics");
    assertThat(scores).extracting(m -> m.path("metric").asText()).containsExactly("map", "mrr");
    assertThat(scores.get(0).path("n").asInt()).isEqualTo(126);

    // the same 126 questions picked by hand with --ids: the same score, and no --lenient needed for the other 170 predictions
    var positives = new StringBuilder();
    for (var item : org.qakit.format.Formats.get("wikiqa").read(dev, org.qakit.format.ReadOptions.STRICT).items()) {
      var a = (org.qakit.model.AnswerSelectionItem) item;
      if (a.candidates().stream().anyMatch(c -> c.label() > 0)) {
        positives.append(a.id()).append('\n');
      }
    }
    Path ids = Files.writeString(dir.resolve("positives.ids"), positives);
    var byIds = CliRun.of("eval", "--json", "-f", "wikiqa", "--input", dev.toString(), "--ids", ids.toString(), "--metric", "map", "--metric", "mrr",
        "--predictions", predictions.toString());
    assertThat(byIds.exit()).as(byIds.err()).isZero();
    assertThat(json(byIds).path("metrics")).isEqualTo(scores);

    // --task with --ids: the split's protocol, then only the listed items (a held part carved from a split)
    String ten = String.join("\n", positives.toString().lines().limit(10).toList()) + "\n";
    Path tenIds = Files.writeString(dir.resolve("ten.ids"), ten);
    var taskTen = CliRun.of("eval", "--task", "wikiqa", "--split", "dev", "--ids", tenIds.toString(), "--json", "--predictions", predictions.toString());
    assertThat(taskTen.exit()).as(taskTen.err()).isZero();
    assertThat(taskTen.err()).contains("task wikiqa dev: 10 of 296 items scored (only questions with at least one correct candidate count;"
        + " only those listed in " + tenIds + ")");
    var filesTen = CliRun.of("eval", "--json", "-f", "wikiqa", "--input", dev.toString(), "--ids", tenIds.toString(), "--metric", "map",
        "--metric", "mrr", "--predictions", predictions.toString());
    assertThat(json(taskTen).path("metrics")).isEqualTo(json(filesTen).path("metrics"));
    assertThat(json(taskTen).path("metrics").get(0).path("n").asInt()).isEqualTo(10);
    // an id the protocol does not count is refused, not scored
    String uncounted = org.qakit.format.Formats.get("wikiqa").read(dev, org.qakit.format.ReadOptions.STRICT).items().stream()
        .map(i -> (org.qakit.model.AnswerSelectionItem) i).filter(a -> a.candidates().stream().noneMatch(c -> c.label() > 0))
        .findFirst().orElseThrow().id();
    Path bad = Files.writeString(dir.resolve("bad.ids"), ten + uncounted + "\n");
    var refused = CliRun.of("eval", "--task", "wikiqa", "--split", "dev", "--ids", bad.toString(), "--predictions", predictions.toString());
    assertThat(refused.exit()).isEqualTo(1);
    assertThat(refused.err().strip()).isEqualTo("qakit: error: " + bad + ": '" + uncounted + "' is an item of task wikiqa dev that its"
        + " protocol does not count (only questions with at least one correct candidate count)");
  }

  @Test
  void aTaskNamesItsFilesItselfAndAMissingSplitIsExplained() {
    var both = CliRun.of("eval", "--task", "wikiqa", "-f", "wikiqa", "--predictions", "p.jsonl");
    assertThat(both.exit()).isEqualTo(1);
    assertThat(both.err()).isEqualTo("qakit: error: --task wikiqa names the files and format itself: drop -f, --view and --input\n");
    var test = CliRun.of("eval", "--task", "wikiqa", "--split", "test", "--predictions", "p.jsonl");
    assertThat(test.err()).startsWith("qakit: error: task wikiqa split test: wikiqa/WikiQA-test.tsv is not in the data home");
    var split = CliRun.of("eval", "--task", "wikiqa", "--split", "validation", "--predictions", "p.jsonl");
    assertThat(split.err()).isEqualTo("qakit: error: task wikiqa has no split 'validation'; its splits: train, dev, test\n");
    var distractors = CliRun.of("eval", "--task", "mcql-distractors", "--predictions", "p.jsonl");
    assertThat(distractors.err()).contains("task mcql-distractors is scored by `qakit distractors --evaluate`");
  }

  @Test
  void htmlReportHoldsTheScoresAndTheCharts() throws IOException {
    Path html = temp.resolve("report.html");
    var run = eval("--predictions", jsonl.toString(), "--by", "candidates", "--html", html.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("wrote " + html);
    String page = Files.readString(html);
    assertThat(page).startsWith("<!DOCTYPE html>").contains("0.5415").contains("mrr by candidates").contains("Rank of the first correct answer");
    assertThat(page).doesNotContain("<script").doesNotContain("<link").doesNotContain(" src=").doesNotContain("href=");
    assertThat(org.qakit.report.HtmlReportTest.svgs(page)).hasSize(3); // scores, mrr by candidates, histogram
  }

  @Test
  void theGoldKbqaFileReadAsASubmissionScoresPerfectlyAndADamagedOneLess() throws IOException {
    Path gold = SharedData.path("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data");
    var perfect = CliRun.of("eval", "--json", "-f", "nlpcc-kbqa", "--input", gold.toString(), "--predictions", gold.toString(), "--predictions-format", "nlpcc-kbqa");
    assertThat(perfect.exit()).as(perfect.err()).isZero();
    var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(perfect.out());
    assertThat(json.toString()).contains("\"kbqa-f1\"");
    assertThat(json.get("metrics")).hasSize(4);
    for (var score : json.get("metrics")) {
      assertThat(score.get("score").asDouble()).as(score.get("metric").asText()).isEqualTo(1.0);
    }
    // blank the answer of record 1: F1, Acc@N and MRR of that question drop to 0, so each mean to 14608/14609
    var lines = new java.util.ArrayList<>(Files.readAllLines(gold));
    lines.set(2, "<answer id=1>\t");
    Path damaged = Files.write(temp.resolve("submission.txt"), lines);
    var run = CliRun.of("eval", "--json", "-f", "nlpcc-kbqa", "--input", gold.toString(), "--predictions", damaged.toString(), "--predictions-format", "nlpcc-kbqa", "--metric", "kbqa-f1");
    assertThat(run.exit()).as(run.err()).isZero();
    var f1 = new com.fasterxml.jackson.databind.ObjectMapper().readTree(run.out()).get("metrics").get(0);
    assertThat(f1.get("score").asDouble()).isCloseTo(14608 / 14609.0, org.assertj.core.api.Assertions.within(1e-12));
  }

  @Test
  void theHtmlReportMayNotReplaceAnInput() throws IOException {
    Path copy = Files.copy(jsonl, temp.resolve("own.jsonl"));
    var run = eval("--predictions", copy.toString(), "--html", copy.toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("--html " + copy + " is also an input");
    assertThat(Files.mismatch(copy, jsonl)).isEqualTo(-1);
  }
}
