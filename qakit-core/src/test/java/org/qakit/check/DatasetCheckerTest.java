package org.qakit.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Samples;
import org.qakit.format.ReadOptions;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.model.Item;

class DatasetCheckerTest {
  private static final String ARC_OK =
      "{\"id\":\"ok\",\"question\":\"Which is a gas?\",\"choices\":{\"text\":[\"iron\",\"oxygen\",\"salt\"],\"label\":[\"A\",\"B\",\"C\"]},\"answerKey\":\"B\"}";
  private static final String ARC_BAD_KEY =
      "{\"id\":\"bad\",\"question\":\"Which is a metal?\",\"choices\":{\"text\":[\"iron\",\"oxygen\"],\"label\":[\"A\",\"B\"]},\"answerKey\":\"E\"}";
  private static final String ARC_TWO_GOLD =
      "{\"id\":\"two\",\"question\":\"Which is salt?\",\"choices\":{\"text\":[\"NaCl\",\"NaCl \",\"water\"],\"label\":[\"A\",\"B\",\"C\"]},\"answerKey\":\"A\"}";

  @TempDir Path temp;

  @Test
  void aRejectedRecordIsAnErrorAtItsLineAndTheOthersAreStillChecked() throws IOException {
    Path file = write("arc.jsonl", ARC_OK + "\n" + ARC_BAD_KEY + "\n" + ARC_TWO_GOLD + "\n");
    var report = DatasetChecker.run(new DatasetChecker.Spec("arc", null, List.of(file), List.of(), List.of()));
    assertThat(report.dataset().items()).extracting(Item::id).containsExactly("ok", "two");
    assertThat(report.findings()).filteredOn(f -> f.severity() == Severity.ERROR)
        .extracting(f -> f.check() + " " + f.item() + " " + f.where())
        .containsExactly("record-readable null " + file + ":2", "mc-one-gold two " + file + ":3");
    assertThat(report.findings().getFirst().message()).contains("answer 'E' is not among the choice labels [A, B]");
    assertThat(report.hasErrors()).isTrue();
    assertThat(report.counts()).containsEntry("record-readable", 1).containsEntry("mc-one-gold", 1).containsEntry("mc-empty-option", 0)
        .doesNotContainKeys("as-no-positive", "leak-exact", "sqad-answer-sentence");
  }

  @Test
  void aLabelOutsideZeroAndOneNeverReachesAnItemAndIsReportedAsUnreadable() throws IOException {
    Path file = write("dbqa.tsv", "问题一？\t句子甲。\t1\n问题一？\t句子乙。\t2\n问题二？\t句子丙。\t1\n");
    var report = DatasetChecker.run(new DatasetChecker.Spec("nlpcc-dbqa", null, List.of(file), List.of(), List.of()));
    assertThat(report.dataset().items()).hasSize(1);
    assertThat(report.findings()).filteredOn(f -> f.check().equals("record-readable")).singleElement()
        .satisfies(f -> assertThat(f.where()).isEqualTo(file + ":2"));
  }

  @Test
  void everyRecordMalformedIsAnErrorNamingTheFormat() throws IOException {
    Path file = write("x.jsonl", "{\"a\":1}\n");
    assertThatThrownBy(() -> DatasetChecker.run(new DatasetChecker.Spec("arc", null, List.of(file), List.of(), List.of())))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is 'arc' the right --format?");
  }

  @Test
  void onlyRunsTheChecksAskedForAndSplitChecksNeedAnotherSplit() throws IOException {
    Path train = write("train.jsonl", ARC_OK + "\n" + ARC_TWO_GOLD + "\n");
    Path test = write("test.jsonl", ARC_OK.replace("\"id\":\"ok\"", "\"id\":\"ok-test\"") + "\n");
    var only = DatasetChecker.run(new DatasetChecker.Spec("arc", null, List.of(train), List.of(), List.of("leak-exact", "mc-empty-option")));
    assertThat(only.ran()).extracting(Check::id).containsExactly("mc-empty-option");
    var split = DatasetChecker.run(new DatasetChecker.Spec("arc", null, List.of(train), List.of(test), List.of("leak-exact")));
    assertThat(split.findings()).singleElement().satisfies(f -> {
      assertThat(f.item()).isEqualTo("ok");
      assertThat(f.where()).isEqualTo(train + ":1");
      assertThat(f.message()).isEqualTo("the other split's item 'ok-test' (" + test + ":1) asks the same question: 'Which is a gas?'");
    });
    assertThatThrownBy(() -> DatasetChecker.run(new DatasetChecker.Spec("arc", null, List.of(train), List.of(), List.of("leak-exakt"))))
        .hasMessageContaining("unknown check 'leak-exakt'; did you mean leak-exact?");
  }

  @Test
  void rawFileChecksSeeWhatTheReaderDropsAndWalkFolders() throws IOException {
    Path bom = temp.resolve("bom.jsonl");
    Files.write(bom, ("\uFEFF" + ARC_OK + "\r\n" + ARC_TWO_GOLD + "\r\n").getBytes(StandardCharsets.UTF_8));
    var report = DatasetChecker.run(new DatasetChecker.Spec("arc", null, List.of(bom), List.of(), List.of("text-bom", "text-crlf")));
    assertThat(report.findings()).extracting(f -> f.check() + " " + f.where())
        .containsExactly("text-bom " + bom + ":1", "text-crlf " + bom);
    Path sqad = Samples.materialize("sqad", temp.resolve("sqad")).getFirst();
    var folder = DatasetChecker.run(new DatasetChecker.Spec("sqad", null, List.of(sqad), List.of(), List.of()));
    assertThat(folder.ran()).extracting(Check::id).contains("sqad-answer-sentence", "text-crlf").doesNotContain("mc-one-gold");
    assertThat(folder.findings()).extracting(Finding::check).containsExactly("sqad-question-context");
  }

  @Test
  void theFixedCopyRechecksCleanAndTheLogListsEveryChange() throws IOException {
    Path file = write("arc.jsonl", ARC_OK.replace("Which is a gas?", "Which is a gas?\\u0007") + "\n" + ARC_BAD_KEY + "\n"
        + ARC_OK.replace("\"id\":\"ok\"", "\"id\":\"m\"").replace("iron", "Ã©tain").replace("Which", "Whích") + "\n");
    var report = DatasetChecker.run(new DatasetChecker.Spec("arc", null, List.of(file), List.of(), List.of()));
    assertThat(report.counts()).containsEntry("record-readable", 1).containsEntry("text-control-chars", 1).containsEntry("text-mojibake", 1);
    var fixed = DatasetFixer.fix(report);
    assertThat(fixed.log().changes()).extracting(c -> c.check() + "|" + c.record() + "|" + c.where() + "|" + c.field() + "|" + c.before() + "|" + c.after())
        .containsExactly(
            "record-readable|null|" + file + ":2|null|null|null",
            "text-control-chars|ok|" + file + ":1|stem|Which is a gas?\u0007|Which is a gas?",
            "text-mojibake|m|" + file + ":3|choices[A]|Ã©tain|étain");
    Path copy = temp.resolve("fixed.qakit.jsonl");
    new QakitJsonlFormat().write(fixed.dataset(), copy);
    Path log = temp.resolve("fixed.changes.jsonl");
    fixed.log().write(log);
    assertThat(Files.readAllLines(log)).hasSize(3).allSatisfy(l -> assertThat(l).startsWith("{\"check\":"));
    var again = DatasetChecker.run(new DatasetChecker.Spec("qakit-jsonl", null, List.of(copy), List.of(), List.of()));
    assertThat(again.findings()).extracting(Finding::check).containsOnly("mc-gold-longest");
    assertThat(new QakitJsonlFormat().read(copy, ReadOptions.STRICT).items()).extracting(Item::id).containsExactly("ok", "m");
  }

  private Path write(String name, String content) throws IOException {
    return Files.writeString(temp.resolve(name), content);
  }
}
