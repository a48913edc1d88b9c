package org.qakit.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.cli.CliRun;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.RecordValidator;
import org.qakit.text.Language;

/** {@code qakit bench serve}'s records and a tiny run of the command (what it prints, not how fast). */
class ServeBenchmarkTest {
  @Test
  void recordsHaveTheSizeAskedForAndPassTheChecks() {
    Project p = new Project(1, "bench", ProjectKind.EXTRACTIVE, Language.ENGLISH, java.util.Map.of("PERSON", 10));
    for (int i : new int[] {0, 1, 49, 9_999}) {
      RecordBody b = BenchRecords.record(i, 100_000);
      assertThat(b.source().length()).isBetween(100_000, 100_200);
      assertThat(b.source()).contains(b.answerSentences().get(0));
      assertThat(b.answerSentences().get(0)).contains(b.answer());
      assertThat(RecordValidator.standard().validate(p, b)).noneMatch(f -> f.isError());
      assertThat(BenchRecords.record(i, 100_000)).isEqualTo(b);
    }
    assertThat(BenchRecords.record(3, 0).source()).isEqualTo(BenchRecords.record(3, 0).answerSentences().get(0));
    // every 50th record asks the one before it with one word changed: a near-duplicate (5 of 7 content words)
    assertThat(org.qakit.text.Words.content(BenchRecords.record(48, 0).question()))
        .containsAnyElementsOf(org.qakit.text.Words.content(BenchRecords.record(49, 0).question()))
        .hasSize(6);
  }

  @Test
  void benchServeMeasuresTheRecordListAndRecordPages() {
    CliRun r = CliRun.of("bench", "serve", "--records", "60", "--record-bytes", "3000", "--clients", "2", "--seconds", "1",
        "--warmup-seconds", "0", "--measure", "page,list");
    assertThat(r.exit()).as(r.err()).isZero();
    List<String> rows = r.out().lines().filter(l -> l.startsWith("GET ")).toList();
    assertThat(rows).hasSize(2);
    assertThat(rows.get(0)).startsWith("GET /projects/1?page=1…2 (record list, 60 records of 3000 B)");
    assertThat(rows.get(1)).startsWith("GET /projects/1/records/ID (record page, 60 records of 3000 B)");
    assertThat(r.out()).contains("p95 ms").doesNotContain("POST /api/v1/answer");
    // a second on a loaded machine may answer no request: its latencies are "-", never NaN
    assertThat(r.out()).doesNotContain("NaN").doesNotContain("Infinity");
    assertThat(r.err()).contains("60 of 60 records saved");
    assertThat(r.out()).contains("the database was deleted (--keep-data keeps it)");
  }

  @Test
  void benchServeKeepsItsDatabaseOnlyWhenAsked() throws Exception {
    CliRun r = CliRun.of("bench", "serve", "--records", "5", "--clients", "1", "--seconds", "1", "--warmup-seconds", "0",
        "--measure", "list", "--keep-data");
    assertThat(r.exit()).as(r.err()).isZero();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("the database is left in (\\S+)").matcher(r.out());
    assertThat(m.find()).as(r.out()).isTrue();
    java.nio.file.Path kept = java.nio.file.Path.of(m.group(1));
    try (var files = java.nio.file.Files.walk(kept)) {
      assertThat(files.map(f -> f.getFileName().toString())).as("the H2 file").anyMatch(n -> n.endsWith(".mv.db"));
    } finally {
      org.apache.commons.io.file.PathUtils.deleteDirectory(kept);
    }
  }
}
