package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;

class KbCommandTest {
  @TempDir Path temp;

  @Test
  void theTrainingTriplesAndTheSampleBuildAStore() throws IOException {
    Path store = temp.resolve("kb");
    var build = CliRun.of("kb", "build", "-f", "nlpcc-kbqa", "--threads", "2", "-o", store.toString(),
        SharedData.path("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data").toString(),
        SharedData.path("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.kb.sample").toString());
    assertThat(build.exit()).as(build.err()).isZero();
    // 14,609 gold triples + 564 sample lines; counts checked independently with a Python script
    // applying the same rule (NFKC, lower-case, no white space)
    assertThat(build.err()).contains("stored 15,173 triples (11,632 subjects, 4,587 predicates, 12,044 names)");

    var stats = CliRun.of("kb", "stats", "--json", store.toString());
    assertThat(stats.exit()).as(stats.err()).isZero();
    var json = new ObjectMapper().readTree(stats.out());
    assertThat(json.get("triples").asLong()).isEqualTo(15_173);
    assertThat(json.get("runs").asLong()).isEqualTo(14_629);
    assertThat(json.get("inputs").get(0).get("sha256").asText())
        .isEqualTo("e875c9d5cc9744c9427e44398a9a3394e9ded61aa9aa4f6696199ec1548c39e6");

    // the sample lists 罗育德's 民族 twice, once as "民 族": both normalise alike
    var lookup = CliRun.of("kb", "lookup", store.toString(), "罗育德", "民族");
    assertThat(lookup.out()).isEqualTo("罗育德 ||| 民族 ||| 汉族\n罗育德 ||| 民 族 ||| 汉族\n");
    var named = CliRun.of("kb", "lookup", "--name", store.toString(), "空气干燥");
    assertThat(named.out()).isEqualTo("空气干燥\t5\n");
    var none = CliRun.of("kb", "lookup", store.toString(), "不存在的主语");
    assertThat(none.exit()).isZero();
    assertThat(none.out()).isEmpty();
    assertThat(none.err()).isEqualTo("nothing found for '不存在的主语'\n");
  }

  @Test
  void aMalformedLineIsOneErrorLineAndLenientCountsIt() throws IOException {
    Path kb = Files.writeString(temp.resolve("kb.txt"), "a ||| b ||| c\nbroken line\nd ||| e ||| f\n");
    Path store = temp.resolve("kb");
    var strict = CliRun.of("kb", "build", "-f", "nlpcc-kbqa", "-o", store.toString(), kb.toString());
    assertThat(strict.exit()).isEqualTo(1);
    assertThat(strict.err()).endsWith("qakit: error: " + kb + ":2: expected 'subject ||| predicate ||| object', found no ' ||| ' in 'broken line'\n");
    assertThat(store).doesNotExist();

    var lenient = CliRun.of("kb", "build", "-f", "nlpcc-kbqa", "--lenient", "-o", store.toString(), kb.toString());
    assertThat(lenient.exit()).as(lenient.err()).isZero();
    assertThat(lenient.err()).contains("skipped 1 malformed line(s) (--lenient):\n  skipped: " + kb + ":2: expected")
        .contains("stored 2 triples (2 subjects, 2 predicates, 2 names)");

    var unknown = CliRun.of("kb", "build", "-f", "csv", "-o", temp.resolve("x").toString(), kb.toString());
    assertThat(unknown.err()).isEqualTo("qakit: error: unknown knowledge-base format 'csv'; known: nlpcc-kbqa\n");
  }

  @Test
  void theSharedBuildAndStatsOptionsNameTheirCommandsFolder() {
    // BuildTargetOptions and StatsOptions are shared with qakit index build/stats: ${PARENT-COMMAND-NAME}
    // (help lines are wrapped, so white space is folded)
    assertThat(CliRun.of("kb", "build", "--help").out().replaceAll("\\s+", " ")).contains("the kb folder to create")
        .contains("the kb is the same for any N");
    assertThat(CliRun.of("index", "build", "--help").out().replaceAll("\\s+", " ")).contains("the index folder to create")
        .contains("the index is the same for any N");
    assertThat(CliRun.of("kb", "stats", "--help").out().replaceAll("\\s+", " ")).contains("kb folder (qakit kb build)");
    assertThat(CliRun.of("index", "stats", "--help").out().replaceAll("\\s+", " ")).contains("index folder (qakit index build)");
  }
}
