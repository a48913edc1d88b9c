package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.store.Sql;
import org.qakit.text.Language;

/**
 * The size of the H2 file after a large import (issue 17: 40 MB in 400 records made a 494 MB
 * file). The test writes a {@code qakit-jsonl} file of {@value #DEFAULT_RECORDS} extraction items
 * with 100 KB passages of seeded English-like text, imports it as the import form does (one
 * transaction per record) into a new server, and reads the file's size while the server runs and
 * after a clean stop. {@code -Dqakit.test.importRecords=400} measures the 40 MB
 * (docs/benchmarks.md). H2 only: on PostgreSQL there is no file of ours to measure.
 */
class ImportFileSizeTest {
  static final int DEFAULT_RECORDS = 100;
  private static final String[] WORDS = ("the of and to in is was for on that with as by at from his her it an were are which this be"
      + " also or has had first its new after who they not their one two been but all other when during time would into more city"
      + " only river king war church school year years state university south north film world music team game season population")
      .split(" ");
  @TempDir Path dir;

  @Test
  void aLargeImportLeavesACompactFileAfterACleanStop() throws Exception {
    int records = Integer.getInteger("qakit.test.importRecords", DEFAULT_RECORDS);
    Path jsonl = dir.resolve("import.qakit.jsonl");
    long text = writeItems(jsonl, records);
    Path data = dir.resolve("data");
    Path file = data.resolve("qakit.mv.db");
    var options = ServeOptions.local(data).withBcryptCost(4);
    long running;
    long live;
    long compacted;
    int liveShare;
    try (var server = QakitServer.start(options)) {
      var s = server.services();
      var ann = s.accounts().create("ann", "secret-pw", Role.ADMIN);
      var project = s.projects().create("big", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", records));
      long began = System.nanoTime();
      var result = s.importer().read(project, "qakit-jsonl", List.of(jsonl), ann);
      assertThat(result.added()).isEqualTo(records);
      running = Files.size(file);
      live = s.db().read(c -> Sql.one(c, "SELECT (SELECT SUM(LENGTH(body)) FROM records) + (SELECT SUM(LENGTH(body)) FROM record_history)",
          rs -> rs.getLong(1))).orElseThrow();
      for (int i = 0; i < 50 && s.db().compactIfSparse(); i++) {
        // what the server's housekeeping does every few seconds, here at once
      }
      compacted = Files.size(file);
      liveShare = s.db().read(c -> Sql.one(c, "SELECT (SELECT CAST(SETTING_VALUE AS INT) FROM INFORMATION_SCHEMA.SETTINGS"
          + " WHERE SETTING_NAME = 'info.FILL_RATE') * (SELECT CAST(SETTING_VALUE AS INT) FROM INFORMATION_SCHEMA.SETTINGS"
          + " WHERE SETTING_NAME = 'info.CHUNKS_FILL_RATE')", rs -> rs.getInt(1) / 100)).orElseThrow();
      System.out.printf("ImportFileSizeTest: %d records, %.1f MB file, %.1f MB text, %.1f MB in the database's bodies; imported in %.1f s;"
          + " H2 file %.1f MB after the import, %.1f MB (%d%% live) after the housekeeping,", records, Files.size(jsonl) / 1e6, text / 1e6,
          live / 1e6, (System.nanoTime() - began) / 1e9, running / 1e6, compacted / 1e6, liveShare);
    }
    long stopped = Files.size(file);
    System.out.printf(" %.1f MB after a clean stop%n", stopped / 1e6);
    // without the housekeeping the running file stays as the import left it (49% live in the case); with the
    // record_summaries and near-duplicate tables of V8 it reaches about 60% live here, 90% before them (see the closing note)
    // (how far H2 gets depends on when its chunks fill): the housekeeping either brings the file to 70% live or cuts it by a fifth
    assertThat(liveShare >= 70 || compacted <= running * 8 / 10)
        .as("housekeeping: %d%% live, %d -> %d bytes", liveShare, running, compacted).isTrue();
    assertThat(liveShare).as("the share of the running server's file that H2 counts live, after its housekeeping").isGreaterThanOrEqualTo(55);
    assertThat(stopped).as("the file after a clean stop, against the bodies it holds").isLessThan(live);
    try (var server = QakitServer.start(options)) {
      assertThat(server.services().records().page(1, 1, 1).total()).as("every record is there after the compaction").isEqualTo(records);
    }
  }

  /** Writes {@code n} extraction items of about 100 KB each; returns the characters of text. */
  private static long writeItems(Path jsonl, int n) throws Exception {
    var json = new ObjectMapper();
    var random = new Random(17);
    long text = 0;
    try (BufferedWriter out = Files.newBufferedWriter(jsonl, StandardCharsets.UTF_8)) {
      for (int i = 0; i < n; i++) {
        var passage = new StringBuilder("Ada Lovelace wrote the first program. ");
        while (passage.length() < 99_900) { // about 100 KB, under the 100,000-character limit of the answer sentences it also becomes
          passage.append(WORDS[random.nextInt(WORDS.length)]).append(random.nextInt(12) == 0 ? ". " : " ");
        }
        text += passage.length();
        out.write(json.writeValueAsString(Map.of("kind", "extraction", "id", "r" + i, "question", "Who wrote the first program, " + i + "?",
            "passage", passage.toString(), "answers", List.of("Ada Lovelace"),
            "types", Map.of("question_type", "PERSON", "answer_type", "PERSON"))));
        out.write('\n');
      }
    }
    return text;
  }
}
