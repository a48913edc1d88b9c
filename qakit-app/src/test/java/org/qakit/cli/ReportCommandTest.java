package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.eval.RunRecord;
import org.qakit.io.Sha256;
import org.qakit.report.HtmlReportTest;
import org.qakit.report.Leaderboard;
import org.qakit.report.LeaderboardBuilder;
import org.qakit.report.LeaderboardCsv;

/**
 * {@code qakit report} over three systems on WikiQA dev by the task's protocol (126 questions):
 * random, word-overlap and the sentence ranker without an encoder, solved here by {@code qakit
 * solve --task}, each with the run record {@code run}/{@code solve} write beside it.
 */
class ReportCommandTest {
  @TempDir static Path runs;
  @TempDir Path dir;

  static Path random;
  static Path overlap;
  static Path ranker;

  @BeforeAll
  static void solveThreeSystems() throws Exception {
    random = solve("random", List.of(), Map.of(), null);
    overlap = solve("word-overlap", List.of(), Map.of(), null);
    Path train = Path.of(System.getenv("QAKIT_DATA"), "wikiqa/WikiQA-train.DataAlchemist-derived.tsv");
    ranker = solve("sentence-ranker", List.of("--train-split", "train", "--lang", "en"), Map.of("--lang", "en"),
        new RunRecord.Training("train", List.of(new RunRecord.FileSum("wikiqa/" + train.getFileName(), Sha256.file(train)))));
  }

  /** Solves WikiQA dev with {@code solver} and writes the run record beside the predictions; returns the record. */
  static Path solve(String solver, List<String> options, Map<String, String> parameters, RunRecord.Training training) throws Exception {
    Path predictions = runs.resolve(solver + ".jsonl");
    var args = new ArrayList<>(List.of("solve", "--task", "wikiqa", "--split", "dev", "--solver", solver, "-o", predictions.toString()));
    args.addAll(options);
    var run = CliRun.of(args.toArray(String[]::new));
    assertThat(run.exit()).as(run.err()).isZero();
    return record(predictions, solver, parameters, training, "qakit " + String.join(" ", args), devSha());
  }

  static String devSha() throws Exception {
    return Sha256.file(Path.of(System.getenv("QAKIT_DATA"), "wikiqa/WikiQA-dev.tsv"));
  }

  static Path record(Path predictions, String solver, Map<String, String> parameters, RunRecord.Training training, String command,
      String goldSha) throws Exception {
    var r = new RunRecord("0.1.0-SNAPSHOT", command, Instant.parse("2026-11-27T09:30:00Z"), 1.5, "wikiqa", "dev", "wikiqa", null,
        List.of(new RunRecord.FileSum("wikiqa/WikiQA-dev.tsv", goldSha)), null, solver, parameters, training,
        predictions.getFileName().toString(), "qakit", Sha256.file(predictions), 296, 126, Map.of());
    Path file = RunRecord.pathFor(predictions);
    r.write(file);
    return file;
  }

  static Leaderboard board(Path baseline, Path... records) throws Exception {
    var groups = ReportRuns.load(List.of(records), baseline, new PrintWriter(new StringWriter()));
    assertThat(groups).hasSize(1);
    var g = groups.get(0);
    var builder = new LeaderboardBuilder(new Leaderboard.Settings(1000, 10_000, 42));
    return builder.build(g.scored().task(), g.scored().split(), "wikiqa dev", "p", g.scored().dataset().items(), g.systems(), g.baseline());
  }

  @Test
  void theLeaderboardRanksByTheHeadlineWithIntervalsAndTestsAgainstTheBestAndTheBaseline() throws Exception {
    Leaderboard b = board(random, random, overlap, ranker);
    assertThat(b.title()).isEqualTo("wikiqa dev");
    assertThat(b.items()).isEqualTo(126);
    assertThat(b.metrics()).containsExactly("map", "mrr");
    assertThat(b.entries()).extracting(e -> e.system().label()).containsExactly("sentence-ranker", "word-overlap", "random");
    assertThat(b.entries()).extracting(Leaderboard.Entry::rank).containsExactly(1, 2, 3);
    // README, learned ranker without an encoder: WikiQA dev by the standard protocol, MAP 0.7516, MRR 0.7530
    assertThat(b.entries().get(0).scores().get("map").mean()).isCloseTo(0.7516, within(5e-5));
    assertThat(b.entries().get(0).scores().get("mrr").mean()).isCloseTo(0.7530, within(5e-5));
    for (var e : b.entries()) {
      e.scores().values().forEach(s -> {
        assertThat(s.n()).isEqualTo(126);
        assertThat(s.interval().low()).isLessThan(s.mean());
        assertThat(s.interval().high()).isGreaterThan(s.mean());
      });
    }
    assertThat(b.entries().get(0).versusBest()).isNull();
    for (var e : b.entries().subList(1, 3)) {
      assertThat(e.versusBest().delta()).isNegative();
      assertThat(e.versusBest().bootstrap().p()).isBetween(1.0 / 10_001, 1.0);
      assertThat(e.versusBest().randomization().p()).isBetween(1.0 / 10_001, 1.0);
    }
    assertThat(b.baseline()).isEqualTo("random");
    assertThat(b.entries().get(2).versusBaseline()).isNull();
    assertThat(b.entries().get(0).versusBaseline().delta()).isPositive();
    assertThat(b.anchors()).extracting(a -> a.system()).contains("Word Cnt", "CNN-Cnt");
  }

  @Test
  void theTestsAreThoseOfCompare() throws Exception {
    Leaderboard b = board(null, random, overlap, ranker);
    var vsBest = b.entries().get(1).versusBest();
    var compare = CliRun.of("compare", predictions(overlap).toString(), predictions(ranker).toString(), "--task", "wikiqa", "--metric", "map", "--json");
    assertThat(compare.exit()).as(compare.err()).isZero();
    var m = new ObjectMapper().readTree(compare.out()).get("metrics").get(0);
    assertThat(vsBest.delta()).isEqualTo(m.get("delta").asDouble());
    assertThat(vsBest.bootstrap().p()).isEqualTo(m.get("pBootstrap").asDouble());
    assertThat(vsBest.randomization().p()).isEqualTo(m.get("pRandomization").asDouble());
    assertThat(b.baseline()).isNull();
    assertThat(b.entries()).allMatch(e -> e.versusBaseline() == null);
  }

  @Test
  void markdownOnStdoutNamesEverySystemAndTheAnchorsAsPublished() {
    var run = CliRun.of("report", random.toString(), predictions(overlap).toString(), ranker.toString(), "--baseline", random.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    List<String> rows = run.out().lines().filter(l -> l.matches("\\| [123] \\|.*")).toList();
    assertThat(rows).hasSize(3);
    assertThat(rows.get(0)).startsWith("| 1 | sentence-ranker | 0.7516 [");
    assertThat(rows.get(1)).startsWith("| 2 | word-overlap |");
    assertThat(rows.get(2)).startsWith("| 3 | random |");
    // the best has no p against itself; the baseline none against itself
    assertThat(rows.get(0).split("\\|")[5].trim()).isEmpty();
    assertThat(rows.get(1).split("\\|")[6]).matches(" 0\\.\\d{4} / 0\\.\\d{4} ");
    assertThat(rows.get(2).split("\\|")[8].trim()).isEmpty();
    assertThat(run.out()).contains("| Δ map vs best | p vs best | Δ vs random | p vs random |")
        .contains("not measured here").contains("| CNN-Cnt | MAP | test | 0.6520 |")
        .contains("`qakit solve --task wikiqa --split dev --solver sentence-ranker");
    assertThat(run.err()).contains("report: 3 run(s) on 1 leaderboard(s) (wikiqa dev, 126 items, best sentence-ranker)");
  }

  @Test
  void latexIsABooktabsTableWithItsTextEscaped() throws Exception {
    // a second run of the same solver is labelled with its file name: random (tie_copy), whose _ must be escaped
    Path copy = dir.resolve("tie_copy.jsonl");
    Files.copy(predictions(random), copy);
    Path copyRecord = record(copy, "random", Map.of("--seed", "42"), null, "qakit solve ... -o 50%_tie_copy.jsonl", devSha());
    Path out = dir.resolve("board.tex");
    var run = CliRun.of("report", random.toString(), copyRecord.toString(), ranker.toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    String tex = Files.readString(out);
    assertThat(tex).contains("\\begin{table}", "\\toprule", "\\midrule", "\\bottomrule", "\\end{tabular}", "\\end{table}")
        .contains("random (tie\\_copy)").contains("95\\% CI").contains("CNN-Cnt$^\\dagger$ (test)")
        .doesNotContain("tie_copy").doesNotContain(" 95% ");
    String unescaped = tex.replace("\\{", "").replace("\\}", "");
    assertThat(unescaped.chars().filter(c -> c == '{').count()).isEqualTo(unescaped.chars().filter(c -> c == '}').count());
    // every row has as many cells as the tabular has columns
    String spec = tex.substring(tex.indexOf("\\begin{tabular}{") + 16, tex.indexOf('}', tex.indexOf("\\begin{tabular}{") + 16));
    tex.lines().filter(l -> l.endsWith("\\\\") && !l.startsWith("\\multicolumn"))
        .forEach(l -> assertThat(l.replace("\\&", "").split("&", -1)).as(l).hasSize(spec.length()));
    // identical predictions tie: one rank
    assertThat(tex).containsPattern("\\n2 & random \\(random\\) & ").containsPattern("\\n2 & random \\(tie\\\\_copy\\) & ");
    assertThat(org.qakit.report.LeaderboardLatex.escape("a_b & 50% $x #1 {y} ~ ^ \\"))
        .isEqualTo("a\\_b \\& 50\\% \\$x \\#1 \\{y\\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{}");
  }

  @Test
  void csvIsRfc4180OneRowPerSystemAndMetricWithTheAnchorsMarkedPublished() throws Exception {
    Path out = dir.resolve("board.csv");
    var run = CliRun.of("report", random.toString(), overlap.toString(), ranker.toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    String csv = Files.readString(out);
    assertThat(csv).endsWith("\r\n").doesNotContain("\n\n");
    assertThat(csv.replace("\r\n", "")).doesNotContain("\n");
    assertThat(csv).contains(",\"Yang, Yih and Meek, EMNLP 2015, results table, as later papers quote it\"\r\n");
    List<List<String>> rows = new ArrayList<>();
    try (var it = new CsvMapper().readerFor(String[].class).with(CsvParser.Feature.WRAP_AS_ARRAY).<String[]>readValues(csv)) {
      it.forEachRemaining(r -> rows.add(List.of(r)));
    }
    assertThat(rows.get(0)).isEqualTo(LeaderboardCsv.HEADER);
    assertThat(rows).allMatch(r -> r.size() == LeaderboardCsv.HEADER.size());
    int origin = LeaderboardCsv.HEADER.indexOf("origin");
    int system = LeaderboardCsv.HEADER.indexOf("system");
    int metric = LeaderboardCsv.HEADER.indexOf("metric");
    var measured = rows.stream().filter(r -> r.get(origin).equals("measured") && r.get(metric).equals("map")).map(r -> r.get(system)).toList();
    assertThat(measured).containsExactly("sentence-ranker", "word-overlap", "random");
    var published = rows.stream().filter(r -> r.get(origin).equals("published")).map(r -> r.get(system) + " " + r.get(metric)).toList();
    assertThat(published).containsExactly("Word Cnt MAP", "Word Cnt MRR", "CNN-Cnt MAP", "CNN-Cnt MRR");
  }

  @Test
  void htmlIsSelfContainedAndNamesWhatEachSystemIs() throws Exception {
    Path out = dir.resolve("board.html");
    var run = CliRun.of("report", random.toString(), overlap.toString(), ranker.toString(), "--baseline", overlap.toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    String html = Files.readString(out);
    assertThat(html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "")).doesNotContain("http://", "https://");
    assertThat(html).doesNotContain("<script", "<link", "src=", "url(", "@import");
    var svgs = HtmlReportTest.svgs(html);
    assertThat(svgs).hasSize(3); // map and mrr, each with its two anchors as dashed lines, and map minus the best's
    assertThat(html).contains("<h3>map minus the best (sentence-ranker)</h3>");
    assertThat(html.split("stroke-dasharray", -1)).hasSize(5);
    assertThat(html).contains("Word Cnt (published, test): 0.4891", "CNN-Cnt (published, test): 0.6520", "not measured here");
    // provenance: solver, settings, training data, command, version, checksums of inputs and predictions
    assertThat(html).contains("<td>solver</td><td><code>sentence-ranker</code>", "<td>settings</td><td><code>--lang en</code>")
        .contains("split train: wikiqa/WikiQA-train.DataAlchemist-derived.tsv <code class=\"sum\">sha256 "
            + Sha256.file(Path.of(System.getenv("QAKIT_DATA"), "wikiqa/WikiQA-train.DataAlchemist-derived.tsv")))
        .contains("qakit solve --task wikiqa --split dev --solver sentence-ranker -o ")
        .contains("<td>qakit version</td><td>0.1.0-SNAPSHOT")
        .contains("wikiqa/WikiQA-dev.tsv <code class=\"sum\">sha256 " + devSha())
        .contains("sha256 " + Sha256.file(predictions(ranker)))
        .contains("word-overlap<span class=\"tag\">baseline</span>");
  }

  @Test
  void refusesARunWithoutItsRecord() throws Exception {
    Path bare = dir.resolve("bare.jsonl");
    Files.copy(predictions(random), bare);
    var run = CliRun.of("report", bare.toString(), ranker.toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).isEqualTo("qakit: error: " + bare + ": no run record beside it (expected " + dir.resolve("bare.run.json")
        + ", written by `qakit run -o` and `qakit solve -o`): without it the report cannot say what was run\n");
    var none = CliRun.of("report", dir.resolve("nothing.run.json").toString());
    assertThat(none.err()).startsWith("qakit: error: " + dir.resolve("nothing.run.json") + ": no such run").hasLineCount(1);
  }

  @Test
  void refusesPredictionsChangedAfterTheRun() throws Exception {
    Path copy = dir.resolve("changed.jsonl");
    Files.copy(predictions(overlap), copy);
    Path record = record(copy, "word-overlap", Map.of(), null, "qakit solve", devSha());
    Files.writeString(copy, Files.readString(copy).replaceFirst("\\d", "9"));
    var run = CliRun.of("report", ranker.toString(), record.toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).startsWith("qakit: error: " + copy + ": sha256 " + Sha256.file(copy) + ", the run record changed.run.json says ")
        .endsWith(": the predictions changed after the run\n").hasLineCount(1);
  }

  @Test
  void refusesRunsOfOneTaskSplitOnDifferentGoldData() throws Exception {
    Path copy = dir.resolve("other-gold.jsonl");
    Files.copy(predictions(overlap), copy);
    String other = "0".repeat(64);
    Path record = record(copy, "word-overlap", Map.of(), null, "qakit solve", other);
    var run = CliRun.of("report", ranker.toString(), record.toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).isEqualTo("qakit: error: " + record + " and " + ranker + " are both runs of wikiqa dev on different gold data "
        + "(wikiqa/WikiQA-dev.tsv: sha256 " + devSha() + " vs " + other + "): a leaderboard compares systems on the same items\n");
    // alone, the run is refused because the gold data here is not what it read
    var alone = CliRun.of("report", record.toString());
    assertThat(alone.err()).startsWith("qakit: error: " + record + ": the run read wikiqa/WikiQA-dev.tsv with sha256 " + other)
        .endsWith(": the scores would not be the run's\n").hasLineCount(1);
  }

  @Test
  void runsWithoutATaskFormTheirOwnBoardOnEveryItemRead() throws Exception {
    Path dev = Path.of(System.getenv("QAKIT_DATA"), "wikiqa/WikiQA-dev.tsv");
    Path predictions = dir.resolve("files.jsonl");
    var solve = CliRun.of("solve", "-f", "wikiqa", "--input", dev.toString(), "--solver", "word-overlap", "-o", predictions.toString());
    assertThat(solve.exit()).as(solve.err()).isZero();
    var r = new RunRecord("0.1.0-SNAPSHOT", "qakit solve -f wikiqa ...", Instant.parse("2026-11-27T09:30:00Z"), 1, null, null, "wikiqa", null,
        List.of(new RunRecord.FileSum(dev.toString(), devSha())), null, "word-overlap", Map.of(), null, "files.jsonl", "qakit",
        Sha256.file(predictions), 296, 296, Map.of());
    Path record = RunRecord.pathFor(predictions);
    r.write(record);
    Path out = dir.resolve("two.csv");
    var run = CliRun.of("report", random.toString(), record.toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("report: 2 run(s) on 2 leaderboard(s) (wikiqa dev, 126 items, best random; wikiqa: WikiQA-dev.tsv, 296 items,"
        + " best word-overlap)");
    // without a task every item read counts, so predictions of the task's 126 questions are not enough
    Path bare = dir.resolve("only126.jsonl");
    Files.copy(predictions(overlap), bare);
    Files.writeString(record, Files.readString(record).replace("files.jsonl", "only126.jsonl").replace(Sha256.file(predictions), Sha256.file(bare)));
    var missing = CliRun.of("report", record.toString());
    assertThat(missing.err()).startsWith("qakit: error: " + bare + ": expected a prediction for every item that counts, found none for 170 of 296: ")
        .hasLineCount(1);
  }

  @Test
  void aRecordedScoreThatIsNotTheRecomputedOneIsNoted() throws Exception {
    Path copy = dir.resolve("claims.jsonl");
    Files.copy(predictions(overlap), copy);
    var r = RunRecord.read(overlap);
    var claims = new RunRecord(r.qakit(), r.command(), r.started(), r.wallSeconds(), r.task(), r.split(), r.format(), r.view(), r.inputs(),
        r.ids(), r.solverId(), r.parameters(), r.training(), "claims.jsonl", "qakit", r.predictionsSha256(), 296, 126,
        Map.of("map", 0.9, "mrr", 0.6698));
    Path record = RunRecord.pathFor(copy);
    claims.write(record);
    var run = CliRun.of("report", record.toString(), random.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("note: " + record + ": the run recorded map 0.9000, recomputed here on wikiqa dev 0.6647;"
        + " the report shows the recomputed score\n").doesNotContain("recorded mrr");
    assertThat(run.out()).contains("| 1 | word-overlap | 0.6647 [");
  }

  @Test
  void theFormatComesFromTheOutputsExtension() {
    var run = CliRun.of("report", random.toString(), "-o", dir.resolve("board.pdf").toString());
    assertThat(run.err()).isEqualTo("qakit: error: " + dir.resolve("board.pdf")
        + ": expected an extension .md, .tex, .csv or .html to choose the format, or --to\n");
    var unknown = CliRun.of("report", random.toString(), "--to", "docx");
    assertThat(unknown.err()).isEqualTo("qakit: error: unknown report format 'docx'; known: markdown, latex, csv, html\n");
  }

  @Test
  void helpIsWholeLinesWithoutWarnings() {
    var help = CliRun.of("report", "--help");
    assertThat(help.exit()).isZero();
    assertThat(help.err()).isEmpty();
    assertThat(help.out()).contains("Leaderboards of several runs, one per task split.\n", "95% bootstrap interval", "--baseline=RUN");
    assertThat(help.out().lines()).allMatch(l -> l.length() <= 80);
  }

  static Path predictions(Path record) {
    String name = record.getFileName().toString();
    return record.resolveSibling(name.substring(0, name.length() - ".run.json".length()) + ".jsonl");
  }
}
