package org.qakit.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.Format;
import org.qakit.format.Formats;

class DemoTest {
  @TempDir Path temp;

  @Test
  void readsEveryFormatInEveryViewAndScoresWhatCanBeScored() throws IOException {
    var rows = Demo.run(temp);
    int views = Formats.registry().all().stream().mapToInt(f -> f.views().size()).sum();
    assertThat(rows).hasSize(views);
    for (Demo.Row r : rows) {
      assertThat(r.stats().count("items")).as(r.format() + "/" + r.view()).isPositive();
      assertThat(r.stats().count("skipped")).isZero();
      if (!r.metric().equals("-")) {
        r.scores().values().forEach(s -> assertThat(s.getAsDouble()).isBetween(0.0, 1.0));
        r.scores().forEach((solver, s) -> {
          var ci = r.intervals().get(solver);
          assertThat(ci.low()).as(r.format() + "/" + solver).isLessThanOrEqualTo(s.getAsDouble());
          assertThat(ci.high()).isGreaterThanOrEqualTo(s.getAsDouble());
        });
      } else {
        assertThat(r.intervals()).isEmpty();
      }
    }
    assertThat(rows).anySatisfy(r -> assertThat(r.metric()).isEqualTo("accuracy"));
  }

  @Test
  void theDemoCommandPrintsOneRowPerFormatView() {
    var out = new java.io.StringWriter();
    var cli = org.qakit.cli.Qakit.commandLine();
    cli.setOut(new java.io.PrintWriter(out, true));
    assertThat(cli.execute("demo")).isZero();
    for (Format f : Formats.registry().all()) {
      assertThat(out.toString()).contains(f.id());
    }
    assertThat(out.toString()).contains("word-overlap");
    // every score comes with its 95% interval, e.g. "0.6000 [0.2000, 1.0000]"
    assertThat(out.toString()).containsPattern("accuracy +\\d\\.\\d{4} \\[\\d\\.\\d{4}, \\d\\.\\d{4}\\] +\\d\\.\\d{4} \\[");
    assertThat(out.toString()).contains("95% confidence interval: percentile bootstrap over items, 1000 resamples, seed 42");
  }

  @Test
  void theLearnedPartRunsIrOverAnIndexAndTheTrainedSentenceRanker() throws IOException {
    var rows = LearnedDemo.run(temp);
    assertThat(rows).extracting(LearnedDemo.Row::solver).containsExactly("ir", "sentence-ranker", "entail");
    assertThat(rows.get(0).items()).isEqualTo(5); // the quartz sample's questions
    assertThat(rows.get(0).metric()).isEqualTo("accuracy");
    assertThat(rows).allSatisfy(r -> assertThat(r.score()).isBetween(0.0, 1.0));
    assertThat(rows.get(1).metric()).isEqualTo("mrr");
    assertThat(rows.get(2).items()).isEqualTo(5); // the gkmc sample's questions
    assertThat(rows.get(2).setting()).contains("evidence sentences", "bge-small-zh");
  }
}
