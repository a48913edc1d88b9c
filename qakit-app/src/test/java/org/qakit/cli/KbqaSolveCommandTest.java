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
import org.qakit.kb.SyntheticKb;

/**
 * kbqa end to end on the command line: kb build, data split, solve to the official submission or to
 * qakit predictions with evidence, explain, eval of a part.
 */
class KbqaSolveCommandTest {
  @TempDir static Path temp;
  static Path questions;
  static Path store;
  static Path split;

  @BeforeAll
  static void buildAndSplit() throws IOException {
    Path kb = temp.resolve("kb.txt");
    questions = temp.resolve("questions.txt");
    SyntheticKb.write(10_000, 3, kb, 200, questions);
    store = temp.resolve("store");
    var build = CliRun.of("kb", "build", "-f", "nlpcc-kbqa", "-o", store.toString(), kb.toString());
    assertThat(build.exit()).as(build.err()).isZero();
    split = temp.resolve("split");
    var s = CliRun.of("data", "split", "-f", "nlpcc-kbqa", questions.toString(), "--ratios", "75:25", "--names", "train,dev", "-o", split.toString());
    assertThat(s.exit()).as(s.err()).isZero();
  }

  @Test
  void solveWritesTheSubmissionAndEvalScoresThePart() throws IOException {
    Path submission = temp.resolve("dev.submission");
    var solve = CliRun.of("solve", "-f", "nlpcc-kbqa", "--input", questions.toString(), "--ids", split.resolve("dev.ids").toString(),
        "--solver", "kbqa", "--kb", store.toString(), "--train", questions.toString(), "--train-ids", split.resolve("train.ids").toString(),
        "--threads", "2", "--predictions-format", "nlpcc-kbqa", "-o", submission.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    String text = Files.readString(submission);
    // 50 dev questions: question, answer and separator lines, CRLF
    assertThat(text.split("\r\n")).hasSize(150);
    assertThat(text).startsWith("<question id=").contains("\r\n<answer id=").doesNotContain("<triple");

    var eval = CliRun.of("eval", "--json", "-f", "nlpcc-kbqa", "--input", questions.toString(), "--ids", split.resolve("dev.ids").toString(),
        "--predictions", submission.toString(), "--predictions-format", "nlpcc-kbqa");
    assertThat(eval.exit()).as(eval.err()).isZero();
    var json = new ObjectMapper().readTree(eval.out());
    assertThat(json.toString()).contains("\"kbqa-f1\"").doesNotContain("kbqa-entity-acc"); // a submission names no triple
  }

  @Test
  void qakitPredictionsCarryTheTripleAndTheEvidenceThatExplainPrints() throws IOException {
    Path predictions = temp.resolve("dev.jsonl");
    var solve = CliRun.of("solve", "-f", "nlpcc-kbqa", "--input", questions.toString(), "--ids", split.resolve("dev.ids").toString(),
        "--solver", "kbqa", "--kb", store.toString(), "--train", questions.toString(), "--train-ids", split.resolve("train.ids").toString(),
        "-o", predictions.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    var lines = Files.readAllLines(predictions);
    assertThat(lines).hasSize(50);
    var first = new ObjectMapper().readTree(lines.getFirst());
    assertThat(first.path("triple").path("predicate").isTextual()).isTrue();
    assertThat(first.path("evidence").path("decision").asText()).isIn("answer", "withhold");
    assertThat(first.path("evidence").path("subjects").size()).isPositive();

    var explain = CliRun.of("explain", "-f", "nlpcc-kbqa", "--input", questions.toString(), "--predictions", predictions.toString(),
        first.path("id").asText());
    assertThat(explain.exit()).as(explain.err()).isZero();
    assertThat(explain.out()).contains("(kb-question)").contains("\ntriple: ").contains("  subjects:\n").contains("  decision: ");
  }

  @Test
  void runReportsEntityAndPredicateAccuracy() {
    var run = CliRun.of("run", "-f", "nlpcc-kbqa", "--input", questions.toString(), "--ids", split.resolve("dev.ids").toString(),
        "--solver", "kbqa", "--kb", store.toString(), "--train", questions.toString(), "--train-ids", split.resolve("train.ids").toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("kbqa-entity-acc\\s+50\\s").containsPattern("kbqa-predicate-acc\\s+50\\s");
  }

  @Test
  void anEncoderAddsThePredicateCosineToTheRankedReadings() throws IOException {
    Path predictions = temp.resolve("dev-encoder.jsonl");
    var solve = CliRun.of("solve", "-f", "nlpcc-kbqa", "--input", questions.toString(), "--ids", split.resolve("dev.ids").toString(),
        "--solver", "kbqa", "--kb", store.toString(), "--train", questions.toString(), "--train-ids", split.resolve("train.ids").toString(),
        "--encoder", "bge-small-zh-v15-q", "--embedding-cache", temp.resolve("embeddings").toString(), "-o", predictions.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    var first = new ObjectMapper().readTree(Files.readAllLines(predictions).getFirst());
    assertThat(first.path("evidence").path("rankerFeatures").toString()).contains("\"embed-cosine\"");
    assertThat(temp.resolve("embeddings/bge-small-zh-v15-q.emb")).isNotEmptyFile();
  }

  @Test
  void benchKbPrintsLookupAndAnswerLatencies() {
    var run = CliRun.of("bench", "kb", "--kb", store.toString(), "--questions", questions.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    // 200 questions: 100 trained on, 50 of the others warm up, 50 measured
    assertThat(run.out()).contains("qakit bench kb: 10,000 triples").contains("trained on 100 questions")
        .containsPattern("lookup \\(subject \\+ predicate\\)\\s+50\\s").containsPattern("answer \\(link \\+ match \\+ answer\\)\\s+50\\s");
  }

  @Test
  void kbqaWithoutAKnowledgeBaseSaysHowToBuildOne() {
    var run = CliRun.of("solve", "-f", "nlpcc-kbqa", "--input", questions.toString(), "--solver", "kbqa", "--train", questions.toString(),
        "-o", temp.resolve("never").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).endsWith("qakit: error: solver 'kbqa' needs a knowledge base: give --kb DIR, built by"
        + " `qakit kb build --format nlpcc-kbqa KB_FILE... -o DIR` (or --solr URL --collection NAME, built with --backend solr)\n");
    assertThat(temp.resolve("never")).doesNotExist();
  }

  @Test
  void aPrecisionTargetWithholdsAnswersAndOnlyKbqaTakesIt() throws IOException {
    Path all = temp.resolve("all.submission");
    Path strict = temp.resolve("strict.submission");
    for (var out : List.of(all, strict)) {
      var args = new java.util.ArrayList<>(List.of("solve", "--quiet", "-f", "nlpcc-kbqa", "--input", questions.toString(), "--ids",
          split.resolve("dev.ids").toString(), "--solver", "kbqa", "--kb", store.toString(), "--train", questions.toString(), "--train-ids",
          split.resolve("train.ids").toString(), "--predictions-format", "nlpcc-kbqa", "-o", out.toString()));
      if (out.equals(strict)) {
        args.addAll(List.of("--min-precision", "1"));
      }
      var solve = CliRun.of(args.toArray(String[]::new));
      assertThat(solve.exit()).as(solve.err()).isZero();
    }
    // the submission (question + answer, no triple: the NLPCC 2017 layout) reads back as a dataset
    var read = new org.qakit.format.nlpcc.NlpccKbqaFormat().read(strict, org.qakit.format.ReadOptions.STRICT).items();
    long givenStrict = read.stream().filter(i -> !((org.qakit.model.KbQuestionItem) i).answers().getFirst().isEmpty()).count();
    long givenAll = new org.qakit.format.nlpcc.NlpccKbqaFormat().read(all, org.qakit.format.ReadOptions.STRICT).items().stream()
        .filter(i -> !((org.qakit.model.KbQuestionItem) i).answers().getFirst().isEmpty()).count();
    assertThat(read).hasSize(50);
    assertThat(givenStrict).isLessThanOrEqualTo(givenAll);

    var refused = CliRun.of("solve", "-f", "nlpcc-kbqa", "--input", questions.toString(), "--solver", "random", "--min-precision", "0.95",
        "-o", temp.resolve("never2").toString());
    assertThat(refused.exit()).isEqualTo(1);
    assertThat(refused.err()).contains("--min-precision 0.95: only the kbqa solver withholds answers, found --solver random");
  }
}
