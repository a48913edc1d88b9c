package org.qakit.solve.entail;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NegatedStemTest {

  @Test
  void aNegationMarkerInTheLastClauseNegatesTheStem() {
    assertThat(NegatedStem.test("有关铁路运输特点的叙述，不正确的是")).isTrue();
    assertThat(NegatedStem.test("关于上述人口迁移带来的问题，说法错误的是（ ）")).isTrue();
    assertThat(NegatedStem.test("坑口电站建设的意义不包括")).isTrue();
    assertThat(NegatedStem.test("1989年，该地区下列现象不可信的是 ")).isTrue();
    assertThat(NegatedStem.test("Which of these is NOT a mammal?")).isTrue();
    assertThat(NegatedStem.test("目前采取的措施不可行的是（ ）")).isTrue();
    assertThat(NegatedStem.test("下列因素中与流动人口增长关系最不密切的是()")).isTrue();
    assertThat(NegatedStem.test("冷锋过境时，下列天气现象不一定会出现的是")).isTrue();
    assertThat(NegatedStem.test("All of the following are metals except")).isTrue();
  }

  @Test
  void otherStemsAndEarlierClausesDoNot() {
    assertThat(NegatedStem.test("新市镇建设给香港带来的影响是")).isFalse();
    assertThat(NegatedStem.test("若该河流不能通航，该城市发展的主要优势是（ ）")).isFalse(); // the negation is in an earlier clause
    assertThat(NegatedStem.test("Which note is played?")).isFalse(); // "note" is not the word "not"
    assertThat(NegatedStem.test("What do plants need?")).isFalse();
  }
}
