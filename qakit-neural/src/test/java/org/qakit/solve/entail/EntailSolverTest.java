package org.qakit.solve.entail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.Retriever;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Scenario;
import org.qakit.solve.Prediction;

/** EntailSolver with a stub retriever and a stub scorer, so every score is written out by hand. */
class EntailSolverTest {

  /** Returns, for a query ending in an option, that option's hits; records every query and k. */
  private static final class StubRetriever implements Retriever {
    final Map<String, List<Hit>> byOption;
    final List<String> queries = new ArrayList<>();
    final List<Integer> ks = new ArrayList<>();

    StubRetriever(Map<String, List<Hit>> byOption) {
      this.byOption = byOption;
    }

    @Override
    public synchronized List<Hit> search(String text, int k) {
      queries.add(text);
      ks.add(k);
      return byOption.entrySet().stream().filter(e -> text.endsWith(e.getKey())).map(Map.Entry::getValue)
          .findFirst().orElse(List.of()).stream().limit(k).toList();
    }

    @Override
    public String describe() {
      return "stub";
    }

    @Override
    public void close() {}
  }

  /** Support = the number of characters the premise shares with the hypothesis, divided by 10. */
  private static final SupportScorer SHARED_CHARACTERS = new SupportScorer() {
    @Override
    public String describe() {
      return "shared-characters";
    }

    @Override
    public double[] support(String hypothesis, List<String> premises) {
      return premises.stream().mapToDouble(p -> p.chars().distinct().filter(c -> hypothesis.indexOf(c) >= 0).count() / 10.0).toArray();
    }

    @Override
    public double floor() {
      return -1;
    }
  };

  private static final MultipleChoiceItem ITEM = new MultipleChoiceItem("q1", "影响是（ ）",
      List.of(new Choice("A", "人口增加"), new Choice("B", "气候变暖"), new Choice("C", "河流改道")), "A",
      Scenario.text("某城市扩张。"), List.of(), Map.of(), null, Map.of());

  @Test
  void eachOptionIsScoredByItsBestSupportingSentence() {
    var retriever = new StubRetriever(Map.of(
        "人口增加", List.of(new Hit("s1", "城市人口增加", null, 9.5), new Hit("s2", "人口迁移", null, 7.0)),
        "气候变暖", List.of(new Hit("s3", "全球气候", null, 3.0))));
    var solver = new EntailSolver(retriever, SHARED_CHARACTERS, 2);
    var solution = solver.solveWithEvidence(ITEM).orElseThrow();
    // hypotheses: 影响是人口增加, 影响是气候变暖, 影响是河流改道
    // A: 城市人口增加 shares 人 口 增 加 = 0.4; 人口迁移 shares 人 口 = 0.2 -> max 0.4
    // B: 全球气候 shares 气 候 = 0.2
    // C: no hit -> the scorer's floor, -1
    assertThat(((Prediction.ChoiceScores) solution.prediction()).scores()).containsExactly(
        Map.entry("A", 0.4), Map.entry("B", 0.2), Map.entry("C", -1.0));
    assertThat(retriever.queries).containsExactly("某城市扩张。 影响是（ ） 人口增加", "某城市扩张。 影响是（ ） 气候变暖",
        "某城市扩张。 影响是（ ） 河流改道");
    assertThat(retriever.ks).containsOnly(2);
    var json = solution.evidence().json();
    assertThat(json.path("negated").asBoolean()).isFalse();
    assertThat(json.path("scorer").asText()).isEqualTo("shared-characters");
    assertThat(json.path("retriever").asText()).isEqualTo("stub");
    assertThat(json.path("sentences").asInt()).isEqualTo(2);
    var a = json.path("options").get(0);
    assertThat(a.path("label").asText()).isEqualTo("A");
    assertThat(a.path("hypothesis").asText()).isEqualTo("影响是人口增加");
    assertThat(a.path("premises").get(1).path("id").asText()).isEqualTo("s2");
    assertThat(a.path("premises").get(1).path("retrieval").asDouble()).isEqualTo(7.0);
    assertThat(a.path("premises").get(1).path("support").asDouble()).isEqualTo(0.2);
    assertThat(json.path("options").get(2).path("premises")).isEmpty();
    assertThat(solver.solve(ITEM)).contains(solution.prediction());
  }

  @Test
  void aNegatedStemAsksForTheLeastSupportedOption() {
    var retriever = new StubRetriever(Map.of(
        "人口增加", List.of(new Hit("s1", "城市人口增加", null, 9.5)),
        "气候变暖", List.of(new Hit("s3", "全球气候", null, 3.0))));
    var item = MultipleChoiceItem.of("q3", "影响不包括", List.of(new Choice("A", "人口增加"), new Choice("B", "气候变暖")), "B");
    var solution = new EntailSolver(retriever, SHARED_CHARACTERS).solveWithEvidence(item).orElseThrow();
    // hypotheses 影响不包括 人口增加 (support 0.4: 人 口 增 加) and 影响不包括 气候变暖 (0.2: 气 候), negated
    assertThat(((Prediction.ChoiceScores) solution.prediction()).scores()).containsExactly(
        Map.entry("A", -0.4), Map.entry("B", -0.2));
    assertThat(solution.evidence().json().path("negated").asBoolean()).isTrue();
    assertThat(solution.evidence().json().path("options").get(1).path("score").asDouble()).isEqualTo(-0.2);
  }

  @Test
  void numberedStatementsAreScoredOneByOneAndOptionsByTheirMean() {
    var retriever = new StubRetriever(Map.of(
        "人口增加", List.of(new Hit("s1", "城市人口增加", null, 9.5)),
        "气候变暖", List.of(new Hit("s2", "全球气候", null, 3.0)),
        "河流改道", List.of(new Hit("s3", "河流", null, 2.0))));
    var item = MultipleChoiceItem.of("q4", "影响是（ ）①人口增加②气候变暖③河流改道",
        List.of(new Choice("A", "①②"), new Choice("B", "①③"), new Choice("C", "②③")), "A");
    var solution = new EntailSolver(retriever, SHARED_CHARACTERS).solveWithEvidence(item).orElseThrow();
    // hypotheses 影响是人口增加 (s1 shares 人 口 增 加: 0.4), 影响是气候变暖 (s2: 气 候, 0.2), 影响是河流改道 (s3: 河 流, 0.2)
    // A = (0.4 + 0.2) / 2 = 0.3; B = (0.4 + 0.2) / 2 = 0.3; C = (0.2 + 0.2) / 2 = 0.2
    var scores = ((Prediction.ChoiceScores) solution.prediction()).scores();
    assertThat(scores.get("A")).isCloseTo(0.3, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(scores.get("B")).isCloseTo(0.3, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(scores.get("C")).isCloseTo(0.2, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(retriever.queries).containsExactly("影响是（ ） 人口增加", "影响是（ ） 气候变暖", "影响是（ ） 河流改道");
    var json = solution.evidence().json();
    assertThat(json.path("statements")).hasSize(3);
    assertThat(json.path("statements").get(0).path("numeral").asText()).isEqualTo("①");
    assertThat(json.path("statements").get(0).path("hypothesis").asText()).isEqualTo("影响是人口增加");
    assertThat(json.path("statements").get(0).path("support").asDouble()).isEqualTo(0.4);
    assertThat(json.path("options").get(2).path("hypothesis").asText()).isEqualTo("②③");
  }

  @Test
  void aNegatedLeadNegatesTheStatementsAndANegativeStatementDoesNot() {
    var retriever = new StubRetriever(Map.of(
        "人口增加", List.of(new Hit("s1", "城市人口增加", null, 9.5)),
        "气候不会变暖", List.of(new Hit("s2", "全球气候", null, 3.0))));
    var negatedLead = MultipleChoiceItem.of("q5", "影响不包括①人口增加②气候不会变暖",
        List.of(new Choice("A", "①"), new Choice("B", "②")), "B");
    // supports 0.4 (人 口 增 加) and 0.2 (气 候); the lead 影响不包括 is negated: A = -0.4, B = -0.2
    assertThat(((Prediction.ChoiceScores) new EntailSolver(retriever, SHARED_CHARACTERS).solve(negatedLead).orElseThrow())
        .scores()).containsExactly(Map.entry("A", -0.4), Map.entry("B", -0.2));
    // the last statement says 不会 (a marker when the whole stem is read), but the lead 影响是 is not negated:
    // A = 0.4 (人 口 增 加), B = 0.2 (气 候)
    var plainLead = MultipleChoiceItem.of("q6", "影响是①人口增加②气候不会变暖", List.of(new Choice("A", "①"), new Choice("B", "②")), "A");
    assertThat(NegatedStem.test(plainLead.stem())).isTrue();
    assertThat(((Prediction.ChoiceScores) new EntailSolver(retriever, SHARED_CHARACTERS).solve(plainLead).orElseThrow())
        .scores()).containsExactly(Map.entry("A", 0.4), Map.entry("B", 0.2));
  }

  @Test
  void withoutAScenarioTheQueryIsStemAndOption() {
    var retriever = new StubRetriever(Map.of());
    var item = MultipleChoiceItem.of("q2", "Which melts ice?", List.of(new Choice("A", "heat"), new Choice("B", "cold")), "A");
    new EntailSolver(retriever, SHARED_CHARACTERS).solve(item);
    assertThat(retriever.queries).containsExactly("Which melts ice? heat", "Which melts ice? cold");
    assertThat(retriever.ks).containsOnly(EntailSolver.DEFAULT_SENTENCES);
  }

  @Test
  void answersMultipleChoiceOnly() {
    var item = AnswerSelectionItem.of("s1", "q", List.of(new Candidate("0", "c", 1)));
    assertThat(new EntailSolver(new StubRetriever(Map.of()), SHARED_CHARACTERS).solveWithEvidence(item)).isEmpty();
  }

  @Test
  void rejectsMissingPartsWithTheOptionThatGivesThem() {
    var retriever = new StubRetriever(Map.of());
    assertThatThrownBy(() -> new EntailSolver(null, SHARED_CHARACTERS)).hasMessageContaining("--index");
    assertThatThrownBy(() -> new EntailSolver(retriever, null)).hasMessageContaining("--encoder or --cross-encoder");
    assertThatThrownBy(() -> new EntailSolver(retriever, SHARED_CHARACTERS, 0))
        .hasMessage("entail: sentences retrieved per option must be at least 1, found 0");
    assertThat(new EntailSolver(retriever, SHARED_CHARACTERS).description()).contains("top 6 sentences", "stub", "shared-characters");
  }
}
