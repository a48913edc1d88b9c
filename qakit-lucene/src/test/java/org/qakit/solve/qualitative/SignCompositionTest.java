package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SignCompositionTest {

  private static SignComposition compose(int given, int... options) {
    var readings = new java.util.ArrayList<QuestionReading.OptionReading>();
    for (int i = 0; i < options.length; i++) {
      readings.add(new QuestionReading.OptionReading(String.valueOf((char) ('A' + i)), "effect", options[i], List.of()));
    }
    return SignComposition.of(new QuestionReading("options-give-effect", "cause", given, List.of(), readings));
  }

  @Test
  void theConsistentOptionWins() {
    // given -1 (e.g. "closer" against "farther"); A "brighter" against "dimmer" = -1, B "darker" = +1
    SignComposition c = compose(-1, -1, +1);
    assertThat(c.consistency()).containsExactly(1, -1); // -1 × -1 = +1, -1 × +1 = -1
    assertThat(c.answer()).isEqualTo(0);
  }

  @Test
  void tiesHaveNoAnswerAndAnUnknownBeatsAContradiction() {
    assertThat(compose(1, 0, 0).answer()).isEqualTo(-1);
    assertThat(compose(1, 1, 1).answer()).isEqualTo(-1);
    assertThat(compose(1, -1, 0).answer()).isEqualTo(1);
    assertThat(compose(0, 1, -1).answer()).isEqualTo(-1); // given unknown: 0 × anything = 0 for both
  }
}
