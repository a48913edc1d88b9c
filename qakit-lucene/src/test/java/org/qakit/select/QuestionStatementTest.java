package org.qakit.select;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.qakit.text.Language;

class QuestionStatementTest {

  @Test
  void chineseStatementsLoseTheQuestionWordsAndTheFinalParticles() {
    assertThat(QuestionStatement.statement("《恶作剧之吻》中袁湘琴是谁演的？", Language.CHINESE)).isEqualTo("《恶作剧之吻》中袁湘琴是演的");
    assertThat(QuestionStatement.statement("佛罗伦萨什么时候降水比较多？", Language.CHINESE)).isEqualTo("佛罗伦萨降水比较多");
    assertThat(QuestionStatement.statement("首尔地铁一共有多少个车站？", Language.CHINESE)).isEqualTo("首尔地铁一共有个车站");
    assertThat(QuestionStatement.statement("他几乎每天都来吗？", Language.CHINESE)).isEqualTo("他几乎每天都来");
    // nothing but question words: the question itself, NFKC-normalised (？ → ?)
    assertThat(QuestionStatement.statement("什么？", Language.CHINESE)).isEqualTo("什么?");
  }

  @Test
  void englishStatementsLoseWhWordsAndTheAuxiliaryAfterThem() {
    assertThat(QuestionStatement.statement("How are epithelial tissues joined together?", Language.ENGLISH))
        .isEqualTo("epithelial tissues joined together");
    assertThat(QuestionStatement.statement("what is the population of Houston", Language.ENGLISH)).isEqualTo("the population of houston");
    assertThat(QuestionStatement.statement("Who?", Language.ENGLISH)).isEqualTo("Who?");
  }

  @Test
  void czechHasNoRules() {
    assertThat(QuestionStatement.statement("Kdo napsal Babičku?", Language.CZECH)).isEqualTo("Kdo napsal Babičku?");
  }

  @Test
  void theRelationDropsTheEntity() {
    // topic 星野飞鸟 (the prefix candidates contain): the rest 的三围是多少 without 多少
    assertThat(QuestionStatement.relation("星野飞鸟的三围是多少？", Language.CHINESE, "星野飞鸟", null)).isEqualTo("的三围是");
    // titles go too, also when there is no topic
    assertThat(QuestionStatement.relation("《红楼梦》的作者是谁", Language.CHINESE, "", null)).isEqualTo("的作者是");
    // en: the document title's words and the capitalised spans
    assertThat(QuestionStatement.relation("how old is the youngest mother in the world", Language.ENGLISH, "", "Youngest mother"))
        .isEqualTo("old is the in the world"); // "is" follows "old", not a wh-word
    assertThat(QuestionStatement.relation("Who wrote Hamlet?", Language.ENGLISH, "", null)).isEqualTo("wrote");
    // nothing left: the statement
    assertThat(QuestionStatement.relation("星野飞鸟是谁", Language.CHINESE, "星野飞鸟是", null)).isEqualTo("星野飞鸟是");
  }
}
