package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class AmountTest {

  private static List<Amount> find(String text) {
    return Amount.find(Token.split(text));
  }

  @Test
  void unitsConvertToTheirDimensionsBase() {
    List<Amount> a = find("a cave 3 km long and a tunnel of 500 m");
    assertThat(a).extracting(Amount::base).containsExactly(3000.0, 500.0); // 3 km = 3 × 1000 m
    assertThat(a.get(0).comparable(a.get(1))).isTrue();
    assertThat(find("15 minutes or 2 hours")).extracting(Amount::base).containsExactly(900.0, 7200.0); // 15 × 60, 2 × 3600
  }

  @Test
  void perUnitsAndCountsAndNumberWords() {
    Amount speed = find("at 90 km per hour").get(0);
    assertThat(speed.unit()).isEqualTo("km per hour");
    assertThat(speed.dimension()).isEqualTo("length/hour");
    Amount bags = find("she has three bags").get(0);
    assertThat(bags.value()).isEqualTo(3.0);
    assertThat(bags.dimension()).isEqualTo("count");
    assertThat(find("two-story house").get(0).unit()).isEqualTo("story"); // "two-story" splits into two, story
    assertThat(find("the 80th floor").get(0).value()).isEqualTo(80.0);
  }

  @Test
  void labelsAndPronounsAreNoAmounts() {
    assertThat(find("Flask 2 holds acid and one of them spills")).isEmpty();
    assertThat(find("beaker 1 holds 0.5 liters").get(0).base()).isEqualTo(0.5);
    Amount floors = find("80 floors").get(0);
    assertThat(floors.comparable(find("2 story").get(0))).isFalse();
    assertThat(floors.countable(find("2 story").get(0))).isTrue();
  }
}
