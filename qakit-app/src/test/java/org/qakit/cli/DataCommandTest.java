package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.ReadOptions;
import org.qakit.format.arc.ArcFormat;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.testing.SharedData;

class DataCommandTest {
  @TempDir Path temp;

  @Test
  void statsJsonGivesTheCountsOfARealFile() throws IOException {
    var run = CliRun.of("data", "stats", "--json", "-f", "arc", SharedData.path("arc/ARC-Challenge-validation.jsonl").toString());
    assertThat(run.exit()).as(run.err()).isZero();
    var json = new ObjectMapper().readTree(run.out());
    assertThat(json.get("items").asInt()).isEqualTo(299);
    assertThat(json.get("choices_per_item").get("3").asInt()).isEqualTo(3);
    assertThat(json.get("skipped").asInt()).isZero();
  }

  @Test
  void statsTableNamesEveryStatistic() {
    var run = CliRun.of("data", "stats", "-f", "arc", SharedData.path("arc/ARC-Easy-validation.jsonl").toString(),
        SharedData.path("arc/ARC-Challenge-validation.jsonl").toString());
    assertThat(run.exit()).isZero();
    assertThat(run.out()).containsPattern("items\\s+869\\n").contains("gold_labels");
  }

  @Test
  void convertRoundTripsARealFileThroughQakitJsonl() throws IOException {
    Path out = temp.resolve("arc.qakit.jsonl");
    Path in = SharedData.path("arc/ARC-Easy-validation.jsonl");
    var run = CliRun.of("data", "convert", "-f", "arc", in.toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("wrote 570 items, 0 passages and 0 triples");
    assertThat(new QakitJsonlFormat().read(out, ReadOptions.STRICT).items())
        .isEqualTo(new ArcFormat().read(in, ReadOptions.STRICT).items());
  }

  @Test
  void aMalformedRecordStopsTheRunWithFileAndLineAndWritesNothing() throws IOException {
    Path bad = corruptedArc();
    Path out = temp.resolve("out.jsonl");
    var run = CliRun.of("data", "convert", "-f", "arc", "--input", bad.toString(), "-o", out.toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).startsWith("qakit: error: " + bad + ":4: expected a JSON object, found malformed JSON");
    assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(out).doesNotExist();
    assertThat(temp.toFile().list()).containsExactly(bad.getFileName().toString());
  }

  @Test
  void lenientSkipsCountsAndSaysSo() throws IOException {
    Path bad = corruptedArc();
    Path out = temp.resolve("out.jsonl");
    var run = CliRun.of("data", "convert", "--lenient", "-f", "arc", bad.toString(), "-o", out.toString());
    assertThat(run.exit()).isZero();
    assertThat(run.err()).contains("skipped 1 malformed record(s)").contains(bad + ":4:").contains("wrote 569 items");
    assertThat(new QakitJsonlFormat().read(out, ReadOptions.STRICT).items()).hasSize(569);
  }

  @Test
  void unknownFormatsAndMissingFilesAreOneLineErrors() {
    var run = CliRun.of("data", "stats", "-f", "ark", "--input", "x.jsonl");
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).isEqualTo("qakit: error: unknown format 'ark'; did you mean arc? (known: " + String.join(", ", org.qakit.format.Formats.registry().ids()) + ")\n");
    var missing = CliRun.of("data", "stats", "-f", "arc", "--input", temp.resolve("none.jsonl").toString());
    assertThat(missing.err()).isEqualTo("qakit: error: no such file: " + temp.resolve("none.jsonl") + "\n");
    var dir = CliRun.of("data", "stats", "-f", "arc", "--input", temp.toString());
    assertThat(dir.err()).isEqualTo("qakit: error: " + temp + ": Is a directory\n");
  }

  @Test
  void convertRefusesAFormatThatCannotBeWritten() {
    var run = CliRun.of("data", "convert", "-f", "arc", SharedData.path("arc/ARC-Easy-validation.jsonl").toString(), "--to", "arc", "-o", temp.resolve("x").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("format 'arc' cannot be written; writable formats: ").contains("qakit-jsonl");
  }

  private Path corruptedArc() throws IOException {
    var lines = new ArrayList<>(Files.readAllLines(SharedData.path("arc/ARC-Easy-validation.jsonl")));
    lines.set(3, lines.get(3).substring(0, 50));
    Path bad = temp.resolve("ARC-Easy-validation.jsonl");
    Files.write(bad, lines);
    return bad;
  }

  @Test
  void statsTableGivesOneRowPerTypeAndViewsAreSelectable() throws IOException {
    var paths = org.qakit.dataset.Samples.materialize("sqad", temp.resolve("sqad"));
    var run = CliRun.of("data", "stats", "-f", "sqad", "--view", "sentence-selection", paths.getFirst().toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("types\\.question_type\\s+DATETIME=\\d+ ")
        .containsPattern("kinds\\s+answer-selection=5\\n");
    var unknownView = CliRun.of("data", "stats", "-f", "sqad", "--view", "sentences", paths.getFirst().toString());
    assertThat(unknownView.exit()).isEqualTo(1);
    assertThat(unknownView.err()).contains("has no view 'sentences'").contains("sentence-selection");
  }

  @Test
  void convertKeepsKnowledgeBaseTriples() throws IOException {
    Path out = temp.resolve("kb.qakit.jsonl");
    var run = CliRun.of("data", "convert", "-f", "nlpcc-kbqa", SharedData.path("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.kb.sample").toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("564 triples");
    assertThat(new QakitJsonlFormat().read(out, ReadOptions.STRICT).triples()).hasSize(564);
  }

  @Test
  void aLenientRunThatReadsNothingIsAnErrorAndAnEmptyInputAWarning() throws IOException {
    Path quartz = SharedData.path("quartz-style/knowledge.jsonl");
    var wrong = CliRun.of("data", "stats", "--lenient", "-f", "arc", quartz.toString());
    assertThat(wrong.exit()).isEqualTo(1);
    assertThat(wrong.err()).contains("qakit: error: every record was malformed (90 skipped); is 'arc' the right --format?");
    Path empty = Files.writeString(temp.resolve("empty.jsonl"), "");
    var none = CliRun.of("data", "stats", "-f", "arc", empty.toString());
    assertThat(none.exit()).isZero();
    assertThat(none.err()).contains("warning: the input holds no records");
  }

  @Test
  void convertRefusesToLoseDataOrOverwriteItsInput() throws IOException {
    Path vocab = SharedData.path("mcql/vocab.txt");
    var lossy = CliRun.of("data", "convert", "-f", "mcql", vocab.toString(), "--to", "nlpcc-dbqa", "-o", temp.resolve("v.tsv").toString());
    assertThat(lossy.exit()).isEqualTo(1);
    assertThat(lossy.err()).contains("cannot hold the 16446 passages read");
    Path copy = Files.copy(SharedData.path("arc/ARC-Easy-validation.jsonl"), temp.resolve("arc.jsonl"));
    var self = CliRun.of("data", "convert", "-f", "arc", copy.toString(), "-o", copy.toString());
    assertThat(self.exit()).isEqualTo(1);
    assertThat(self.err()).contains("is also an input");
    assertThat(Files.mismatch(copy, SharedData.path("arc/ARC-Easy-validation.jsonl"))).isEqualTo(-1);
  }
}
