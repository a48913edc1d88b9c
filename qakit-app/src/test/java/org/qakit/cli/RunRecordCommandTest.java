package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.eval.RunRecord;
import org.qakit.eval.trec.TrecRunFile;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.index.QakitVersion;
import org.qakit.io.Sha256;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.testing.SharedData;

/** What {@code run} and {@code solve} write beside -o (the run record), in which layouts, and what they refuse before solving. */
class RunRecordCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String WIKIQA_DEV_SHA = "c44fb3a52182b95f0c48e49ae1f63b6159047cb5812e514d19ae6f069d09297a";

  @TempDir Path dir;

  @Test
  void aTaskRunRecordsItsCommandDataSolverPredictionsAndTheScoresItPrinted() throws IOException {
    Path pred = dir.resolve("wo.jsonl");
    var run = CliRun.of("run", "--task", "wikiqa", "--split", "dev", "--solver", "word-overlap", "--threads", "2", "--json", "-o", pred.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    Path file = dir.resolve("wo.run.json");
    assertThat(run.err()).contains("wrote the run record " + file);
    JsonNode r = JSON.readTree(file.toFile());
    assertThat(r.path("schema").asText()).isEqualTo(RunRecord.SCHEMA);
    assertThat(r.path("qakit").asText()).isEqualTo(QakitVersion.get());
    assertThat(r.path("command").asText())
        .isEqualTo("qakit run --task wikiqa --split dev --solver word-overlap --threads 2 --json -o " + pred);
    assertThat(r.path("task").asText()).isEqualTo("wikiqa");
    assertThat(r.path("split").asText()).isEqualTo("dev");
    assertThat(r.path("format").asText()).isEqualTo("wikiqa");
    assertThat(r.path("inputs").findValuesAsText("sha256")).containsExactly(WIKIQA_DEV_SHA);
    assertThat(r.path("inputs").get(0).path("path").asText()).endsWith("wikiqa/WikiQA-dev.tsv");
    assertThat(r.path("ids").isNull()).isTrue();
    assertThat(r.at("/solver/id").asText()).isEqualTo("word-overlap");
    assertThat(r.at("/solver/parameters").toString()).isEqualTo("{\"--threads\":\"2\"}"); // as typed; --solver is solver.id
    assertThat(r.path("training").isNull()).isTrue();
    assertThat(r.at("/predictions/path").asText()).isEqualTo("wo.jsonl");
    assertThat(r.at("/predictions/format").asText()).isEqualTo("qakit");
    assertThat(r.at("/predictions/sha256").asText()).isEqualTo(Sha256.file(pred));
    assertThat(r.at("/items/read").asInt()).isEqualTo(296);
    assertThat(r.at("/items/scored").asInt()).isEqualTo(126);
    JsonNode printed = JSON.readTree(run.out()).get("metrics");
    assertThat(r.path("metrics").properties()).extracting(java.util.Map.Entry::getKey).containsExactly("map", "mrr");
    assertThat(r.at("/metrics/map").asDouble()).isEqualTo(printed.get(0).get("score").asDouble());
    assertThat(r.at("/metrics/mrr").asDouble()).isEqualTo(printed.get(1).get("score").asDouble());
    assertThat(r.path("wallSeconds").asDouble()).isPositive();

    RunRecord read = RunRecord.read(file);
    assertThat(read.predictionsPath(file)).isEqualTo(pred.toAbsolutePath());
    assertThat(read.itemsScored()).isEqualTo(126);
  }

  @Test
  void solveRecordsTrainingDataWithChecksumsAndNoMetrics() throws IOException {
    Path data = SharedData.path("nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    Path trainIds = Path.of("../benchmarks/splits/nlpcc-dbqa-subset/train.ids").toAbsolutePath().normalize();
    Path pred = dir.resolve("ranker.jsonl");
    var solve = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", data.toString(), "--ids",
        trainIds.resolveSibling("dev.ids").toString(), "--solver", "sentence-ranker", "--lang", "zh", "--train", data.toString(), "--train-ids",
        trainIds.toString(), "--no-evidence", "-o", pred.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    RunRecord r = RunRecord.read(RunRecord.pathFor(pred));
    assertThat(r.task()).isNull();
    assertThat(r.format()).isEqualTo("nlpcc-dbqa");
    assertThat(r.inputs()).containsExactly(new RunRecord.FileSum(data.toString(), Sha256.file(data)));
    assertThat(r.ids()).isEqualTo(new RunRecord.FileSum(trainIds.resolveSibling("dev.ids").toString(), Sha256.file(trainIds.resolveSibling("dev.ids"))));
    assertThat(r.training().split()).isNull();
    assertThat(r.training().inputs()).containsExactly(new RunRecord.FileSum(data.toString(), Sha256.file(data)),
        new RunRecord.FileSum(trainIds.toString(), Sha256.file(trainIds)));
    assertThat(r.parameters()).containsExactly(java.util.Map.entry("--lang", "zh"), java.util.Map.entry("--train", data.toString()),
        java.util.Map.entry("--train-ids", trainIds.toString()));
    assertThat(r.metrics()).isEmpty();
    assertThat(r.itemsRead()).isEqualTo(1324);
    assertThat(r.itemsScored()).isEqualTo(Files.readAllLines(trainIds.resolveSibling("dev.ids")).stream().filter(l -> !l.isBlank()).count());
    assertThat(r.predictionsSha256()).isEqualTo(Sha256.file(pred));
  }

  @Test
  void aTrecRunFromSolveIsWhatEvalTrecScoresAndAgreesWithQakitsMapWithoutTies() throws IOException {
    Path trec = dir.resolve("random.trec");
    var solve = CliRun.of("solve", "--task", "wikiqa", "--split", "dev", "--solver", "random", "--predictions-format", "trec", "-o", trec.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    assertThat(RunRecord.read(RunRecord.pathFor(trec)).predictionsFormat()).isEqualTo("trec");

    List<Item> items = Formats.get("wikiqa").read(List.of(SharedData.path("wikiqa/WikiQA-dev.tsv")), ReadOptions.STRICT).items();
    var qrels = new StringBuilder();
    int counted = 0;
    for (Item i : items) {
      var a = (AnswerSelectionItem) i;
      List<String> docids = TrecRunFile.docids(a);
      if (a.positives() > 0) {
        counted += a.candidates().size();
      }
      for (int c = 0; c < docids.size(); c++) {
        qrels.append(a.id()).append(" 0 ").append(docids.get(c)).append(' ').append(a.candidates().get(c).label()).append('\n');
      }
    }
    Path qrelsFile = Files.writeString(dir.resolve("dev.qrels"), qrels);
    List<String> lines = Files.readAllLines(trec);
    assertThat(lines).hasSize(counted); // the 126 questions with a correct sentence, every candidate
    assertThat(lines.getFirst()).matches("Q\\S+ Q0 D\\S+ 1 [0-9.]+ random");
    var perQuery = new java.util.LinkedHashMap<String, List<String[]>>();
    lines.forEach(l -> perQuery.computeIfAbsent(l.split(" ")[0], q -> new ArrayList<>()).add(l.split(" ")));
    assertThat(perQuery).hasSize(126);
    for (List<String[]> q : perQuery.values()) {
      for (int k = 0; k < q.size(); k++) {
        assertThat(q.get(k)[3]).isEqualTo(String.valueOf(k + 1));
        if (k > 0) {
          assertThat(Double.parseDouble(q.get(k)[4])).isLessThanOrEqualTo(Double.parseDouble(q.get(k - 1)[4]));
        }
      }
    }

    var trecEval = CliRun.of("eval", "trec", "-m", "map", "-m", "recip_rank", "-m", "num_q", qrelsFile.toString(), trec.toString());
    assertThat(trecEval.exit()).as(trecEval.err()).isZero();
    assertThat(trecEval.out()).contains("num_q                 \tall\t126\n");
    var qakit = CliRun.of("eval", "--task", "wikiqa", "--predictions", trec.toString(), "--predictions-format", "trec", "--json");
    assertThat(qakit.exit()).as(qakit.err()).isZero();
    JsonNode m = JSON.readTree(qakit.out()).get("metrics");
    // random scores do not tie, so trec_eval's tie rule (docid descending) and qakit's (position) cannot part
    assertThat(trecEval.out()).contains(String.format(java.util.Locale.ROOT, "map                   \tall\t%.4f\n", m.get(0).get("score").asDouble()));
    assertThat(trecEval.out()).contains(String.format(java.util.Locale.ROOT, "recip_rank            \tall\t%.4f\n", m.get(1).get("score").asDouble()));

    var unflagged = CliRun.of("eval", "--task", "wikiqa", "--predictions", trec.toString());
    assertThat(unflagged.exit()).isEqualTo(1);
    assertThat(unflagged.err()).endsWith(trec + ":1: expected qakit JSONL, found what looks like a TREC run (qid Q0 docid rank score runid):"
        + " add --predictions-format trec\n");
  }

  @Test
  void aDbqaSubmissionReadWithoutItsFormatIsNamedNotMisread() throws IOException {
    Path data = SharedData.path("nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    Path sub = dir.resolve("dbqa.score");
    var solve = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", data.toString(), "--solver", "word-overlap", "--predictions-format",
        "nlpcc-dbqa", "-o", sub.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    var wrong = CliRun.of("eval", "-f", "nlpcc-dbqa", "--input", data.toString(), "--predictions", sub.toString());
    assertThat(wrong.exit()).isEqualTo(1);
    assertThat(wrong.err()).isEqualTo("qakit: error: " + sub + ":1: expected qakit JSONL, found what looks like an NLPCC 2016 DBQA submission"
        + " (one score per line): add --predictions-format nlpcc-dbqa\n");
    var right = CliRun.of("eval", "-f", "nlpcc-dbqa", "--input", data.toString(), "--predictions", sub.toString(), "--predictions-format",
        "nlpcc-dbqa", "--json");
    assertThat(right.exit()).as(right.err()).isZero();
    assertThat(JSON.readTree(right.out()).get("items").asInt()).isEqualTo(1324);
  }

  @Test
  void aLayoutThatDoesNotFitTheItemsIsRefusedInOneLineBeforeSolving() {
    Path out = dir.resolve("x.trec");
    var mc = CliRun.of("run", "--task", "arc-easy", "--solver", "random", "--predictions-format", "trec", "-o", out.toString());
    assertThat(mc.exit()).isEqualTo(1);
    assertThat(mc.err()).endsWith("qakit: error: --predictions-format trec holds answer-selection items, found multiple-choice items"
        + " (item 'MCAS_2000_4_6'): write qakit\n");
    assertThat(mc.err()).doesNotContain("solved");
    var kb = CliRun.of("solve", "--task", "wikiqa", "--solver", "random", "--predictions-format", "nlpcc-kbqa", "-o", out.toString());
    assertThat(kb.err()).contains("qakit: error: --predictions-format nlpcc-kbqa holds knowledge-base questions, found answer-selection items");
    var part = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", SharedData.path("nlpcc-dbqa/dbqa-subset.train-dev.tsv").toString(), "--ids",
        "../benchmarks/splits/nlpcc-dbqa-subset/dev.ids", "--solver", "random", "--predictions-format", "nlpcc-dbqa", "-o", out.toString());
    assertThat(part.err()).containsPattern("qakit: error: --predictions-format nlpcc-dbqa pairs its lines with every line of the file, but only \\d+ of its"
        + " 1324 questions are solved");
    var noOutput = CliRun.of("run", "--task", "wikiqa", "--solver", "random", "--predictions-format", "trec");
    assertThat(noOutput.err()).isEqualTo("qakit: error: --predictions-format trec is the layout of the file -o writes: give -o FILE\n");
    assertThat(out).doesNotExist();
    assertThat(RunRecord.pathFor(out)).doesNotExist();
  }

  @Test
  void oneKbqaRunWritesTheSubmissionAndReportsAndRecordsTheDiagnostics() throws IOException {
    // the first 400 real training questions: their gold triples are the base, 300 train, 100 are solved
    List<String> lines = Files.readAllLines(SharedData.path("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data"));
    var part = new ArrayList<String>();
    int questions = 0;
    for (String l : lines) {
      if (l.startsWith("<question id=") && ++questions > 400) {
        break;
      }
      part.add(l);
    }
    Path data = Files.write(dir.resolve("questions.txt"), part);
    Path store = dir.resolve("kb");
    assertThat(CliRun.of("kb", "build", "-f", "nlpcc-kbqa", "-o", store.toString(), data.toString()).exit()).isZero();
    var ids = Formats.get("nlpcc-kbqa").read(List.of(data), ReadOptions.STRICT).items().stream().map(Item::id).toList();
    assertThat(ids).hasSize(400);
    Path train = Files.write(dir.resolve("train.ids"), ids.subList(0, 300));
    Path dev = Files.write(dir.resolve("dev.ids"), ids.subList(300, 400));
    Path sub = dir.resolve("dev.submission");
    var run = CliRun.of("run", "-f", "nlpcc-kbqa", "--input", data.toString(), "--ids", dev.toString(), "--solver", "kbqa", "--kb",
        store.toString(), "--train", data.toString(), "--train-ids", train.toString(), "--predictions-format", "nlpcc-kbqa", "--json", "-o",
        sub.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(Files.readString(sub).split("\r\n")).hasSize(300); // the official layout: question, answer and separator lines
    JsonNode printed = JSON.readTree(run.out()).get("metrics");
    assertThat(printed.findValuesAsText("metric")).containsExactly("kbqa-f1", "kbqa-acc@1", "kbqa-acc@5", "kbqa-mrr", "kbqa-entity-acc",
        "kbqa-predicate-acc");
    RunRecord r = RunRecord.read(RunRecord.pathFor(sub));
    assertThat(r.predictionsFormat()).isEqualTo("nlpcc-kbqa");
    assertThat(r.metrics()).containsKeys("kbqa-f1", "kbqa-entity-acc", "kbqa-predicate-acc");
    assertThat(r.metrics().get("kbqa-entity-acc")).isCloseTo(printed.get(4).get("score").asDouble(), within(0.0));

    var eval = CliRun.of("eval", "-f", "nlpcc-kbqa", "--input", data.toString(), "--ids", dev.toString(), "--predictions", sub.toString(),
        "--predictions-format", "nlpcc-kbqa", "--json");
    assertThat(eval.exit()).as(eval.err()).isZero();
    assertThat(JSON.readTree(eval.out()).get("metrics").get(0).get("score").asDouble()).isEqualTo(printed.get(0).get("score").asDouble());
    var unflagged = CliRun.of("eval", "-f", "nlpcc-kbqa", "--input", data.toString(), "--predictions", sub.toString());
    assertThat(unflagged.err()).endsWith(":1: expected qakit JSONL, found what looks like an NLPCC 2016 KBQA submission (<question id=N> lines):"
        + " add --predictions-format nlpcc-kbqa\n");
  }
}
