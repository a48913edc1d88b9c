package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class HistoryLineTest {
  private static final Instant AT = Instant.parse("2026-11-27T16:50:00Z");

  @Test
  void readsTheQuestionAndTypeAsTheWholeBodyHasThem() {
    String article = "Karel IV. se narodil 14. května 1316 v Praze. \"Citát\" {s} [závorkami].\n\nDalší odstavec.".repeat(200);
    var body = new RecordBody("  Kdy se narodil \"Karel\" IV.?  ", "datetime", "DATETIME", "14. května 1316",
        List.of("Karel IV. se narodil 14. května 1316 v Praze."), article, "Karel IV.", "https://cs.wikipedia.org/wiki/Karel_IV.",
        "", List.of(), List.of(), "", new TextSpan(21, 36));
    HistoryLine line = HistoryLine.of(3, body.toJson(), "ann", AT);
    RecordBody whole = RecordBody.fromJson(body.toJson());
    assertThat(line.question()).isEqualTo(whole.question()).isEqualTo("Kdy se narodil \"Karel\" IV.?");
    assertThat(line.questionType()).isEqualTo(whole.questionType()).isEqualTo("DATETIME");
    assertThat(line.version()).isEqualTo(3);
    assertThat(line.changedAtText()).isEqualTo("2026-11-27 16:50:00 UTC");
  }

  @Test
  void aBodyThatIsNotAnObjectIsAnError() {
    assertThatThrownBy(() -> HistoryLine.of(2, "[1, 2]", "ann", AT)).hasMessage("stored record body of version 2 is not a JSON object");
    assertThatThrownBy(() -> HistoryLine.of(2, "{\"question\": ", "ann", AT)).hasMessageStartingWith("stored record body of version 2 is not valid JSON");
  }
}
