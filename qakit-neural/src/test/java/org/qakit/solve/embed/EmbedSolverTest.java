package org.qakit.solve.embed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.embed.HashingEncoder;
import org.qakit.knowledge.ScanRetriever;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.model.Scenario;
import org.qakit.solve.Prediction;

/** The embed solver with a hashed bag-of-words encoder, so every cosine is one of word counts. */
class EmbedSolverTest {
  static final HashingEncoder WORDS = new HashingEncoder(1024, true);
  static final MultipleChoiceItem ITEM = MultipleChoiceItem.of("q1", "ice water",
      List.of(new Choice("A", "cold"), new Choice("B", "sand")), "A");
  static final List<Passage> KNOWLEDGE = List.of(Passage.of("p1", "cold ice"), Passage.of("p2", "sand rock water"));

  @Test
  void theTestWordsLandOnDistinctComponents() {
    assertThat(List.of("ice", "water", "cold", "sand", "rock", "frozen").stream().map(WORDS::component).distinct()).hasSize(6);
  }

  @Test
  void withoutKnowledgeTheScoreIsLambdaTimesTheQuestionOptionCosine() {
    var item = MultipleChoiceItem.of("q2", "ice water", List.of(new Choice("A", "ice"), new Choice("B", "sand")), "A");
    var solver = new EmbedSolver(WORDS);
    var p = (Prediction.ChoiceScores) solver.solve(item).orElseThrow();
    // q = (ice, water)/√2; A = (ice): 1/√2 = 0.70711, times λ = 0.5: 0.35355; B shares nothing: 0
    assertThat(p.scores().get("A")).isCloseTo(0.5 / Math.sqrt(2), within(1e-6));
    assertThat(p.scores().get("B")).isCloseTo(0, within(1e-9));
    var e = solver.explainItem(item);
    assertThat(e.retriever()).isNull();
    assertThat(e.options().getFirst().passages()).isEmpty();
    assertThat(e.options().getFirst().knowledge()).isZero();
  }

  @Test
  void knowledgeIsTheBestSupportOfTheOptionsPassages() {
    var solver = new EmbedSolver(WORDS, new ScanRetriever(KNOWLEDGE, WORDS), 1, 0.5);
    var e = solver.explainItem(ITEM);
    // A: query "ice water cold" finds p1 "cold ice" (2/(√3 √2) = 0.8165 against p2's 1/3)
    //   cos(q, p1) = 1/(√2 √2) = 0.5; cos(A, p1) = 1/√2 = 0.70711; cos(B, p1) = 0; mean = 0.35355
    //   support = 0.5 + 0.70711 - 0.35355 = 0.85355; direct = 0
    var a = e.options().get(0);
    assertThat(a.query()).isEqualTo("ice water cold");
    assertThat(a.passages()).extracting(EmbedSolver.PassageEvidence::id).containsExactly("p1");
    var p1 = a.passages().getFirst();
    assertThat(p1.question()).isCloseTo(0.5, within(1e-6));
    assertThat(p1.option()).isCloseTo(Math.sqrt(0.5), within(1e-6));
    assertThat(p1.options()).isCloseTo(Math.sqrt(0.5) / 2, within(1e-6));
    assertThat(p1.support()).isCloseTo(0.5 + Math.sqrt(0.5) / 2, within(1e-6));
    assertThat(p1.retrieval()).isCloseTo(2 / Math.sqrt(6), within(1e-6));
    assertThat(a.score()).isCloseTo(0.85355, within(1e-5));
    // B: query "ice water sand" finds p2 "sand rock water" (2/3 against p1's 1/√6 = 0.408)
    //   cos(q, p2) = 1/(√2 √3) = 0.40825; cos(B, p2) = 1/√3 = 0.57735; cos(A, p2) = 0; mean = 0.28868
    //   support = 0.40825 + 0.57735 - 0.28868 = 0.69692
    var b = e.options().get(1);
    assertThat(b.passages()).extracting(EmbedSolver.PassageEvidence::id).containsExactly("p2");
    assertThat(b.score()).isCloseTo(1 / Math.sqrt(6) + 1 / Math.sqrt(3) / 2, within(1e-6));
    assertThat(e.retriever()).isEqualTo("scan(hashing-1024)");
    assertThat(e.question()).isEqualTo("ice water");
    assertThat(solver.solve(ITEM).orElseThrow()).isEqualTo(solver.solveWithEvidence(ITEM).orElseThrow().prediction());
  }

  @Test
  void aPassageEquallyCloseToEveryOptionAddsOnlyItsQuestionCosine() {
    // the only passage, "frozen", is far from both options: support = cos(q, p) + 0 - 0 for each
    var solver = new EmbedSolver(WORDS, new ScanRetriever(List.of(Passage.of("f", "frozen water")), WORDS), 3, 0);
    var p = (Prediction.ChoiceScores) solver.solve(ITEM).orElseThrow();
    // cos(q, "frozen water") = 1/(√2 √2) = 0.5 for both options: a tie
    assertThat(p.scores()).containsExactly(Map.entry("A", p.scores().get("B")), Map.entry("B", p.scores().get("B")));
    assertThat(p.scores().get("A")).isCloseTo(0.5, within(1e-6));
  }

  @Test
  void theScenarioComesBeforeTheStemAndTheEvidenceIsJson() {
    var item = new MultipleChoiceItem("s1", "water", List.of(new Choice("A", "cold"), new Choice("B", "sand")), "A",
        Scenario.text("ice"), List.of(), Map.of(), null, Map.of());
    var solution = new EmbedSolver(WORDS, new ScanRetriever(KNOWLEDGE, WORDS), 1, 0.5).solveWithEvidence(item).orElseThrow();
    String json = solution.evidence().toString();
    assertThat(json).startsWith("{\"model\":\"hashing-1024\",\"retriever\":\"scan(hashing-1024)\",\"passages\":1,"
        + "\"directWeight\":0.5,\"question\":\"ice water\",\"options\":[{\"label\":\"A\",");
    assertThat(json).contains("\"query\":\"ice water cold\"").contains("\"passages\":[{\"id\":\"p1\",\"text\":\"cold ice\",\"retrieval\":");
  }

  @Test
  void answersOnlyMultipleChoiceAndRejectsBadSettings() {
    var selection = AnswerSelectionItem.of("a", "q", List.of(new Candidate(null, "x", 1)));
    assertThat(new EmbedSolver(WORDS).solve(selection)).isEmpty();
    assertThat(new EmbedSolver(WORDS).solveWithEvidence(selection)).isEmpty();
    assertThatThrownBy(() -> new EmbedSolver(null)).hasMessageContaining("an encoder is required");
    assertThatThrownBy(() -> new EmbedSolver(WORDS, null, 0, 0.5)).hasMessageContaining("at least 1, found 0");
    assertThatThrownBy(() -> new EmbedSolver(WORDS, null, 5, -1)).hasMessageContaining("at least 0, found -1.0");
    assertThatThrownBy(() -> new EmbedSolver(WORDS, null, 5, Double.NaN)).hasMessageContaining("found NaN");
    assertThat(new EmbedSolver(WORDS).id()).isEqualTo("embed");
    assertThat(new EmbedSolver(WORDS).description()).contains("hashing-1024").contains("no knowledge");
  }
}
