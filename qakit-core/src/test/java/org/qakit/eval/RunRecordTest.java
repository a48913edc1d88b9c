package org.qakit.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunRecordTest {
  @TempDir Path dir;

  private static RunRecord sample() {
    return new RunRecord("0.1.0-SNAPSHOT", "qakit run --task wikiqa --split dev --solver sentence-ranker", Instant.parse("2026-11-27T09:30:00Z"),
        12.345, "wikiqa", "dev", "wikiqa", null, List.of(new RunRecord.FileSum("data/WikiQA-dev.tsv", "ab12")), null, "sentence-ranker",
        Map.of("--lang", "en"), new RunRecord.Training("train", List.of(new RunRecord.FileSum("data/WikiQA-train.tsv", "cd34"))),
        "x.jsonl", "qakit", "ef56", 296, 126, Map.of("map", 0.7516));
  }

  @Test
  void writesAndReadsBackEveryField() throws Exception {
    Path file = RunRecord.pathFor(dir.resolve("runs/x.jsonl"));
    assertThat(file.getFileName().toString()).isEqualTo("x.run.json");
    sample().write(file);
    RunRecord back = RunRecord.read(file);
    assertThat(back).isEqualTo(sample());
    assertThat(back.predictionsPath(file)).isEqualTo(dir.resolve("runs/x.jsonl").toAbsolutePath());
    assertThat(Files.readString(file)).contains("\"schema\" : \"qakit-run/1\"");
  }

  @Test
  void refusesWhatIsNotARecordNamingTheFile() throws Exception {
    Path file = dir.resolve("bad.run.json");
    Files.writeString(file, "{\"schema\": \"other\"}");
    assertThatThrownBy(() -> RunRecord.read(file)).hasMessageContaining(file + ":1: expected a qakit run record");
    Files.writeString(file, "{\n\"schema\": ");
    assertThatThrownBy(() -> RunRecord.read(file)).hasMessageStartingWith(file + ":2: expected a qakit run record (JSON)");
    assertThatThrownBy(() -> new RunRecord("v", "c", Instant.EPOCH, 1, null, null, "f", null, List.of(), null, "s", Map.of(), null, "p",
        "qakit", null, 3, 4, Map.of())).hasMessageContaining("read 3, scored 4");
  }
}
