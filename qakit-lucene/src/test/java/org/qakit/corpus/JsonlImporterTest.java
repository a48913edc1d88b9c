package org.qakit.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qakit.corpus.ImportersTestSupport.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;
import org.qakit.format.JsonRecords;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.model.Passage;
import org.qakit.testing.SharedData;

class JsonlImporterTest {
  @TempDir Path temp;

  @Test
  void oneRecordPerLineWithOptionalTitleAndNumericIds() throws IOException {
    Path f = Files.writeString(temp.resolve("k.jsonl"),
        "{\"id\": \"a\", \"text\": \" Ice melts. \", \"title\": \"Ice\"}\n\n{\"id\": 7, \"text\": \"Water boils.\", \"extra\": 1}\n");
    assertThat(read("jsonl", f)).containsExactly(new Passage("a", "Ice melts.", "Ice"), Passage.of("7", "Water boils."));
  }

  @Test
  void anseriniContentsStandsInForText() throws IOException {
    Path f = Files.writeString(temp.resolve("a.jsonl"),
        "{\"id\": \"d1\", \"contents\": \"Ice melts.\"}\n{\"id\": \"d2\", \"text\": \"Water boils.\", \"contents\": \"ignored\"}\n");
    assertThat(read("jsonl", f)).containsExactly(Passage.of("d1", "Ice melts."), Passage.of("d2", "Water boils."));
  }

  @Test
  void badRecordsStopWithFileAndLineOrAreSkippedWhenLenient() throws IOException {
    Path f = Files.writeString(temp.resolve("k.jsonl"),
        "{\"id\": \"a\", \"text\": \"x\"}\n{\"id\": \"b\"}\n{\"id\": \"a\", \"text\": \"y\"}\nnot json\n{\"id\": \"c\", \"text\": \"z\"}\n");
    assertThatThrownBy(() -> read("jsonl", f)).isInstanceOf(FormatException.class)
        .hasMessage(f + ":2: expected field 'text' (a string), found none");
    // lines 2 (no text), 3 (id 'a' again) and 4 (not JSON) skipped: 5 lines - 3 = 2 passages
    assertThat(read("jsonl", f, ReadOptions.LENIENT)).extracting(Passage::id).containsExactly("a", "c");
  }

  @Test
  void duplicateIdNamesTheFirstLine() throws IOException {
    Path f = Files.writeString(temp.resolve("k.jsonl"), "{\"id\": \"a\", \"text\": \"x\"}\n{\"id\": \"a\", \"text\": \"y\"}\n");
    assertThatThrownBy(() -> read("jsonl", f)).hasMessage(f + ":2: expected a new passage id, found 'a' again (first at line 1)");
  }

  @Test
  void quartzKnowledgeFileGivesItsNinetyLines() throws IOException {
    // knowledge.jsonl has 90 non-blank lines (grep -c . gives 90), ids QRSent-90001..90090
    var passages = read("jsonl", SharedData.path("quartz-style/knowledge.jsonl"));
    assertThat(passages).hasSize(90);
    assertThat(passages.getFirst()).isEqualTo(Passage.of("QRSent-90001", "The higher the temperature of a gas, the faster its molecules move."));
    assertThat(passages.getLast().id()).isEqualTo("QRSent-90090");
  }

  @Test
  void aMalformedLineStopsWithOneLineNamingFileAndLine() throws IOException {
    Path f = Files.writeString(temp.resolve("m.jsonl"), "{\"id\": \"a\", \"text\": \"x\"}\n{\"id\": \"b\", \"text\": \"y\"\n");
    assertThatThrownBy(() -> read("jsonl", f)).isInstanceOf(FormatException.class)
        .hasMessageStartingWith(f + ":2: expected a JSON object, found malformed JSON: ")
        .hasMessageContaining("(column ")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  /**
   * Every line the streaming parser reads or leaves (numeric id, null or missing text, nested
   * fields, escapes, non-ASCII, duplicate keys, trailing tokens, not an object, blank) gives the
   * passage or error that the JSON tree path gives.
   */
  @Test
  void everyLineGivesWhatTheTreePathGives() throws IOException {
    List<String> lines = List.of(
        "{\"id\": \"a\", \"text\": \" Ice melts. \", \"title\": \"Ice\"}",
        "{\"id\": 7, \"text\": \"numeric id\"}",
        "{\"id\": 1.5, \"text\": \"fractional id\"}",
        "{\"id\": \"b\", \"contents\": \"Anserini\\u0027s layout \\\"quoted\\\"\"}",
        "{\"id\": \"c\", \"text\": null, \"contents\": \"x\"}",
        "{\"id\": \"d\", \"text\": \"kept\", \"contents\": 5, \"extra\": {\"text\": [1, {\"id\": 2}]}}",
        "{\"id\": \"e\", \"title\": null, \"text\": \"čeština, 中文\"}",
        "{\"id\": \"f\", \"title\": 3, \"text\": \"x\"}",
        "{\"id\": \"g\", \"text\": \"   \"}",
        "{\"id\": \"h\", \"text\": \"x\", \"text\": \"y\"}",
        "{\"id\": \"i\", \"text\": \"x\"} {\"id\": \"j\"}",
        "[{\"id\": \"k\", \"text\": \"x\"}]",
        "\"just a string\"",
        "   ",
        "\u3000",
        "{\"id\": \" \", \"text\": \"blank id\"}",
        "{\"text\": \"no id\"}",
        "{\"id\": \"l\", \"other\": \"x\"}",
        "{\"id\": \"m\", \"text\": \"x\", }");
    for (int i = 0; i < lines.size(); i++) {
      Path f = Files.writeString(temp.resolve("line" + i + ".jsonl"), "{\"id\": \"first\", \"text\": \"x\"}\r\n" + lines.get(i) + "\r\n");
      assertThat(outcome(() -> read("jsonl", f))).as(lines.get(i)).isEqualTo(outcome(() -> readByTree(f)));
    }
  }

  /** The passages read, or the message of the error that stopped the read. */
  private static String outcome(java.util.concurrent.Callable<List<Passage>> read) {
    try {
      return read.call().toString();
    } catch (Exception e) {
      return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }

  /** The importer's former path: a String per line, a JSON tree per record. */
  private static List<Passage> readByTree(Path f) throws IOException {
    var session = new ReadSession(f, ReadOptions.STRICT);
    var out = new ArrayList<Passage>();
    var sink = new PassageSink(session, out::add, true);
    JsonRecords.jsonLines(session, (line, node) -> sink.emit(line, () -> JsonlImporter.passage(node)));
    return out;
  }
}
