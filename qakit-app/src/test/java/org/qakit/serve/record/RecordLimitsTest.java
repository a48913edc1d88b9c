package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.model.Diagram;
import org.qakit.serve.store.InputLimits;

class RecordLimitsTest {
  private static RecordBody body(String question, String type, String source, String scenario, List<String> options) {
    return new RecordBody(question, type, "", "", List.of(), source, "", "", scenario, List.of(), options, "A");
  }

  @Test
  void eachFieldAtItsLimitFitsAndOneCharacterMoreIsNamed() {
    assertThat(RecordLimits.check(body("q".repeat(InputLimits.QUESTION), "T".repeat(InputLimits.QUESTION_TYPE),
        "s".repeat(InputLimits.SOURCE_CHARS), "c".repeat(InputLimits.LONG_TEXT), List.of("o".repeat(InputLimits.SHORT_TEXT))))).isEmpty();
    assertThat(RecordLimits.check(body("q".repeat(InputLimits.QUESTION + 1), "T", "", "", List.of())))
        .containsExactly(Finding.error("question", "the question has 4,001 characters, more than the 4,000 allowed: shorten it"));
    assertThat(RecordLimits.check(body("q", "T".repeat(65), "", "", List.of())))
        .extracting(Finding::field).containsExactly("questionType");
    assertThat(RecordLimits.check(body("q", "T", "s".repeat(InputLimits.SOURCE_CHARS + 1), "", List.of())))
        .extracting(Finding::message).containsExactly("the source text has 1,000,001 characters, more than the 1,000,000 allowed: shorten it");
    assertThat(RecordLimits.check(body("q", "T", "", "", List.of("a", "o".repeat(InputLimits.SHORT_TEXT + 1)))))
        .extracting(Finding::message).containsExactly("option B has 4,001 characters, more than the 4,000 allowed: shorten it");
  }

  @Test
  void manyOptionsOrDiagramsAreCountedTogether() {
    var options = new ArrayList<String>();
    for (int i = 0; options.size() * 4001 <= InputLimits.ALL_OPTIONS; i++) {
      options.add("o".repeat(4000));
    }
    assertThat(RecordLimits.check(body("q", "T", "", "", options))).extracting(Finding::field).containsExactly("options");
    var diagrams = new ArrayList<Diagram>();
    for (int i = 0; i < 30; i++) {
      diagrams.add(new Diagram("d" + i, "map", "d".repeat(4000)));
    }
    var b = new RecordBody("q", "T", "", "", List.of(), "", "", "", "", diagrams, List.of(), "A");
    assertThat(RecordLimits.check(b)).extracting(Finding::field).containsExactly("diagrams");
  }

  @Test
  void aNulOrALoneSurrogateCannotBeStored() {
    assertThat(RecordLimits.check(body("Kdy\0?", "T", "", "", List.of()))).extracting(Finding::message)
        .containsExactly("the question holds a NUL character (U+0000) at character 3: remove it");
    assertThat(RecordLimits.check(body("q", "T", "ab\uD800", "", List.of()))).extracting(Finding::message)
        .containsExactly("the source text holds a lone surrogate (U+D800) at character 2, which is no character: remove it");
    assertThat(RecordLimits.check(body("q \uD83D\uDC51", "T", "", "", List.of()))).isEmpty();
  }

  @Test
  void aRecordWhoseJsonIsTooLongForItsColumnIsRefused() {
    // "\u0001" is six characters in JSON: 100 of them take 600, the rest of the record 189
    var b = body("q", "T", "\u0001".repeat(100), "", List.of());
    assertThat(b.toJson()).hasSize(789);
    assertThat(RecordLimits.check(b, 789)).isEmpty();
    assertThat(RecordLimits.check(b, 788)).extracting(Finding::message).containsExactly(
        "the record takes 789 characters stored (as JSON, with escapes), more than the 788 a record may take: shorten its longest text");
  }

  @Test
  void aRecordAtEveryLimitFitsItsColumnEvenWhenItsSourceIsAllEscapes() {
    String controls = "\u0001".repeat(InputLimits.SOURCE_CHARS);
    var options = new ArrayList<String>();
    for (int i = 0; i < 24; i++) {
      options.add("\u0001".repeat(4000));
    }
    String lines = ("\u0001".repeat(99) + "\n").repeat(InputLimits.LONG_TEXT / 100 - 1);
    List<Diagram> diagrams = lines.lines().map(l -> new Diagram("d", null, l)).toList();
    var b = new RecordBody("q".repeat(InputLimits.QUESTION), "T".repeat(64), "A".repeat(64), "a".repeat(4000), lines.lines().toList(),
        controls, "t".repeat(4000), "u".repeat(4000), "\u0001".repeat(InputLimits.LONG_TEXT), diagrams, options, "A");
    assertThat(b.toJson().length()).isBetween(8_000_000, InputLimits.RECORD_JSON);
    assertThat(RecordLimits.check(b)).isEmpty();
  }
}
