package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A reading is unlinked only when every line on both sides is assumed. */
class ReadingSupportTest {

  private static QuestionReading reading(List<String> given, List<String> a, List<String> b) {
    return new QuestionReading("options-give-effect", "cause", 1, given,
        List.of(new QuestionReading.OptionReading("A", "effect", 1, a), new QuestionReading.OptionReading("B", "effect", -1, b)));
  }

  @Test
  void everyLineAssumedIsUnlinked() {
    assertThat(ReadingSupport.unlinked(reading(List.of("gentle: -1 (assumed about this side: LESS)"),
        List.of("sooner: -1 (assumed about the effect: LESS)"), List.of("later: +1 (assumed about the effect: MORE)")))).isTrue();
  }

  @Test
  void oneLinkedSideKeepsTheReading() {
    // the options' cues match the statement's scale: the reading is linked on that side
    assertThat(ReadingSupport.unlinked(reading(List.of("drops: +1 (assumed about this side: LESS)"),
        List.of("faster: +1 (scale)"), List.of("slower: -1 (scale)")))).isFalse();
    assertThat(ReadingSupport.unlinked(reading(List.of("closer: -1 (scale)"),
        List.of("sooner: -1 (assumed about the effect: LESS)"), List.of("later: +1 (assumed about the effect: MORE)")))).isFalse();
    // an amount or a projection is a link too
    assertThat(ReadingSupport.unlinked(reading(List.of("from: old '3 km', new '500 m'; amounts 3 → 0.5: -1"),
        List.of("sooner: -1 (assumed about the effect: LESS)"), List.of("later: +1 (assumed about the effect: MORE)")))).isFalse();
  }

  @Test
  void aContrastLineWithOneLinkedSideIsLinked() {
    // the new side is read by property noun, the old side assumed: the line speaks of the statement
    String mixed = "instead of: old 'full-strength vinegar', new 'adds tablets to diluted vinegar'; new [diluted: -1 (property noun"
        + " 'concentration')], old [full-strength: +1 (assumed about this side: MORE)]: -1";
    assertThat(ReadingSupport.unlinked(reading(List.of(mixed),
        List.of("more: +1 (assumed about the effect: MORE)"), List.of("less: -1 (assumed about the effect: LESS)")))).isFalse();
    String assumedOnly = "instead of: old 'x', new 'y'; new [gentle: -1 (assumed about this side: LESS)], old []: -1";
    assertThat(ReadingSupport.unlinked(reading(List.of(assumedOnly),
        List.of("more: +1 (assumed about the effect: MORE)"), List.of("less: -1 (assumed about the effect: LESS)")))).isTrue();
  }
}
