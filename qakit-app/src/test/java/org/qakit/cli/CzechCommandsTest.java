package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Samples;

/** The Czech commands of issue 21 on the SQAD v3 fixtures of qakit-lucene (records written for qakit). */
class CzechCommandsTest {
  private static final Path FIXTURES = Path.of("..", "qakit-lucene", "src", "test", "resources", "qakit").toAbsolutePath().normalize();
  private static final String CZECH = FIXTURES.resolve("czech/sqad").toString();

  @TempDir Path dir;

  @Test
  void docSelectRanksEveryDocumentOfTheIndexNotOnlyThePagesWithRecords() {
    // the index holds the fixture's 3 articles and the 2 of the extraction fixture, which carry none of these questions
    Path index = dir.resolve("idx");
    var build = CliRun.of("index", "build", "--importer", "sqad-articles", "--lang", "cs", "-o", index.toString(), CZECH,
        FIXTURES.resolve("extract/sqad").toString());
    assertThat(build.exit()).as(build.err()).isZero();
    var run = CliRun.of("run", "-f", "sqad", "--view", "document-selection", "--input", CZECH, "--solver", "doc-select",
        "--index", index.toString(), "--metric", "mrr", "--json");
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("doc-select: ranking all 5 document(s) of " + index);
    assertThat(run.out()).contains("{\"metric\":\"mrr\",\"kind\":\"answer-selection\",\"n\":10,");
  }

  @Test
  void sentenceRankerUntrainedNeedsNoTrainingAndAnEnglishTrainedRankerWarnsOnCzech() throws IOException {
    var untrained = CliRun.of("run", "-f", "sqad", "--view", "sentence-selection", "--input", CZECH, "--solver",
        "sentence-ranker-untrained", "--lang", "cs", "--metric", "map", "--json");
    assertThat(untrained.exit()).as(untrained.err()).isZero();
    // 9 of 10 answer sentences first, 000109's second (CzechSentenceSelectionTest): (9 + 1/2) / 10
    assertThat(untrained.out()).contains("{\"metric\":\"map\",\"kind\":\"answer-selection\",\"n\":10,\"score\":0.95,");
    assertThat(untrained.err()).doesNotContain("warning");
    List<Path> wikiqa = Samples.materialize("wikiqa", dir.resolve("wikiqa"));
    var english = CliRun.of("run", "-f", "sqad", "--view", "sentence-selection", "--input", CZECH, "--solver", "sentence-ranker",
        "--lang", "cs", "--train", wikiqa.getFirst().toString(), "--train-format", "wikiqa", "--metric", "map");
    assertThat(english.exit()).as(english.err()).isZero();
    assertThat(english.err()).contains("warning: sentence-ranker was trained on en questions but analyses cs (--lang)");
  }

  @Test
  void emLemmaIsListedAndScoresBesideEm() {
    var list = CliRun.of("list", "metrics");
    assertThat(list.out()).containsPattern("em-lemma +extraction +extraction, Czech").containsPattern("f1-lemma +extraction +extraction, Czech");
    var run = CliRun.of("run", "-f", "sqad", "--input", CZECH, "--solver", "extract", "--lang", "cs", "--metric", "em",
        "--metric", "em-lemma", "--json");
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).contains("{\"metric\":\"em\",\"kind\":\"extraction\",\"n\":10,\"score\":0.9,")
        .contains("{\"metric\":\"em-lemma\",\"kind\":\"extraction\",\"n\":10,\"score\":0.9,");
  }
}
