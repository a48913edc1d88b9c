package org.qakit.solve.entail;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The numbered-statement reader on hand-written stems in the style of Chinese geography exams. */
class NumberedStatementsTest {

  @Test
  void readsTheLeadTheStatementsAndTheCombinations() {
    var read = NumberedStatements.read("城市化率提升主要是因为（ ）①工业发展迅速 ②服务业带动；③人口就地城市化④高校扩招。",
        List.of("①②", "①③", "② ③", "③、④")).orElseThrow();
    assertThat(read.lead()).isEqualTo("城市化率提升主要是因为（ ）");
    assertThat(read.statements()).containsExactly(Map.entry('①', "工业发展迅速"), Map.entry('②', "服务业带动"),
        Map.entry('③', "人口就地城市化"), Map.entry('④', "高校扩招"));
    assertThat(read.options()).containsExactly(Set.of('①', '②'), Set.of('①', '③'), Set.of('②', '③'), Set.of('③', '④'));
    assertThat(read.used()).containsExactly('①', '②', '③', '④');
  }

  @Test
  void usedListsOnlyTheNamedStatementsInStemOrder() {
    var read = NumberedStatements.read("措施是①甲②乙③丙④丁", List.of("③①", "①")).orElseThrow();
    assertThat(read.used()).containsExactly('①', '③');
  }

  @Test
  void optionsWithTextOfTheirOwnAreNotRead() {
    assertThat(NumberedStatements.read("原因是①甲②乙", List.of("①②", "①和乙"))).isEmpty();
    assertThat(NumberedStatements.read("原因是①甲②乙", List.of("人口增加", "气候变暖"))).isEmpty();
  }

  @Test
  void orderingQuestionsAndFigureLabelsAreNotRead() {
    // the same set in every option: a sequence, not a choice of statements
    assertThat(NumberedStatements.read("依次为①甲②乙③丙", List.of("①②③", "③②①"))).isEmpty();
    // numerals that name curves of a figure: no statements in the stem
    assertThat(NumberedStatements.read("图中表示老年人口的曲线是（ ）", List.of("①", "②", "③", "④"))).isEmpty();
    // a numeral the stem lists twice, or with nothing after it
    assertThat(NumberedStatements.read("①甲②乙①丙", List.of("①", "②"))).isEmpty();
    assertThat(NumberedStatements.read("原因是①甲②。", List.of("①", "②"))).isEmpty();
  }
}
