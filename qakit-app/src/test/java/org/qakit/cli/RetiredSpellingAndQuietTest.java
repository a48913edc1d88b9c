package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;
import picocli.CommandLine;

/** A retired spelling still works and warns once; --quiet keeps warnings, errors and the result; --train-lenient counts. */
class RetiredSpellingAndQuietTest {
  @TempDir Path dir;

  private static <T> T parsed(StringWriter err, Class<T> type, String... args) {
    CommandLine cli = Qakit.commandLine();
    cli.setErr(new PrintWriter(err, true));
    var result = cli.parseArgs(args);
    while (result.hasSubcommand()) {
      result = result.subcommand();
    }
    return type.cast(result.commandSpec().userObject());
  }

  @Test
  void positionalPredictionsOfCompareAreReadAsPredictionsWithOneWarning() {
    var err = new StringWriter();
    CompareCommand c = parsed(err, CompareCommand.class, "compare", "a.jsonl", "b.jsonl", "-f", "wikiqa", "--input", "d.tsv");
    assertThat(c.predictions).containsExactly(Path.of("a.jsonl"), Path.of("b.jsonl"));
    assertThat(err.toString()).isEqualTo("warning: positional A B is a retired spelling; use --predictions (docs/cli.md)\n");
  }

  @Test
  void bootstrapSamplesAndModelStillSetTheirNewOptions() {
    var err = new StringWriter();
    EvalCommand e = parsed(err, EvalCommand.class, "eval", "--bootstrap-samples", "17", "--predictions", "p", "-f", "wikiqa", "--input", "d");
    assertThat(e.samples).isEqualTo(17);
    assertThat(e.retiredSamples).isZero();
    BenchEncodeCommand b = parsed(err, BenchEncodeCommand.class, "bench", "encode", "--model", "bge-small-en-v15-q", "-f", "wikiqa", "d.tsv");
    assertThat(b.model).isEqualTo("bge-small-en-v15-q");
    assertThat(err.toString().lines()).containsExactly(
        "warning: --bootstrap-samples is a retired spelling; use --samples (docs/cli.md)",
        "warning: --model is a retired spelling; use --encoder (docs/cli.md)",
        "warning: positional PATH is a retired spelling; use --input (docs/cli.md)");
  }

  @Test
  void positionalDatasetPathsGiveTheSameResultAsInput() {
    String data = SharedData.path("arc/ARC-Challenge-validation.jsonl").toString();
    var old = CliRun.of("baseline", "--json", "-f", "arc", data);
    var now = CliRun.of("baseline", "--json", "-f", "arc", "--input", data);
    assertThat(old.exit()).as(old.err()).isZero();
    assertThat(old.out()).isEqualTo(now.out());
    assertThat(old.err()).contains("warning: positional PATH is a retired spelling; use --input");
    assertThat(now.err()).doesNotContain("retired");
  }

  @Test
  void quietKeepsTheResultAndTheSkippedRecordsWarningAndDropsNotes() throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(SharedData.path("wikiqa/WikiQA-dev.tsv")).subList(0, 200));
    lines.add(5, "Q-broken\tonly two columns");
    Path data = Files.write(dir.resolve("dev.tsv"), lines);
    var loud = CliRun.of("solve", "--solver", "word-overlap", "-f", "wikiqa", "--input", data.toString(), "--lenient",
        "-o", dir.resolve("loud.jsonl").toString());
    var quiet = CliRun.of("solve", "--quiet", "--solver", "word-overlap", "-f", "wikiqa", "--input", data.toString(), "--lenient",
        "-o", dir.resolve("quiet.jsonl").toString());
    assertThat(quiet.exit()).as(quiet.err()).isZero();
    assertThat(loud.err()).contains("solved ").contains("wrote ");
    assertThat(quiet.err().lines()).containsExactly("warning: skipped 1 malformed record(s) (--lenient):");
    assertThat(Files.readString(dir.resolve("quiet.jsonl"))).isEqualTo(Files.readString(dir.resolve("loud.jsonl")));
  }

  @Test
  void trainLenientSaysHowManyTrainingRecordsItSkipped() throws IOException {
    List<String> train = new ArrayList<>(Files.readAllLines(SharedData.path("wikiqa/WikiQA-dev.tsv")).subList(0, 300));
    train.add(7, "Q-broken\tonly two columns");
    train.add(9, "Q-broken-too\tx\ty");
    Path trainFile = Files.write(dir.resolve("train.tsv"), train);
    Path dev = Files.write(dir.resolve("dev.tsv"), Files.readAllLines(SharedData.path("wikiqa/WikiQA-dev.tsv")).subList(0, 100));
    var run = CliRun.of("solve", "--solver", "sentence-ranker", "--lang", "en", "-f", "wikiqa", "--input", dev.toString(),
        "--train", trainFile.toString(), "--train-lenient", "-o", dir.resolve("p.jsonl").toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("warning: skipped 2 malformed record(s) of the training data (--train-lenient):")
        .contains("  skipped: " + trainFile + ":8:")
        .contains("training sentence-ranker: done in ");
  }
}
