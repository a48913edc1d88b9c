package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchSearchCommandTest {
  @TempDir Path temp;

  @Test
  void timesEveryQueryAndWritesTheLastPassAsATrecRun() throws IOException {
    // an Anserini-layout corpus ({"id", "contents"}), as qakit bench corpus writes it
    Path corpus = Files.writeString(temp.resolve("part-00.jsonl"),
        "{\"id\":\"s1\",\"contents\":\"Rivers carry sand to the sea.\"}\n"
            + "{\"id\":\"s2\",\"contents\":\"Wind erodes rocks in deserts.\"}\n"
            + "{\"id\":\"s3\",\"contents\":\"Sand dunes move with the wind.\"}\n");
    Path idx = temp.resolve("idx");
    var build = CliRun.of("index", "build", "--importer", "jsonl", "--lang", "en", "-o", idx.toString(), corpus.toString());
    assertThat(build.exit()).as(build.err()).isZero();
    Path queries = Files.writeString(temp.resolve("q.txt"), "where does sand go\n\nthe of\nwind\n");
    Path run = temp.resolve("run.txt");

    var r = CliRun.of("bench", "search", idx.toString(), "--queries", queries.toString(), "-k", "5", "--rounds", "2", "--run", run.toString());

    assertThat(r.exit()).as(r.err()).isZero();
    // 3 non-blank queries; hits: "sand" in s1 and s3 (2), stop words only (0), "wind" in s2 and s3 (2) = 4
    assertThat(r.out()).startsWith("search qakit: queries=3 rounds=2 k=5 p50_ms=").contains(" hits=4");
    var lines = Files.readAllLines(run);
    assertThat(lines).hasSize(4);
    assertThat(lines).allSatisfy(l -> assertThat(l).matches("[13] Q0 s[123] [12] \\d+\\.\\d{6} qakit"));
    assertThat(lines).extracting(l -> l.split(" ")[0]).containsExactly("1", "1", "3", "3");
  }

  @Test
  void anEmptyQueriesFileIsRefusedWithOneLine() throws IOException {
    Path queries = Files.writeString(temp.resolve("q.txt"), "\n \n");
    var r = CliRun.of("bench", "search", temp.toString(), "--queries", queries.toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("qakit: error: " + queries + ": expected queries, one per line, found none" + System.lineSeparator());
  }
}
