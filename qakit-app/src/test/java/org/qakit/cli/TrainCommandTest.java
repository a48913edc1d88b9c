package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;

/** {@code qakit train}: bad input is one line before any weight is read; a small real run writes its folder. */
class TrainCommandTest {

  @Test
  void anUnknownBaseModelIsOneLine(@TempDir Path dir) throws Exception {
    Path train = wikiQa(dir, "train.tsv", 0, 3, false);
    var run = CliRun.of("train", "-f", "wikiqa", "--input", train.toString(), "--dev", train.toString(), "--encoder", "bert-huge",
        "-o", dir.resolve("m").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err().strip()).isEqualTo("qakit: error: unknown base model 'bert-huge'; expected one of [all-minilm-l6-v2, bge-small-en-v15, e5-small-v2, bge-small-zh-v15]");
    assertThat(dir.resolve("m")).doesNotExist();
  }

  @Test
  void aHeadThatDoesNotFitTheDataIsOneLine(@TempDir Path dir) {
    Path arc = SharedData.path("arc/ARC-Easy-validation.jsonl");
    var run = CliRun.of("train", "-f", "arc", "--input", arc.toString(), "--dev", arc.toString(), "--encoder", "all-minilm-l6-v2",
        "-o", dir.resolve("m").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err().strip()).startsWith("qakit: error: head 'pair' trains on answer-selection items; the training data (format arc) holds MultipleChoiceItem")
        .doesNotContain("\n");
    var unknown = CliRun.of("train", "-f", "arc", "--input", arc.toString(), "--dev", arc.toString(), "--encoder", "all-minilm-l6-v2",
        "--head", "spans", "-o", dir.resolve("m").toString());
    assertThat(unknown.err().strip()).isEqualTo("qakit: error: unknown head 'spans'; expected one of [pair, choice, span]");
    Path wikiqa = SharedData.path("wikiqa/WikiQA-dev.tsv");
    var choice = CliRun.of("train", "-f", "wikiqa", "--input", wikiqa.toString(), "--dev", wikiqa.toString(), "--encoder", "all-minilm-l6-v2",
        "--head", "choice", "-o", dir.resolve("m").toString());
    assertThat(choice.err().strip()).startsWith("qakit: error: head 'choice' trains on multiple-choice items; the training data (format wikiqa) holds AnswerSelectionItem")
        .doesNotContain("\n");
    var pointwise = CliRun.of("train", "-f", "arc", "--input", arc.toString(), "--dev", arc.toString(), "--encoder", "all-minilm-l6-v2",
        "--head", "choice", "--loss", "pointwise", "-o", dir.resolve("m").toString());
    assertThat(pointwise.err().strip()).isEqualTo("qakit: error: head 'choice' trains with the softmax cross-entropy over the options (listwise): drop --loss pointwise");
    assertThat(dir.resolve("m")).doesNotExist();
  }

  @Test
  void aTaskNamesItsOwnFilesAndSplits(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("m");
    var both = CliRun.of("train", "--task", "wikiqa", "-f", "wikiqa", "--encoder", "all-minilm-l6-v2", "-o", out.toString());
    assertThat(both.err().strip()).isEqualTo("qakit: error: --task wikiqa names the files, format and splits itself: drop -f, --view, --input and --dev");
    var same = CliRun.of("train", "--task", "wikiqa", "--dev-split", "train", "--encoder", "all-minilm-l6-v2", "-o", out.toString());
    assertThat(same.err().strip()).isEqualTo("qakit: error: --train-split and --dev-split are both train: score the epochs on another split, "
        + "or carve that split with --ids and --dev-ids (qakit data split --write ids)");
    // one split carved by two ids files is both: the epochs are scored on the part held out of training
    List<String> arcIds = Files.readAllLines(SharedData.path("arc/ARC-Easy-train.jsonl")).stream().limit(3)
        .map(TrainCommandTest::readId).toList();
    Path trainIds = Files.write(dir.resolve("train.ids"), arcIds.subList(0, 2));
    Path devIds = Files.write(dir.resolve("dev.ids"), arcIds.subList(2, 3));
    var carved = CliRun.of("train", "--task", "arc-easy", "--dev-split", "train", "--ids", trainIds.toString(), "--dev-ids", devIds.toString(),
        "--encoder", "all-minilm-l6-v2", "-o", out.toString());
    assertThat(carved.err()).contains("train: 2 training items (listed in " + trainIds + "), 1 dev items (listed in " + devIds + ")");
    assertThat(carved.err().lines().filter(l -> l.startsWith("qakit: error")).toList())
        .singleElement().asString().startsWith("qakit: error: head 'pair' trains on answer-selection items");
    var none = CliRun.of("train", "--encoder", "all-minilm-l6-v2", "-o", out.toString());
    assertThat(none.exit()).isEqualTo(2);
    assertThat(none.err()).contains("Missing required option(s): '--format=FORMAT' (or --task), '--input=DATA' (or --task), '--dev=DATA' (or --task)");
    // the task's train and dev splits are read (checked against their checksums), then the head is refused before any weight
    var choice = CliRun.of("train", "--task", "wikiqa", "--head", "choice", "--encoder", "all-minilm-l6-v2", "-o", out.toString());
    assertThat(choice.err()).contains("task wikiqa: train on train (").contains("), dev dev (");
    assertThat(choice.err().lines().filter(l -> l.startsWith("qakit: error")).toList())
        .containsExactly("qakit: error: head 'choice' trains on multiple-choice items; the training data (format wikiqa) holds AnswerSelectionItem '"
            + choice.err().split("AnswerSelectionItem '")[1].split("'")[0] + "'");
    var encoder = CliRun.of("train", "--task", "wikiqa", "-o", out.toString());
    assertThat(encoder.err().strip()).startsWith("qakit: error: give the base model to fine-tune with --encoder M");
    assertThat(out).doesNotExist();
  }

  @Test
  void aSmallChoiceRunWritesAFolderTheChoiceModelSolverReads(@TempDir Path dir) throws Exception {
    List<String> lines = Files.readAllLines(SharedData.path("arc/ARC-Easy-validation.jsonl"));
    Path train = Files.write(dir.resolve("train.jsonl"), lines.subList(0, 4));
    Path dev = Files.write(dir.resolve("dev.jsonl"), lines.subList(4, 7));
    Path out = dir.resolve("choice");
    var run = CliRun.of("train", "-f", "arc", "--input", train.toString(), "--dev", dev.toString(), "--encoder", "all-minilm-l6-v2",
        "--head", "choice", "--epochs", "2", "--patience", "1", "--batch", "2", "--max-length", "32", "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("train: knowledge for 7 items").contains("dev accuracy").contains("(best so far: kept)");
    var card = new ObjectMapper().readTree(out.resolve("card.json").toFile());
    assertThat(card.path("head").asText()).isEqualTo("choice");
    assertThat(card.path("devMetric").asText()).isEqualTo("accuracy");
    assertThat(card.path("keptEpoch").asInt()).isBetween(1, 2);
    assertThat(card.path("knowledge").asText()).contains("none (no --index)");

    Path predictions = dir.resolve("predictions.jsonl");
    var solve = CliRun.of("solve", "-f", "arc", "--input", dev.toString(), "--solver", "choice-model", "--cross-encoder", out.toString(),
        "-o", predictions.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    List<String> predicted = Files.readAllLines(predictions).stream().filter(l -> l.contains("\"choices\"")).toList();
    assertThat(predicted).hasSize(3);
    for (String line : predicted) {
      var choices = new ObjectMapper().readTree(line).path("choices");
      assertThat(choices.size()).isGreaterThanOrEqualTo(3);
      choices.forEach(v -> assertThat(Double.isFinite(v.asDouble())).isTrue());
    }
    // a choice folder is not a cross-encoder for answer selection, and --from continues it
    var wrong = CliRun.of("solve", "-f", "wikiqa", "--input", SharedData.path("wikiqa/WikiQA-dev.tsv").toString(), "--solver", "cross-encoder",
        "--cross-encoder", out.toString(), "-o", dir.resolve("p2.jsonl").toString());
    assertThat(wrong.err().strip()).isEqualTo("qakit: error: model folder " + out + ": holds a choice head, expected pair (the cross-encoder"
        + " solver reads folders of qakit train --head pair)");
    // continued in the per-option layout: each option reads its own passages of an index, and so does the solver
    Path docs = Files.writeString(dir.resolve("docs.jsonl"), String.join("\n",
        "{\"id\": \"d1\", \"contents\": \"Plants need sunlight and water to grow.\"}",
        "{\"id\": \"d2\", \"contents\": \"Metals conduct heat and electricity.\"}",
        "{\"id\": \"d3\", \"contents\": \"The moon orbits the earth once a month.\"}") + "\n");
    Path index = dir.resolve("idx");
    var built = CliRun.of("index", "build", "--importer", "jsonl", "--lang", "en", "-o", index.toString(), docs.toString());
    assertThat(built.exit()).as(built.err()).isZero();
    Path child = dir.resolve("child");
    var more = CliRun.of("train", "-f", "arc", "--input", dev.toString(), "--dev", train.toString(), "--from", out.toString(), "--head", "choice",
        "--index", index.toString(), "--option-passages", "2", "--epochs", "1", "--batch", "2", "--max-length", "32", "-o", child.toString());
    assertThat(more.exit()).as(more.err()).isZero();
    var childCard = new ObjectMapper().readTree(child.resolve("card.json").toFile());
    assertThat(childCard.path("parent").path("folder").asText()).isEqualTo(out.toAbsolutePath().normalize().toString());
    assertThat(childCard.path("baseModel").asText()).isEqualTo("all-minilm-l6-v2");
    assertThat(childCard.path("knowledge").asText()).contains("per option the top 2 passages of bm25");
    assertThat(new ObjectMapper().readTree(child.resolve("config.json").toFile()).path("optionPassages").asInt()).isEqualTo(2);
    var noIndex = CliRun.of("solve", "-f", "arc", "--input", dev.toString(), "--solver", "choice-model", "--cross-encoder", child.toString(),
        "-o", dir.resolve("p3.jsonl").toString());
    assertThat(noIndex.err().strip()).isEqualTo("qakit: error: solver choice-model: " + child + " was trained with 2 passages per option"
        + " (qakit train --option-passages): give the index to retrieve them from, --index DIR");
    var perOption = CliRun.of("solve", "-f", "arc", "--input", dev.toString(), "--solver", "choice-model", "--cross-encoder", child.toString(),
        "--index", index.toString(), "-o", dir.resolve("p4.jsonl").toString());
    assertThat(perOption.exit()).as(perOption.err()).isZero();
    assertThat(Files.readAllLines(dir.resolve("p4.jsonl")).stream().filter(l -> l.contains("\"choices\"")).count()).isEqualTo(3);
    // explain shows, under each option, what the model read: the option, then its passages
    String first = new ObjectMapper().readTree(lines.get(4)).path("id").asText();
    var explain = CliRun.of("explain", "-f", "arc", "--input", dev.toString(), "--predictions", dir.resolve("p4.jsonl").toString(), first);
    assertThat(explain.exit()).as(explain.err()).isZero();
    assertThat(explain.out()).contains("shared: ").containsPattern("(?m)^ {6}text: .+ \\[SEP\\] ");
    // the parent folder (per item) keeps no option passages in its config
    assertThat(new ObjectMapper().readTree(out.resolve("config.json").toFile()).has("optionPassages")).isFalse();
  }

  @Test
  void optionPassagesNeedTheChoiceHeadAndAnIndex(@TempDir Path dir) throws Exception {
    Path arc = SharedData.path("arc/ARC-Easy-validation.jsonl");
    var noIndex = CliRun.of("train", "-f", "arc", "--input", arc.toString(), "--dev", arc.toString(), "--encoder", "all-minilm-l6-v2",
        "--head", "choice", "--option-passages", "3", "-o", dir.resolve("m").toString());
    assertThat(noIndex.err().strip()).isEqualTo("qakit: error: --option-passages: expected at least 1 passage per option for head 'choice'"
        + " with --index, found 3 without --index");
    var pair = CliRun.of("train", "-f", "arc", "--input", arc.toString(), "--dev", arc.toString(), "--encoder", "all-minilm-l6-v2",
        "--option-passages", "3", "--index", dir.toString(), "-o", dir.resolve("m").toString());
    assertThat(pair.err().strip()).isEqualTo("qakit: error: --option-passages: expected at least 1 passage per option for head 'choice'"
        + " with --index, found 3 with head 'pair'");
    var span = CliRun.of("train", "-f", "arc", "--input", arc.toString(), "--dev", arc.toString(), "--encoder", "all-minilm-l6-v2",
        "--head", "span", "--option-passages", "3", "-o", dir.resolve("m").toString());
    assertThat(span.err().strip()).isEqualTo("qakit: error: head 'span' reads the item's own passage with one loss over start and end:"
        + " drop --option-passages");
    assertThat(Files.exists(dir.resolve("m"))).isFalse();
  }

  @Test
  void aDevSetWithoutAPositiveIsOneLine(@TempDir Path dir) throws Exception {
    Path train = wikiQa(dir, "train.tsv", 0, 3, false);
    Path dev = wikiQa(dir, "dev.tsv", 3, 3, true);
    var run = CliRun.of("train", "-f", "wikiqa", "--input", train.toString(), "--dev", dev.toString(), "--encoder", "all-minilm-l6-v2",
        "-o", dir.resolve("m").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err().strip()).isEqualTo("qakit: error: dev set: no question has a positive candidate, so MAP and MRR are undefined");
    assertThat(dir.resolve("m")).doesNotExist();
  }

  @Test
  void aSmallRunWritesTheModelFolderAndTheDevCurve(@TempDir Path dir) throws Exception {
    // five training questions, of which --ids keeps four (two steps of two)
    Path train = wikiQa(dir, "train.tsv", 0, 5, false);
    List<String> questions = Files.readAllLines(train).stream().skip(1).map(l -> l.split("\t")[0]).distinct().toList();
    Path ids = Files.write(dir.resolve("train.ids"), questions.subList(0, 4));
    Path dev = wikiQa(dir, "dev.tsv", 5, 3, false);
    Path out = dir.resolve("model");
    var unknown = CliRun.of("train", "-f", "wikiqa", "--input", train.toString(), "--dev", dev.toString(), "--encoder", "all-minilm-l6-v2",
        "--ids", Files.write(dir.resolve("bad.ids"), List.of(questions.get(0), "Q-none")).toString(), "-o", out.toString());
    assertThat(unknown.err().strip()).isEqualTo("qakit: error: " + dir.resolve("bad.ids") + ":2: expected every id to name an item of the"
        + " dataset, found 1 that do not, e.g. 'Q-none' (a split of other data?)");
    var shared = CliRun.of("train", "-f", "wikiqa", "--input", train.toString(), "--dev", train.toString(), "--encoder", "all-minilm-l6-v2",
        "--ids", ids.toString(), "--dev-ids", Files.write(dir.resolve("dev.ids"), questions.subList(3, 5)).toString(), "-o", out.toString());
    assertThat(shared.err().strip()).startsWith("qakit: error: " + ids + " and " + dir.resolve("dev.ids") + ": expected parts with no id in common");
    assertThat(out).doesNotExist();
    var run = CliRun.of("train", "-f", "wikiqa", "--input", train.toString(), "--dev", dev.toString(), "--encoder", "all-minilm-l6-v2",
        "--ids", ids.toString(), "--epochs", "1", "--batch", "2", "--max-length", "32", "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("train: 4 training items (listed in " + ids + "), 3 dev items").contains("step 2/2").contains("pairs/s").contains("ETA").contains("epoch 1: mean loss").contains("dev MAP");
    assertThat(out.resolve("config.json")).exists();
    assertThat(out.resolve("weights.ndlist")).exists();
    var card = new ObjectMapper().readTree(out.resolve("card.json").toFile());
    assertThat(card.path("baseModel").asText()).isEqualTo("all-minilm-l6-v2");
    assertThat(card.path("trainFiles").path(train.toString()).asText()).hasSize(64);
    assertThat(card.path("trainFiles").path(ids.toString()).asText()).as("the ids file's checksum").hasSize(64);
    assertThat(card.path("devCurve")).hasSize(1);
    double map = card.path("devCurve").get(0).path("dev").path("map").asDouble();
    assertThat(card.path("keptEpoch").asInt()).isEqualTo(1);
    assertThat(map).isBetween(0.0, 1.0).isGreaterThan(0.0);

    // the cross-encoder solver loads the folder and scores every dev candidate
    Path predictions = dir.resolve("predictions.jsonl");
    var solve = CliRun.of("solve", "-f", "wikiqa", "--input", dev.toString(), "--solver", "cross-encoder", "--cross-encoder",
        out.toString(), "-o", predictions.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    List<String> lines = Files.readAllLines(predictions).stream().filter(l -> l.contains("\"scores\"")).toList();
    assertThat(lines).hasSize(3);
    long devCandidates = Files.readAllLines(dev).size() - 1;
    long scored = 0;
    for (String line : lines) {
      scored += new ObjectMapper().readTree(line).path("scores").size();
    }
    assertThat(scored).isEqualTo(devCandidates);
  }

  /**
   * The WikiQA dev questions from the {@code skip}-th on, {@code count} of those with a positive,
   * written in WikiQA's format; with {@code allNegative} every label becomes 0.
   */
  private static String readId(String jsonLine) {
    try {
      return new ObjectMapper().readTree(jsonLine).path("id").asText();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static Path wikiQa(Path dir, String name, int skip, int count, boolean allNegative) throws Exception {
    List<String> lines = Files.readAllLines(SharedData.path("wikiqa/WikiQA-dev.tsv"));
    var withPositive = new LinkedHashSet<String>();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t");
      if (f[6].equals("1")) {
        withPositive.add(f[0]);
      }
    }
    List<String> chosen = withPositive.stream().skip(skip).limit(count).toList();
    var out = new ArrayList<String>();
    out.add(lines.get(0));
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t");
      if (chosen.contains(f[0])) {
        out.add(allNegative ? line.substring(0, line.lastIndexOf('\t')) + "\t0" : line);
      }
    }
    return Files.write(dir.resolve(name), out);
  }
}
