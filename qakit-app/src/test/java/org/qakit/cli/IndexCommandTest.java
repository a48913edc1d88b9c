package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IndexCommandTest {
  @TempDir Path temp;

  private Path corpus() throws IOException {
    return Files.writeString(temp.resolve("geo.txt"),
        "Glaciers melt when the climate warms.\nRivers carry sand to the sea.\nWind erodes rocks in deserts.\n");
  }

  @Test
  void buildThenStatsThenSearch() throws IOException {
    Path in = corpus();
    Path idx = temp.resolve("idx");
    var build = CliRun.of("index", "build", "--importer", "text", "--lang", "en", "--threads", "2", "-o", idx.toString(), in.toString());
    assertThat(build.exit()).as(build.err()).isZero();
    assertThat(build.err()).contains("3 passages").contains("indexed 3 passages (13 unique terms) with en:english-porter");

    var stats = CliRun.of("index", "stats", "--json", idx.toString());
    assertThat(stats.exit()).as(stats.err()).isZero();
    var json = new ObjectMapper().readTree(stats.out());
    assertThat(json.get("documents").asLong()).isEqualTo(3);
    assertThat(json.get("total_terms").asLong()).isEqualTo(13);
    assertThat(json.get("importer").asText()).isEqualTo("text");
    // 38 + 30 + 30 bytes (lines with their newlines)
    assertThat(json.get("inputs").get(0).get("size").asLong()).isEqualTo(98);

    var table = CliRun.of("index", "stats", idx.toString());
    assertThat(table.out()).containsPattern("documents\\s+3\\n").containsPattern("analyzer\\s+en:english-porter");

    var search = CliRun.of("index", "search", idx.toString(), "--lang", "en", "-k", "2", "where", "does", "sand", "go?");
    assertThat(search.exit()).as(search.err()).isZero();
    assertThat(search.out().lines().toList()).hasSize(1);
    assertThat(search.out()).startsWith("1\t").contains("\tgeo:2\tRivers carry sand to the sea.");
  }

  @Test
  void severalCorporaMakeOneIndex() throws IOException {
    Path text = corpus();
    Path jsonl = Files.writeString(temp.resolve("k.jsonl"), "{\"id\": \"k1\", \"text\": \"Deserts get little rain.\"}\n");
    Path idx = temp.resolve("idx");
    var build = CliRun.of("index", "build", "--lang", "en", "-o", idx.toString(), "--corpus", "text=" + text, "--corpus", "jsonl=" + jsonl);
    assertThat(build.exit()).as(build.err()).isZero();
    assertThat(build.err()).contains("indexed 4 passages").contains("from text+jsonl"); // 3 lines + 1 record
    var json = new ObjectMapper().readTree(CliRun.of("index", "stats", "--json", idx.toString()).out());
    assertThat(json.get("importer").asText()).isEqualTo("text+jsonl");
    assertThat(json.get("inputs").findValuesAsText("path")).containsExactly(text.toString(), jsonl.toString());
    var search = CliRun.of("index", "search", idx.toString(), "-k", "1", "rain", "in", "deserts");
    assertThat(search.out()).contains("\tk1\t");
  }

  @Test
  void aCorpusIsGivenOneWayOnly() throws IOException {
    Path in = corpus();
    Path idx = temp.resolve("idx");
    var both = CliRun.of("index", "build", "--importer", "text", "--lang", "en", "-o", idx.toString(), "--corpus", "text=" + in, in.toString());
    assertThat(both.exit()).isEqualTo(1);
    assertThat(both.err()).contains("give either --importer ID PATH... or --corpus ID=PATH (repeated), not both");
    var neither = CliRun.of("index", "build", "--lang", "en", "-o", idx.toString());
    assertThat(neither.err()).contains("expected a corpus: --importer ID PATH... or --corpus ID=PATH (repeated), found neither");
    var noPath = CliRun.of("index", "build", "--importer", "text", "--lang", "en", "-o", idx.toString());
    assertThat(noPath.err()).contains("expected the PATHs --importer text reads, found none");
    assertThat(idx).doesNotExist();
  }

  @Test
  void aNonEmptyOutputIsRefusedWithOneLine() throws IOException {
    Path in = corpus();
    Path idx = Files.createDirectories(temp.resolve("idx"));
    Files.writeString(idx.resolve("keep.txt"), "x");
    var run = CliRun.of("index", "build", "--importer", "text", "--lang", "en", "-o", idx.toString(), in.toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).isEqualTo("qakit: error: " + idx + ": the folder is not empty; choose another or pass --force to replace it" + System.lineSeparator());
    assertThat(idx.resolve("keep.txt")).exists();
  }

  @Test
  void searchingWithAnotherLanguageIsRefused() throws IOException {
    Path idx = temp.resolve("idx");
    assertThat(CliRun.of("index", "build", "--importer", "text", "--lang", "en", "-o", idx.toString(), corpus().toString()).exit()).isZero();
    var run = CliRun.of("index", "search", idx.toString(), "--lang", "zh", "河流");
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).startsWith("qakit: error: " + idx + ": the index was built for language en, not zh");
  }

  @Test
  void aChineseIndexBuiltWithHanLpIsSearchedWithHanLpOnly() throws IOException {
    Path in = Files.writeString(temp.resolve("zh.txt"), "《红楼梦》的作者是曹雪芹。\n长江发源于青藏高原。\n");
    Path idx = temp.resolve("idx");
    var build = CliRun.of("index", "build", "--importer", "text", "--lang", "zh", "--analyzer", "hanlp", "-o", idx.toString(), in.toString());
    assertThat(build.exit()).as(build.err()).isZero();
    // hanlp: 红楼梦 的 作者 是 曹雪芹 / 长江 发源 于 青藏 高原 = 10 distinct terms
    assertThat(build.err()).contains("indexed 2 passages (10 unique terms) with zh:hanlp");
    var search = CliRun.of("index", "search", idx.toString(), "--lang", "zh", "--analyzer", "hanlp", "曹雪芹");
    assertThat(search.exit()).as(search.err()).isZero();
    assertThat(search.out()).startsWith("1\t").contains("\tzh:1\t《红楼梦》的作者是曹雪芹。");
    var smartcn = CliRun.of("index", "search", idx.toString(), "--lang", "zh", "曹雪芹");
    assertThat(smartcn.exit()).isEqualTo(1);
    assertThat(smartcn.err()).startsWith("qakit: error: " + idx + ": the index was built with analyzer zh:hanlp but the query"
        + " side analyses zh as zh:smartcn; queries would not match its terms. Query it with --lang zh --analyzer hanlp");
    var unknown = CliRun.of("index", "build", "--importer", "text", "--lang", "en", "--analyzer", "hanlp", "-o",
        temp.resolve("en").toString(), in.toString());
    assertThat(unknown.exit()).isEqualTo(1);
    assertThat(unknown.err()).isEqualTo("qakit: error: unknown analyzer 'hanlp' for language en; expected one of english-porter"
        + System.lineSeparator());
  }

  @Test
  void statsOfAFolderThatIsNoIndexSaysHowToBuildOne() {
    var run = CliRun.of("index", "stats", temp.toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains(temp + ": not a qakit index (no qakit-index.json); build one with qakit index build");
  }

  @Test
  void progressLineShowsTheRateWhenTheTotalIsUnknownAndABarWhenKnown() {
    var bar = new ProgressBar(new java.io.PrintWriter(new java.io.StringWriter()), "passages", true, System::nanoTime);
    // 5,000 in 2 s = 2,500/s
    assertThat(bar.line(5000, -1, 2.0)).isEqualTo("5,000 passages, 2,500/s");
    // 25 of 100 = 25 % = 7 of 30 cells (30 * 25 / 100 = 7.5, floored)
    assertThat(bar.line(25, 100, 1.0)).isEqualTo("[#######.......................] 25/100 passages (25%), 25/s");
  }
}
