package org.qakit.serve.exchange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.TextSpan;

/** A {@code qakit-serve} record line keeps its answer span, and one written before spans still reads (as having none). */
class ArchiveAnswerSpanTest {
  static String line(TextSpan span) throws Exception {
    var body = new RecordBody("Kdy?", "DATETIME", "DATETIME", "1348", List.of("Roku 1348."), "Roku 1348.", "Karlštejn", "", "", List.of(),
        List.of(), "", span);
    var entry = new ProjectArchive.Entry(7, "r7", 1, 0, "ann", "ann", "2026-11-27T12:00:00Z", body,
        List.of(new ProjectArchive.Save(1, "ann", "2026-11-27T12:00:00Z", body)), List.of());
    var out = new StringWriter();
    ProjectArchive.write(out, "record", entry);
    return out.toString().strip();
  }

  @Test
  void theSpanTravelsAndALineFromBeforeSpansReadsWithNone() throws Exception {
    String written = line(new TextSpan(5, 9));
    assertThat(written).contains("\"answerSpan\":{\"start\":5,\"end\":9}");
    var entry = (ProjectArchive.Entry) ProjectArchive.parse(written);
    assertThat(entry.body().answerSpan()).isEqualTo(new TextSpan(5, 9));
    assertThat(entry.history().get(0).body().answerSpan()).isEqualTo(new TextSpan(5, 9));

    String old = line(null).replace(",\"answerSpan\":null", "");
    assertThat(old).doesNotContain("answerSpan");
    var before = (ProjectArchive.Entry) ProjectArchive.parse(old);
    assertThat(before.body().answerSpan()).isNull();
    assertThat(before.body().answer()).isEqualTo("1348");

    assertThatThrownBy(() -> ProjectArchive.parse(old.replace(",\"title\":\"Karlštejn\"", "")))
        .hasMessageContaining("expected a qakit-serve record line").hasMessageContaining("title");
  }
}
