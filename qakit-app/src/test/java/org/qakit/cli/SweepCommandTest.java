package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;

/**
 * {@code qakit sweep} from a tiny random BERT folder ({@code --from}) on 4 WikiQA dev questions: a
 * 2 × 1 grid × 2 seeds prints its table and best cell, writes the report with one plot per
 * hyper-parameter, and gives the same table when run again elsewhere.
 */
class SweepCommandTest {
  @TempDir Path temp;

  @Test
  void aTwoByOneGridOfTwoSeedsPrintsItsTableBestAndPlots() throws Exception {
    Path data = Files.write(temp.resolve("wikiqa.tsv"), Files.readAllLines(SharedData.path("wikiqa/WikiQA-dev.tsv")).subList(0, 44));
    Path tiny = TinyModelFolder.write(temp.resolve("tiny"), "pair", 7);
    Path out = temp.resolve("sweep");
    var run = sweep(data, tiny, out);
    assertThat(run.exit()).as(run.err()).isZero();
    List<String> lines = run.out().lines().toList();
    assertThat(lines.getFirst()).startsWith("lr").contains("batch").contains("runs").contains("map mean").contains("sd").endsWith("best");
    assertThat(lines.get(1)).startsWith("1e-3").contains(" 2 ");
    assertThat(lines.get(2)).startsWith("1e-6");
    assertThat(lines.subList(1, 3).stream().filter(l -> l.endsWith("*")).count()).as(run.out()).isEqualTo(1);
    var json = new ObjectMapper().readTree(out.resolve("sweep.json").toFile());
    assertThat(json.path("runs")).hasSize(4);
    String bestLr = json.path("best").path("cell").path("lr").asText();
    assertThat(lines.stream().filter(l -> l.startsWith(bestLr)).findFirst().orElseThrow()).endsWith("*");
    assertThat(lines.get(3)).startsWith("best: lr=" + bestLr + " batch=2, map ").contains("over 2 runs");
    assertThat(run.err()).contains("sweep: 2 cells x 2 seeds = 4 runs").contains("sweep: run 4/4: dev map");

    // the page holds the table and one inline plot per hyper-parameter; each plot is a file of well-formed SVG too
    String html = Files.readString(out.resolve("report.html"));
    assertThat(html.split("<svg", -1)).hasSize(3);
    assertThat(html).contains("<h2>Sensitivity</h2>").doesNotContain("<script").doesNotContain("http://cdn");
    for (String key : List.of("lr", "batch")) {
      Path svg = out.resolve("plots").resolve(key + ".svg");
      var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
      assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
      assertThat(doc.getDocumentElement().getAttribute("aria-label")).isEqualTo("map by " + key);
      // one dot per run (4) and one mean marker per value
      int values = key.equals("lr") ? 2 : 1;
      assertThat(doc.getElementsByTagName("rect").getLength()).isEqualTo(4 + values);
    }

    // the same sweep elsewhere prints the same table
    var again = sweep(data, tiny, temp.resolve("again"));
    assertThat(again.exit()).as(again.err()).isZero();
    assertThat(again.out().lines().limit(3).toList()).isEqualTo(lines.subList(0, 3));
  }

  @Test
  void aGridOverAnUnknownHyperParameterIsOneLine() throws Exception {
    Path data = Files.write(temp.resolve("wikiqa.tsv"), Files.readAllLines(SharedData.path("wikiqa/WikiQA-dev.tsv")).subList(0, 44));
    var run = CliRun.of("sweep", "-f", "wikiqa", "--input", data.toString(), "--dev", data.toString(), "--encoder", "all-minilm-l6-v2",
        "--grid", "hidden-size=256,384", "-o", temp.resolve("x").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err().strip()).startsWith("qakit: error: --grid hidden-size=256,384: unknown hyper-parameter 'hidden-size'; expected one of [lr,")
        .doesNotContain("\n");
    var negatives = CliRun.of("train", "-f", "arc", "--input", SharedData.path("arc/ARC-Easy-validation.jsonl").toString(), "--dev",
        SharedData.path("arc/ARC-Easy-validation.jsonl").toString(), "--encoder", "all-minilm-l6-v2", "--head", "choice", "--negatives", "2",
        "-o", temp.resolve("m").toString());
    assertThat(negatives.err().strip()).isEqualTo("qakit: error: --negatives samples a question's candidates for the pair head; head 'choice'"
        + " reads every option: drop --negatives");
    assertThat(temp.resolve("x")).doesNotExist();
  }

  private static CliRun sweep(Path data, Path tiny, Path out) {
    return CliRun.of("sweep", "-f", "wikiqa", "--input", data.toString(), "--dev", data.toString(), "--from", tiny.toString(),
        "--grid", "lr=1e-3,1e-6", "--grid", "batch=2", "--seeds", "1,2", "--epochs", "1", "--max-length", "32", "-o", out.toString());
  }
}
