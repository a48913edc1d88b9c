package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Samples;

/** doc-select and extract through qakit solve / run on the shipped SQAD and SciQ samples (sample figures, not benchmarks). */
class ExtractionCommandsTest {
  @TempDir Path dir;

  private String sample(String format) throws IOException {
    List<Path> paths = Samples.materialize(format, dir.resolve(format));
    return String.join(",", paths.stream().map(Path::toString).toList());
  }

  @Test
  void extractOnTheSqadAndSciqSamples() throws IOException {
    CliRun sqad = CliRun.of("run", "-f", "sqad", "--input", sample("sqad"), "--solver", "extract", "--lang", "cs", "--json");
    assertThat(sqad.exit()).as(sqad.err()).isZero();
    // the five sample answers, exact after normalisation (ExtractiveSolverTest lists them)
    assertThat(sqad.out()).contains("{\"metric\":\"em\",\"kind\":\"extraction\",\"n\":5,\"score\":1.0,");
    CliRun sciq = CliRun.of("run", "-f", "sciq", "--view", "direct-answer", "--input", sample("sciq"), "--solver", "extract",
        "--lang", "en", "--json");
    assertThat(sciq.exit()).as(sciq.err()).isZero();
    // em: only "100 °C" of 5; f1 = (0.8 "elastic potential" + 1 + 0 "form tissues" + ⅔ "Igneous" + 0 "measured in coulombs") / 5
    assertThat(sciq.out()).contains("\"metric\":\"em\",\"kind\":\"extraction\",\"n\":5,\"score\":0.2,")
        .contains("\"metric\":\"f1\",\"kind\":\"extraction\",\"n\":5,\"score\":0.4933333");
  }

  @Test
  void oneAndThreeThreadsWriteTheSameAnswers() throws IOException {
    String data = sample("sqad");
    Path one = dir.resolve("one.jsonl");
    Path three = dir.resolve("three.jsonl");
    var a = CliRun.of("solve", "-f", "sqad", "--input", data, "--solver", "extract", "--lang", "cs", "-o", one.toString());
    var b = CliRun.of("solve", "-f", "sqad", "--input", data, "--solver", "extract", "--lang", "cs", "--threads", "3", "-o", three.toString());
    assertThat(a.exit()).as(a.err()).isZero();
    assertThat(b.exit()).as(b.err()).isZero();
    assertThat(Files.readAllBytes(three)).isEqualTo(Files.readAllBytes(one));
    // best first, at most 5 distinct answers: the first line is 000001's
    assertThat(Files.readAllLines(one).get(0)).contains("\"000001\"").contains("[\"225 km\",\"225\",");
  }

  @Test
  void docSelectRanksTheSampleArticlesFromAnIndexBuiltWithTheSqadImporter() throws IOException {
    String data = sample("sqad");
    Path index = dir.resolve("articles");
    var build = CliRun.of("index", "build", "--importer", "sqad-articles", "--lang", "cs", "-o", index.toString(), data);
    assertThat(build.exit()).as(build.err()).isZero();
    Path out = dir.resolve("docs.jsonl");
    var run = CliRun.of("run", "-f", "sqad", "--view", "document-selection", "--input", data, "--solver", "doc-select",
        "--index", index.toString(), "--metric", "mrr", "--metric", "p@1", "--json", "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    // 3 articles, 5 questions: every question's own article first
    assertThat(run.out()).contains("{\"metric\":\"mrr\",\"kind\":\"answer-selection\",\"n\":5,\"score\":1.0,")
        .contains("{\"metric\":\"p@1\",\"kind\":\"answer-selection\",\"n\":5,\"score\":1.0,");
    assertThat(Files.readAllLines(out)).hasSize(5);
    // in the open setting the same index gives extract its passage: still 5 of 5 on the sample
    var open = CliRun.of("run", "-f", "sqad", "--input", data, "--solver", "extract", "--index", index.toString(), "--metric", "em", "--json");
    assertThat(open.exit()).as(open.err()).isZero();
    assertThat(open.out()).contains("\"metric\":\"em\",\"kind\":\"extraction\",\"n\":5,\"score\":1.0,");
  }

  @Test
  void wrongItemsAndMissingOptionsSayWhatIsNeeded() throws IOException {
    String data = sample("sqad");
    var noLang = CliRun.of("solve", "-f", "sqad", "--input", data, "--solver", "extract", "-o", dir.resolve("p").toString());
    assertThat(noLang.exit()).isEqualTo(1);
    assertThat(noLang.err()).contains("qakit: error: solver 'extract' needs --lang (en, cs or zh)");
    var wrongView = CliRun.of("run", "-f", "sqad", "--view", "document-selection", "--input", data, "--solver", "extract", "--lang", "cs");
    assertThat(wrongView.exit()).isEqualTo(1);
    assertThat(wrongView.err()).contains("qakit: error: solver 'extract' answers none of the 5 item(s) (answer-selection);"
        + " it handles: extraction items (sqad extraction view");
    var noIndex = CliRun.of("run", "-f", "sqad", "--view", "document-selection", "--input", data, "--solver", "doc-select");
    assertThat(noIndex.exit()).isEqualTo(1);
    assertThat(noIndex.err()).contains("solver 'doc-select' needs an index: give --index DIR");
    assertThat(dir.resolve("p")).doesNotExist();
  }

  @Test
  void listSolversCitesThePapers() {
    var list = CliRun.of("list", "solvers");
    assertThat(list.exit()).isZero();
    assertThat(list.out()).containsPattern("doc-select +document selection .*SQAD v3 \\(Medveď, Sabol and Horák 2020\\)")
        .containsPattern("extract +extraction items .*Welbl et al\\. 2017");
  }
}
