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
    var run = CliRun.of("data", "split", "-f", "quartz", quartz, "--ratios", "60:10:30", "--group-by", "group", "-o", out.toString());
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
    var a = CliRun.of("data", "split", "-f", "gkmc", gkmc, "--ratios", "60:10:30", "--stratify-by", "answer", "--seed", "5", "-o", temp.resolve("a").toString());
    assertThat(a.exit()).as(a.err()).isZero();
    // per label, largest remainder (see SplitRealDataTest): A 177/29/89, B 212/35/106, C 211/35/105, D 169/28/84
    assertThat(a.out()).isEqualTo("""
        split  items  share   A    B    C    D
        train  769    60.1%   177  212  211  169
        dev    127    9.9%    29   35   35   28
        test   384    30.0%   89   106  105  84
        all    1280   100.0%  295  353  351  281
        """);
    var b = CliRun.of("data", "split", "-f", "gkmc", gkmc, "--ratios", "60:10:30", "--stratify-by", "answer", "--seed", "5", "-o", temp.resolve("b").toString());
    assertThat(b.exit()).isZero();
    assertThat(Files.readAllLines(temp.resolve("b/test.ids"))).isEqualTo(Files.readAllLines(temp.resolve("a/test.ids")));
  }

  @Test
  void kFoldWritesTrainAndTestPerFoldAsQakitJsonlWithTheKnowledgeCorpus() throws IOException {
    Path out = temp.resolve("cv");
    var run = CliRun.of("data", "split", "-f", "quartz", quartz, knowledge, "--folds", "3", "--group-by", "group", "--write", "qakit-jsonl", "-o", out.toString());
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
    var ratios = CliRun.of("data", "split", "-f", "quartz", quartz, "--ratios", "60:10", "-o", out.toString());
    assertThat(ratios.exit()).isEqualTo(1);
    assertThat(ratios.err()).isEqualTo("qakit: error: expected ratios that add up to 100 (percentages, e.g. 60:10:30), found '60:10' (sum 70)\n");
    var field = CliRun.of("data", "split", "-f", "quartz", quartz, "--ratios", "60:10:30", "--stratify-by", "question_type", "-o", out.toString());
    assertThat(field.exit()).isEqualTo(1);
    assertThat(field.err()).isEqualTo("qakit: error: unknown item field 'question_type'; fields: kind, group, choices, candidates, answer\n");
    var both = CliRun.of("data", "split", "-f", "quartz", quartz, "--ratios", "50:50", "--folds", "3", "-o", out.toString());
    assertThat(both.exit()).isEqualTo(2);
    assertThat(both.err()).contains("mutually exclusive");
    var names = CliRun.of("data", "split", "-f", "quartz", quartz, "--folds", "3", "--names", "a,b,c", "-o", out.toString());
    assertThat(names.err()).isEqualTo("qakit: error: --names applies to --ratios; k-fold names its folds fold-1 … fold-3\n");
    assertThat(out).doesNotExist();
  }

  @Test
  void anEmptySplitIsAWarning() throws IOException {
    var paths = org.qakit.dataset.Samples.materialize("sqad", temp.resolve("sqad"));
    var run = CliRun.of("data", "split", "-f", "sqad", paths.getFirst().toString(), "--ratios", "60:10:30",
        "--stratify-by", "question_type", "-o", temp.resolve("out").toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("warning: split 'dev' is empty");
    assertThat(run.out()).contains("DATETIME  NUMERIC  PERSON");
    assertThat(Files.readAllLines(temp.resolve("out/dev.ids"))).isEmpty();
  }
}
