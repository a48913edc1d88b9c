package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.solve.choice.PmiSolver;
import org.qakit.testing.SharedData;

class SolveCommandTest {

  @TempDir Path dir;

  @Test
  void oneAndFourThreadsWriteTheSameFile() throws IOException {
    String data = SharedData.path("nlpcc-dbqa/dbqa-subset.train-dev.tsv").toString();
    Path one = dir.resolve("one.jsonl");
    Path four = dir.resolve("four.jsonl");
    CliRun a = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", data, "--solver", "word-overlap", "-o", one.toString());
    CliRun b = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", data, "--solver", "word-overlap", "--threads", "4", "-o", four.toString());
    assertThat(a.exit()).as(a.err()).isZero();
    assertThat(b.exit()).as(b.err()).isZero();
    assertThat(Files.readAllBytes(four)).isEqualTo(Files.readAllBytes(one));
    assertThat(Files.readAllLines(one)).hasSize(1324) // one line per question of the subset
        .allMatch(l -> l.contains(",\"evidence\":{\"questionWords\":["));
    assertThat(a.err()).contains("solved 1,324 item(s) with word-overlap in").contains("items/s");
  }

  @Test
  void runSolvesAndScoresInOneStep() {
    String data = SharedData.path("nlpcc-dbqa/dbqa-subset.train-dev.tsv").toString();
    CliRun r = CliRun.of("run", "-f", "nlpcc-dbqa", "--input", data, "--solver", "word-overlap", "--metric", "mrr", "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    // 0.54147…, the README baseline table's 0.5415 (all 1,324 questions; the regression files score the task's dev split)
    assertThat(r.out()).contains("\"metric\":\"mrr\"").containsPattern("\"score\":0\\.5414[5-9]");
  }

  @Test
  void evidenceIsWrittenByDefaultTheSameForAnyThreadsAndNeverChangesTheScores() throws IOException {
    Path index = dir.resolve("quartz-index");
    var build = CliRun.of("index", "build", "--importer", "quartz-knowledge", "--lang", "en", "-o", index.toString(),
        SharedData.path("quartz-style/knowledge.jsonl").toString());
    assertThat(build.exit()).as(build.err()).isZero();
    String dev = SharedData.path("quartz-style/dev.jsonl").toString();
    var json = new ObjectMapper();
    for (String solver : List.of("ir", "pmi")) {
      Path one = dir.resolve(solver + "-1.jsonl");
      Path three = dir.resolve(solver + "-3.jsonl");
      Path bare = dir.resolve(solver + "-bare.jsonl");
      Path viaRun = dir.resolve(solver + "-run.jsonl");
      for (var args : List.of(List.of("solve", "-o", one.toString()), List.of("solve", "--threads", "3", "-o", three.toString()),
          List.of("solve", "--no-evidence", "-o", bare.toString()), List.of("run", "-o", viaRun.toString()))) {
        var all = new ArrayList<>(args);
        all.addAll(List.of("-f", "quartz", "--input", dev, "--solver", solver, "--index", index.toString()));
        var r = CliRun.of(all.toArray(String[]::new));
        assertThat(r.exit()).as(solver + " " + args + ": " + r.err()).isZero();
      }
      assertThat(Files.readAllBytes(three)).as(solver).isEqualTo(Files.readAllBytes(one));
      assertThat(Files.readAllBytes(viaRun)).as(solver).isEqualTo(Files.readAllBytes(one));
      List<String> lines = Files.readAllLines(one);
      List<String> bareLines = Files.readAllLines(bare);
      assertThat(lines).hasSize(90);
      assertThat(bareLines).hasSize(90).noneMatch(l -> l.contains("evidence"));
      for (int i = 0; i < lines.size(); i++) {
        var node = (ObjectNode) json.readTree(lines.get(i));
        JsonNode evidence = node.remove("evidence");
        assertThat(evidence).as(solver + " line " + (i + 1)).isNotNull();
        // without its evidence, the line is the --no-evidence line, byte for byte
        assertThat(json.writeValueAsString(node)).isEqualTo(bareLines.get(i));
        assertThat(evidence.get("options")).hasSize(node.get("choices").size());
        if (solver.equals("pmi")) {
          for (JsonNode option : evidence.get("options")) {
            var pmis = option.get("topPairs").findValuesAsText("pmi").stream().map(Double::parseDouble).toList();
            assertThat(pmis).hasSize(Math.min(PmiSolver.TOP_PAIRS, option.get("pairs").asInt()));
            assertThat(pmis).isSortedAccordingTo(java.util.Comparator.reverseOrder());
          }
        }
      }
      // the same metrics from the file with evidence and the one without
      var withEvidence = CliRun.of("eval", "-f", "quartz", "--input", dev, "--predictions", one.toString(), "--json");
      var without = CliRun.of("eval", "-f", "quartz", "--input", dev, "--predictions", bare.toString(), "--json");
      assertThat(withEvidence.exit()).as(withEvidence.err()).isZero();
      JsonNode metrics = json.readTree(withEvidence.out()).get("metrics");
      assertThat(metrics).isNotEmpty().isEqualTo(json.readTree(without.out()).get("metrics"));
    }
  }

  @Test
  void anUnknownSolverNamesTheCloseMatches() {
    CliRun r = CliRun.of("solve", "-f", "arc", "--input", "x.jsonl", "--solver", "word-overlapp", "-o", dir.resolve("p").toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).contains("unknown solver 'word-overlapp'; did you mean word-overlap?");
  }

  @Test
  void aTrainedSolverWithoutTrainingDataSaysWhichOptionGivesIt() throws IOException {
    Path data = dir.resolve("d.tsv");
    Files.writeString(data, "q\ts\t1\n");
    CliRun r = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", data.toString(), "--solver", "sentence-ranker", "-o", dir.resolve("p").toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).contains("solver 'sentence-ranker' is trained: give its training data with --train FILE");
    assertThat(dir.resolve("p")).doesNotExist();
  }

  @Test
  void theSentenceRankerTrainsAndSolves() throws IOException {
    Path train = dir.resolve("train.tsv");
    Path test = dir.resolve("test.tsv");
    // trained on word overlap: the positive shares the question's words, the negative none
    Files.writeString(train, "who wrote hamlet\tshakespeare wrote hamlet\t1\nwho wrote hamlet\tthe sky is blue\t0\n"
        + "where is paris\tparis is in france\t1\nwhere is paris\tdogs bark loudly\t0\n");
    Files.writeString(test, "who painted the mona lisa\tcats sleep a lot\t0\nwho painted the mona lisa\tleonardo painted the mona lisa\t1\n");
    Path out = dir.resolve("p.jsonl");
    CliRun r = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", test.toString(), "--solver", "sentence-ranker",
        "--train", train.toString(), "--lang", "en", "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    var line = Files.readString(out);
    var scores = line.substring(line.indexOf('[') + 1, line.indexOf(']')).split(",");
    assertThat(Double.parseDouble(scores[1])).isGreaterThan(Double.parseDouble(scores[0]));
  }

  @Test
  void theSentenceRankerAnalysesChineseWithTheNamedAnalyzer() throws IOException {
    Path train = dir.resolve("zh-train.tsv");
    Path test = dir.resolve("zh-test.tsv");
    Files.writeString(train, "红楼梦的作者是谁？\t红楼梦的作者是曹雪芹。\t1\n红楼梦的作者是谁？\t长江发源于青藏高原。\t0\n"
        + "长江发源于哪里？\t长江发源于青藏高原。\t1\n长江发源于哪里？\t红楼梦是一部小说。\t0\n");
    Files.writeString(test, "西游记的作者是谁？\t黄河流经九个省。\t0\n西游记的作者是谁？\t西游记的作者是吴承恩。\t1\n");
    Path out = dir.resolve("zh.jsonl");
    CliRun r = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", test.toString(), "--solver", "sentence-ranker",
        "--train", train.toString(), "--lang", "zh", "--analyzer", "hanlp", "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    var line = Files.readString(out);
    var scores = line.substring(line.indexOf('[') + 1, line.indexOf(']')).split(",");
    assertThat(Double.parseDouble(scores[1])).isGreaterThan(Double.parseDouble(scores[0]));
    CliRun wrong = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", test.toString(), "--solver", "sentence-ranker",
        "--train", train.toString(), "--lang", "en", "--analyzer", "hanlp", "-o", dir.resolve("no.jsonl").toString());
    assertThat(wrong.exit()).isEqualTo(1);
    assertThat(wrong.err()).isEqualTo("qakit: error: unknown analyzer 'hanlp' for language en; expected one of english-porter"
        + System.lineSeparator());
    assertThat(dir.resolve("no.jsonl")).doesNotExist();
  }

  @Test
  void irAndPmiSolveWithAnIndexBuiltByTheIndexCommand() throws IOException {
    Path index = dir.resolve("quartz-index");
    Path knowledge = SharedData.path("quartz-style/knowledge.jsonl");
    var build = CliRun.of("index", "build", "--importer", "quartz-knowledge", "--lang", "en", "-o", index.toString(), knowledge.toString());
    assertThat(build.exit()).as(build.err()).isZero();
    Path dev = SharedData.path("quartz-style/dev.jsonl");
    for (String solver : java.util.List.of("ir", "pmi")) {
      Path out = dir.resolve(solver + ".jsonl");
      var run = CliRun.of("solve", "-f", "quartz", "--input", dev.toString(), "--solver", solver, "--index", index.toString(), "-o", out.toString());
      assertThat(run.exit()).as(run.err()).isZero();
      assertThat(Files.readAllLines(out)).hasSize(90);
    }
    var missing = CliRun.of("solve", "-f", "quartz", "--input", dev.toString(), "--solver", "ir", "-o", dir.resolve("x.jsonl").toString());
    assertThat(missing.exit()).isEqualTo(1);
    assertThat(missing.err()).contains("needs an index: give --index DIR, built by `qakit index build --importer ID --lang L -o DIR PATH...`");
  }
}
