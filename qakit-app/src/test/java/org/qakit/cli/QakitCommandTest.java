package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.qakit.format.Format;
import org.qakit.format.Formats;

class QakitCommandTest {
  @Test
  void helpDescribesEveryCommand() {
    var run = CliRun.of("--help");
    assertThat(run.exit()).isZero();
    assertThat(run.out()).contains("list").contains("data").contains("demo");
    for (String[] cmd : new String[][] {{"list", "--help"}, {"baseline", "--help"}, {"compare", "--help"}, {"data", "--help"}, {"data", "stats", "--help"}, {"data", "convert", "--help"}, {"demo", "--help"}}) {
      var r = CliRun.of(cmd);
      assertThat(r.exit()).isZero();
      assertThat(r.out()).startsWith("Usage: qakit " + String.join(" ", java.util.Arrays.copyOf(cmd, cmd.length - 1)));
    }
  }

  @Test
  void listFormatsPrintsEveryRegisteredFormatWithItsDescription() {
    var run = CliRun.of("list", "formats");
    assertThat(run.exit()).isZero();
    for (Format f : Formats.registry().all()) {
      assertThat(run.out()).contains(f.id()).contains(f.description());
    }
  }

  @Test
  void listSolvers() {
    assertThat(CliRun.of("list", "solvers").out()).contains("random").contains("word-overlap");
  }

  @Test
  void listMetricsPrintsEveryMetricWithItsItemKind() {
    var out = CliRun.of("list", "metrics").out();
    for (var m : org.qakit.eval.metric.Metrics.registry().all()) {
      assertThat(out).contains(m.id()).contains(m.description());
    }
  }

  @Test
  void listImportersPrintsEveryCorpusImporter() {
    var out = CliRun.of("list", "importers").out();
    for (var i : org.qakit.corpus.Importers.registry().all()) {
      assertThat(out).contains(i.id()).contains(i.description());
    }
  }
}
