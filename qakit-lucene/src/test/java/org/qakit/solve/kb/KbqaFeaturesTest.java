package org.qakit.solve.kb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The predicate similarities, the learned association and the threshold rule, by hand. */
class KbqaFeaturesTest {

  @Test
  void characterOverlapIsTheShareOfThePredicatesGrams() {
    // pattern 哪天出生的 holds 出 and 生 of 出生日期 (4 characters): 2/4
    assertThat(new CharOverlap(1).value(QuestionPattern.of("哪天出生的"), "出生日期")).isEqualTo(0.5);
    // bigrams of 出生日期: 出生 生日 日期; the pattern has 出生 only: 1/3
    assertThat(new CharOverlap(2).value(QuestionPattern.of("哪天出生的"), "出生日期")).isCloseTo(1 / 3.0, within(1e-12));
    // a one-character predicate has no bigram: 0
    assertThat(new CharOverlap(2).value(QuestionPattern.of("高"), "高")).isZero();
    assertThat(new PredicateInPattern().value(QuestionPattern.of("的出版社是哪个"), "出版社")).isEqualTo(1);
    assertThat(new PredicateInPattern().value(QuestionPattern.of("的出版社是哪个"), "作者")).isZero();
    assertThatThrownBy(() -> new CharOverlap(0)).hasMessage("char overlap needs n >= 1, found 0");
  }

  @Test
  void theAssociationCountsPatternGramsWithPredicates() {
    var a = PatternAssociation.train(List.of(
        new PatternAssociation.Example("谁写的", "作者"),
        new PatternAssociation.Example("谁唱的", "歌手"),
        new PatternAssociation.Example("谁写", "作者")));
    // grams of 谁写: 谁 写 谁写. c(谁)=3, c(谁,作者)=2; c(写)=2, c(写,作者)=2; c(谁写)=2, c(谁写,作者)=2
    // a = 2/4, 2/3, 2/3: mean = (0.5 + 2/3 + 2/3) / 3, max = 2/3
    assertThat(a.mean(QuestionPattern.of("谁写"), "作者")).isCloseTo((0.5 + 2 / 3.0 + 2 / 3.0) / 3, within(1e-12));
    assertThat(a.max(QuestionPattern.of("谁写"), "作者")).isCloseTo(2 / 3.0, within(1e-12));
    // 歌手 with 谁写: only 谁 (c(谁,歌手)=1): 1/4 max, (1/4)/3 mean
    assertThat(a.max(QuestionPattern.of("谁写"), "歌手")).isEqualTo(0.25);
    assertThat(a.mean(QuestionPattern.of("谁写"), "歌手")).isCloseTo(0.25 / 3, within(1e-12));
    assertThat(a.mean(QuestionPattern.of(""), "作者")).isZero();
    assertThat(a.max(QuestionPattern.of("谁写"), "出版社")).isZero();
  }

  @Test
  void theThresholdMaximisesHeldOutF1AndPrefersAnswering() {
    // probabilities 0.2, 0.5, 0.9; the 0.2 reading is wrong on a question without a gold answer
    // τ = 0: answer all: 0 + 1 + 1 = 2; τ = 0.5: withhold the first (1) + 1 + 1 = 3; τ = 0.9: 1 + 0 + 1 = 2
    assertThat(KbqaTrainer.bestThreshold(new double[] {0.9, 0.2, 0.5}, new double[] {1, 0, 1}, new double[] {0, 1, 0})).isEqualTo(0.5);
    // answering never hurts: τ = 0
    assertThat(KbqaTrainer.bestThreshold(new double[] {0.3, 0.6}, new double[] {1, 0}, new double[] {0, 0})).isZero();
    // every answer wrong and withholding right: above the largest probability
    assertThat(KbqaTrainer.bestThreshold(new double[] {0.3, 0.6}, new double[] {0, 0}, new double[] {1, 1})).isEqualTo(Math.nextUp(0.6));
  }
}
