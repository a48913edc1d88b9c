package org.qakit.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatsFileTest {
  @TempDir Path temp;

  private static final InputFile IN = new InputFile("a.txt", 12, "0".repeat(64));

  @Test
  void anObjectWithInputsIsWrittenIndentedAndReadBack() throws IOException {
    Path file = temp.resolve("stats.json");
    var o = StatsFile.object().put("name", "x").put("count", 3);
    StatsFile.putInputs(o, List.of(IN));
    StatsFile.write(file, o);
    assertThat(Files.readString(file)).startsWith("{\n").endsWith("}\n");
    var root = StatsFile.read(file);
    assertThat(StatsFile.text(root, "name", file)).isEqualTo("x");
    assertThat(StatsFile.number(root, "count", file).asLong()).isEqualTo(3);
    assertThat(StatsFile.inputs(root, file)).containsExactly(IN);
    var rows = new LinkedHashMap<String, String>();
    StatsFile.putInputRows(rows, List.of(IN));
    assertThat(rows).containsExactly(java.util.Map.entry("input.1", "a.txt 12 bytes sha256:" + "0".repeat(64)));
  }

  @Test
  void badFilesAndFieldsAreNamedWithTheFile() throws IOException {
    Path file = temp.resolve("stats.json");
    Files.writeString(file, "[1]\n");
    assertThatThrownBy(() -> StatsFile.read(file)).hasMessage(file + ":1: expected a JSON object, found ARRAY");
    Files.writeString(file, "{\"name\": 1, \"count\": \"3\", \"gone\": null}\n");
    var root = StatsFile.read(file);
    assertThatThrownBy(() -> StatsFile.text(root, "name", file))
        .hasMessage(file + ": expected field 'name' to be a string, found 1");
    assertThatThrownBy(() -> StatsFile.number(root, "count", file))
        .hasMessage(file + ": expected field 'count' to be a number, found \"3\"");
    assertThatThrownBy(() -> StatsFile.required(root, "gone", file)).hasMessage(file + ": expected field 'gone', found none");
  }

  @Test
  void aMissingFolderOrFileIsNamed() throws IOException {
    Path none = temp.resolve("none");
    assertThatThrownBy(() -> StatsFile.locate(none, "s.json", "index folder", "index", "qakit index build"))
        .isInstanceOf(java.nio.file.NoSuchFileException.class).hasMessageContaining("no such index folder");
    assertThatThrownBy(() -> StatsFile.locate(temp, "s.json", "index folder", "index", "qakit index build"))
        .hasMessage(temp + ": not a qakit index (no s.json); build one with qakit index build");
    Files.writeString(temp.resolve("s.json"), "{}");
    assertThat(StatsFile.locate(temp, "s.json", "index folder", "index", "qakit index build")).isEqualTo(temp.resolve("s.json"));
  }
}
