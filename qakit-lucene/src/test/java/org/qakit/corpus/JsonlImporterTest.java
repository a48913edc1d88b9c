package org.qakit.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qakit.corpus.ImportersTestSupport.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
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
}
