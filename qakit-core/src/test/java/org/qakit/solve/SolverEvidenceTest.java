package org.qakit.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.ExtractionItem;
import org.qakit.model.MultipleChoiceItem;

class SolverEvidenceTest {
  static final MultipleChoiceItem MC = new MultipleChoiceItem("k", "Which gas do plants take in?",
      List.of(new Choice("A", "oxygen"), new Choice("B", "carbon dioxide"), new Choice("C", "the")), "B", null,
      List.of(new org.qakit.model.Evidence("e1", "Plants take in carbon dioxide for photosynthesis.", "A")),
      Map.of(), null, Map.of());
  static final AnswerSelectionItem SEL = AnswerSelectionItem.of("s", "where does the Yangtze river rise?",
      List.of(new Candidate(null, "It is long.", 0), new Candidate(null, "The Yangtze river rises in Qinghai.", 1)));

  @Test
  void wordOverlapListsEachOptionsWordsAndTheSharedOnes() {
    Solution s = new WordOverlapSolver().solveWithEvidence(MC).orElseThrow();
    // B: {carbon, dioxide} both in the knowledge sentence: 2/2; A: oxygen nowhere: 0/1; C: only a stop word: no words, 0
    assertThat(s.prediction()).isEqualTo(new Prediction.ChoiceScores("k", Map.of("A", 0.0, "B", 1.0, "C", 0.0)));
    assertThat(s.evidence()).hasToString("{\"context\":\"stem + knowledge\",\"options\":["
        + "{\"label\":\"A\",\"words\":[\"oxygen\"],\"shared\":[]},"
        + "{\"label\":\"B\",\"words\":[\"carbon\",\"dioxide\"],\"shared\":[\"carbon\",\"dioxide\"]},"
        + "{\"label\":\"C\",\"words\":[],\"shared\":[]}]}");
    Solution a = new WordOverlapSolver().solveWithEvidence(SEL).orElseThrow();
    // question words: where, yangtze, river, rise ("does", "the" are stop words); candidate 1 shares yangtze, river
    assertThat(a.prediction()).isEqualTo(new Prediction.CandidateScores("s", List.of(0.0, 2.0)));
    assertThat(a.evidence()).hasToString("{\"questionWords\":[\"where\",\"yangtze\",\"river\",\"rise\"],\"candidates\":["
        + "{\"candidate\":0,\"shared\":[]},{\"candidate\":1,\"shared\":[\"yangtze\",\"river\"]}]}");
  }

  @Test
  void randomGivesItsSeedAndTheSamePredictionAsSolve() {
    var random = new RandomSolver(7);
    Solution s = random.solveWithEvidence(MC).orElseThrow();
    assertThat(s.evidence()).hasToString("{\"seed\":7}");
    assertThat(s.prediction()).isEqualTo(random.solve(MC).orElseThrow());
    assertThat(new WordOverlapSolver().solve(SEL)).contains(new WordOverlapSolver().solveWithEvidence(SEL).orElseThrow().prediction());
  }

  @Test
  void aSolverWithoutEvidenceGivesNoneAndUnhandledKindsGiveNothing() {
    Solver plain = new Solver() {
      public String id() {
        return "plain";
      }

      public String description() {
        return "scores every option 1";
      }

      public java.util.Optional<Prediction> solve(org.qakit.model.Item item) {
        return java.util.Optional.of(new Prediction.ChoiceScores(item.id(), Map.of("A", 1.0)));
      }
    };
    assertThat(plain.solveWithEvidence(MC).orElseThrow().evidenceIfAny()).isEmpty();
    var extraction = new ExtractionItem("x", "q?", "passage", List.of("a"), Map.of(), null);
    assertThat(new WordOverlapSolver().solveWithEvidence(extraction)).isEmpty();
  }

  @Test
  void choiceScoresKeepTheOrderTheyWereGiven() {
    var scores = new java.util.LinkedHashMap<String, Double>();
    for (String label : List.of("H", "G", "F", "E", "D", "C", "B", "A")) {
      scores.put(label, 0.5);
    }
    // Map.copyOf would iterate in an order that changes from one JVM run to the next
    assertThat(new Prediction.ChoiceScores("i", scores).scores().keySet()).containsExactly("H", "G", "F", "E", "D", "C", "B", "A");
  }
}
