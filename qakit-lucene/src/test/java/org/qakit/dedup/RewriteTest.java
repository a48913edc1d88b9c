package org.qakit.dedup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class RewriteTest {
  private static final DedupTexts T = new DedupTexts("t", "In 2019 a town in Kenya got 35 mm of rain.",
      List.of("How much rain fell in Kenya in 2019?"), List.of("35 mm", "12 mm", "350 mm", "none"));

  @Test
  void eachRewriteIsDeterministicFromItsSeed() {
    for (Rewrite r : Rewrite.values()) {
      assertThat(r.apply(T, 42)).as(r.id()).isEqualTo(r.apply(T, 42));
      assertThat(Rewrite.of(r.id())).isEqualTo(r);
    }
  }

  @Test
  void shuffleKeepsTheOptionsInAnotherOrder() {
    DedupTexts s = Rewrite.SHUFFLE_OPTIONS.apply(T, 1);
    assertThat(s.options()).containsExactlyInAnyOrderElementsOf(T.options()).isNotEqualTo(T.options());
    assertThat(s.id()).isEqualTo("t~shuffle-options~1");
    assertThat(s.questions()).isEqualTo(T.questions());
  }

  @Test
  void numbersAreReplacedConsistentlyWithTheSameNumberOfDigits() {
    DedupTexts s = Rewrite.SUBSTITUTE_NUMBERS.apply(T, 3);
    String year = s.scenario().substring(3, 7);
    assertThat(year).matches("[1-9][0-9]{3}");
    assertThat(s.questions().getFirst()).endsWith("in " + year + "?");
    String rain = s.scenario().split(" ")[7];
    assertThat(rain).matches("[1-9][0-9]");
    assertThat(s.options().getFirst()).isEqualTo(rain + " mm");
    assertThat(s.options().get(3)).isEqualTo("none");
  }

  @Test
  void aPlaceIsSwappedEverywhereForAnotherOfItsList() {
    DedupTexts s = Rewrite.SUBSTITUTE_PLACE.apply(T, 5);
    String place = s.scenario().split(" ")[5];
    assertThat(place).isNotEqualTo("Kenya").isIn(Places.ENGLISH);
    assertThat(s.questions().getFirst()).contains("in " + place + " in").doesNotContain("Kenya");
    assertThat(Places.first("地处浙江省")).isEqualTo("浙江");
    assertThat(Places.first("a kenyan field")).isNull();
  }

  @Test
  void editWordsDeletesUnitsButKeepsEachFieldsFirst() {
    DedupTexts s = Rewrite.EDIT_WORDS.apply(T, 11);
    assertThat(s.scenario()).startsWith("In").doesNotContain("  ");
    assertThat(s.allText().length()).isLessThan(T.allText().length());
    assertThat(Rewrite.EDIT_WORDS.appliesTo(new DedupTexts("u", "", List.of("a b c"), List.of("d")))).isFalse();
  }

  @Test
  void aRewriteThatDoesNotApplyIsRefused() {
    var plain = new DedupTexts("p", "", List.of("why is the sky blue"), List.of("same", "same"));
    assertThat(Rewrite.SUBSTITUTE_NUMBERS.appliesTo(plain)).isFalse();
    assertThatThrownBy(() -> Rewrite.SHUFFLE_OPTIONS.apply(plain, 1))
        .hasMessage("item 'p': rewrite shuffle-options does not apply");
    assertThatThrownBy(() -> Rewrite.of("swap")).hasMessageContaining("unknown rewrite 'swap'");
  }
}
