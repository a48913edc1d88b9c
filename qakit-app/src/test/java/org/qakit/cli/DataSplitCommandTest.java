package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.ReadOptions;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.testing.SharedData;

class DataSplitCommandTest {
  @TempDir Path temp;

  private final String quartz = SharedData.path("quartz-style/dev.jsonl").toString();
  private final String knowledge = SharedData.path("quartz-style/knowledge.jsonl").toString();

  @Test
  void groupedSplitOfQuartzStyleDevWritesIdListsAndPrintsTheCounts() throws IOException {
    Path out = temp.resolve("splits");
    var run = CliRun.of("data", "split", "-f", "quartz", "--input", quartz, "--ratios", "60:10:30", "--group-by", "group", "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    // 30 knowledge sentences × 3 questions: 18, 3, 9 groups
    assertThat(run.out()).isEqualTo("""
        split  items  share   groups
        train  54     60.0%   18
        dev    9      10.0%   3
        test   27     30.0%   9
        all    90     100.0%  30
        """);
    assertThat(run.err()).isEqualTo("seed 42; wrote 3 files to " + out + "\n");
    var ids = new HashSet<String>();
    for (String name : List.of("train", "dev", "test")) {
      List<String> part = Files.readAllLines(out.resolve(name + ".ids"));
      ids.addAll(part);
      // the -flip twin of every question shares its para_id, so it is in the same part
      part.stream().filter(id -> id.endsWith("-flip")).forEach(flip -> assertThat(part).contains(flip.replace("-flip", "")));
    }
    assertThat(ids).hasSize(90);
  }

  @Test
  void stratifiedSplitPrintsOneColumnPerStratumAndSeedsReproduce() throws IOException {
    String gkmc = SharedData.path("gkmc/gkmc_train.json").toString();
    var a = CliRun.of("data", "split", "-f", "gkmc", "--input", gkmc, "--ratios", "60:10:30", "--stratify-by", "answer", "--seed", "5", "-o", temp.resolve("a").toString());
    assertThat(a.exit()).as(a.err()).isZero();
    // per label, largest remainder (see SplitRealDataTest): A 177/29/89, B 212/35/106, C 211/35/105, D 169/28/84
    assertThat(a.out()).isEqualTo("""
        split  items  share   A    B    C    D
        train  769    60.1%   177  212  211  169
        dev    127    9.9%    29   35   35   28
        test   384    30.0%   89   106  105  84
        all    1280   100.0%  295  353  351  281
        """);
    var b = CliRun.of("data", "split", "-f", "gkmc", "--input", gkmc, "--ratios", "60:10:30", "--stratify-by", "answer", "--seed", "5", "-o", temp.resolve("b").toString());
    assertThat(b.exit()).isZero();
    assertThat(Files.readAllLines(temp.resolve("b/test.ids"))).isEqualTo(Files.readAllLines(temp.resolve("a/test.ids")));
  }

  @Test
  void kFoldWritesTrainAndTestPerFoldAsQakitJsonlWithTheKnowledgeCorpus() throws IOException {
    Path out = temp.resolve("cv");
    var run = CliRun.of("data", "split", "-f", "quartz", "--input", quartz + "," + knowledge, "--folds", "3", "--group-by", "group", "--write", "qakit-jsonl", "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("fold (test part)  items  share   groups\nfold-1            30     33.3%   10\n");
    var format = new QakitJsonlFormat();
    int tested = 0;
    for (int f = 1; f <= 3; f++) {
      var train = format.read(out.resolve("fold-" + f + "/train.qakit.jsonl"), ReadOptions.STRICT);
      var test = format.read(out.resolve("fold-" + f + "/test.qakit.jsonl"), ReadOptions.STRICT);
      assertThat(train.items()).hasSize(60);
      assertThat(test.passages()).hasSize(train.passages().size()).isNotEmpty();
      tested += test.items().size();
    }
    assertThat(tested).isEqualTo(90);
  }

  @Test
  void badRatiosAndUnknownFieldsAreOneLineErrorsAndWriteNothing() {
    Path out = temp.resolve("none");
    var ratios = CliRun.of("data", "split", "-f", "quartz", "--input", quartz, "--ratios", "60:10", "-o", out.toString());
    assertThat(ratios.exit()).isEqualTo(1);
    assertThat(ratios.err()).isEqualTo("qakit: error: expected ratios that add up to 100 (percentages, e.g. 60:10:30), found '60:10' (sum 70)\n");
    var field = CliRun.of("data", "split", "-f", "quartz", "--input", quartz, "--ratios", "60:10:30", "--stratify-by", "question_type", "-o", out.toString());
    assertThat(field.exit()).isEqualTo(1);
    assertThat(field.err()).startsWith("qakit: error: unknown item field 'question_type'; fields: kind, group, choices, candidates, answer,"
        + " para_anno.cause_dir_sign,").endsWith(", question_anno.more_effect_prop, id~REGEX\n");
    var both = CliRun.of("data", "split", "-f", "quartz", "--input", quartz, "--ratios", "50:50", "--folds", "3", "-o", out.toString());
    assertThat(both.exit()).isEqualTo(2);
    assertThat(both.err()).contains("mutually exclusive");
    var names = CliRun.of("data", "split", "-f", "quartz", "--input", quartz, "--folds", "3", "--names", "a,b,c", "-o", out.toString());
    assertThat(names.err()).isEqualTo("qakit: error: --names applies to --ratios; k-fold names its folds fold-1 … fold-3\n");
    assertThat(out).doesNotExist();
  }

  @Test
  void groupedAndStratifiedGkmcKeepsTheLabelSharesInEveryPart() throws IOException {
    String gkmc = SharedData.path("gkmc/gkmc_train.json").toString();
    var run = CliRun.of("data", "split", "-f", "gkmc", "--input", gkmc, "--ratios", "60:10:30", "--group-by", "group", "--stratify-by", "answer",
        "-o", temp.resolve("g").toString());
    assertThat(run.exit()).as(run.err()).isZero();
    // 909 scenario groups. Totals meet 768/128/384 exactly and every label count is within one
    // item of its target n_s · w_j / W: A 177/29.5/88.5, B 211.8/35.3/105.9, C 210.6/35.1/105.3,
    // D 168.6/28.1/84.3. Dev: A 30/128 = 23.4% (23.0% overall), B 27.3% (27.6%), C 27.3% (27.4%),
    // D 21.9% (22.0%); a group's majority label (ties → A) gave A 34.4% and D 12.5% in dev.
    assertThat(run.out()).isEqualTo("""
        split  items  share   groups  A    B    C    D
        train  768    60.0%   545     177  212  210  169
        dev    128    10.0%   92      30   35   35   28
        test   384    30.0%   272     88   106  106  84
        all    1280   100.0%  909     295  353  351  281
        """);
  }

  @Test
  void anInputIsNeverOverwrittenAndLeftoverSplitFilesAreNamed() throws IOException {
    Path out = temp.resolve("jsonl");
    var first = CliRun.of("data", "split", "-f", "quartz", "--input", quartz + "," + knowledge, "--ratios", "60:10:30", "--group-by", "group",
        "--write", "qakit-jsonl", "-o", out.toString());
    assertThat(first.exit()).as(first.err()).isZero();
    // split train.qakit.jsonl again into the same folder: its own input is refused, nothing changes
    String train = Files.readString(out.resolve("train.qakit.jsonl"));
    var again = CliRun.of("data", "split", "-f", "qakit-jsonl", "--input", out.resolve("train.qakit.jsonl").toString(), "--ratios", "50:50",
        "--write", "qakit-jsonl", "-o", out.toString());
    assertThat(again.exit()).isEqualTo(1);
    assertThat(again.err()).isEqualTo("qakit: error: output " + out.resolve("train.qakit.jsonl").toAbsolutePath()
        + " is also an input; write to another folder\n");
    assertThat(Files.readString(out.resolve("train.qakit.jsonl"))).isEqualTo(train);
    // 80:20 into the folder of a 60:10:30 split: dev.qakit.jsonl is left over and named
    var twoParts = CliRun.of("data", "split", "-f", "quartz", "--input", quartz + "," + knowledge, "--ratios", "80:20", "--group-by", "group",
        "--write", "qakit-jsonl", "-o", out.toString());
    assertThat(twoParts.exit()).as(twoParts.err()).isZero();
    assertThat(twoParts.err()).isEqualTo("warning: " + out + " also holds 1 split file(s) this run did not write (from an earlier split?): dev.qakit.jsonl\n"
        + "seed 42; wrote 2 files to " + out + "\n");
  }

  @Test
  void theHelpListsEveryField() {
    var help = CliRun.of("data", "split", "--help");
    assertThat(help.out()).contains("FIELD: kind, group, choices, candidates, answer, or a type key");
  }

  @Test
  void anEmptySplitIsAWarning() throws IOException {
    var paths = org.qakit.dataset.Samples.materialize("sqad", temp.resolve("sqad"));
    var run = CliRun.of("data", "split", "-f", "sqad", "--input", paths.getFirst().toString(), "--ratios", "60:10:30",
        "--stratify-by", "question_type", "-o", temp.resolve("out").toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("warning: split 'dev' is empty");
    assertThat(run.out()).contains("DATETIME  NUMERIC  PERSON");
    assertThat(Files.readAllLines(temp.resolve("out/dev.ids"))).isEmpty();
  }
}
