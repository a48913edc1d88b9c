package org.qakit.solve.ensemble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;

class EnsembleTrainerTest {

  /** A member scoring option o of item i by a function; abstains on items whose id starts with "x". */
  static Solver member(String id, BiFunction<Integer, Integer, Double> score) {
    return new Solver() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String description() {
        return id;
      }

      @Override
      public Optional<Prediction> solve(Item item) {
        if (!(item instanceof MultipleChoiceItem m) || m.id().startsWith("x")) {
          return Optional.empty();
        }
        int i = Integer.parseInt(m.id());
        var s = new LinkedHashMap<String, Double>();
        for (int o = 0; o < m.choices().size(); o++) {
          s.put(m.choices().get(o).label(), score.apply(i, o));
        }
        return Optional.of(new Prediction.ChoiceScores(m.id(), s));
      }
    };
  }

  /** Item i, 4 options A–D, gold = option i mod 4. */
  static MultipleChoiceItem item(String id, int gold) {
    var choices = List.of(new Choice("A", "a"), new Choice("B", "b"), new Choice("C", "c"), new Choice("D", "d"));
    return MultipleChoiceItem.of(id, "q" + id, choices, choices.get(gold).label());
  }

  static List<MultipleChoiceItem> items(int n) {
    var out = new ArrayList<MultipleChoiceItem>();
    for (int i = 0; i < n; i++) {
      out.add(item(String.valueOf(i), i % 4));
    }
    return out;
  }

  // "good" puts the gold option on top in 3 items of 4 (else option gold+1); "noise" ignores the gold
  static final Solver GOOD = member("good", (i, o) -> o == (i % 5 == 0 ? (i + 1) % 4 : i % 4) ? 2.0 : 0.5 * o);
  static final Solver NOISE = member("noise", (i, o) -> (double) ((i * 7 + o * 3) % 5));

  @Test
  void learnsToTrustTheInformativeMember() {
    EnsembleSolver e = EnsembleTrainer.train(List.of(GOOD, NOISE), items(80), 42);
    assertThat(e.weights().keySet()).containsExactly("good:z", "good:top", "noise:z", "noise:top");
    assertThat(e.weights().get("good:top")).isGreaterThan(Math.abs(e.weights().get("noise:top")));
    var t = e.training();
    assertThat(t.lambdas()).isEqualTo(EnsembleTrainer.LAMBDAS);
    assertThat(t.accuracies()).hasSize(EnsembleTrainer.LAMBDAS.size());
    assertThat(t.foldWeights()).hasSize(5).allSatisfy(w -> assertThat(w).hasSize(4));
    // good is right on the 64 items with i mod 5 ≠ 0, and the ensemble follows it
    assertThat(t.cvAccuracy()).isEqualTo(64 / 80.0);
    assertThat(t.summary(e.model())).contains("trained on 80 items").contains("chose lambda=").contains("fold 5").contains("final");
    // the same items and seed give the same weights
    assertThat(EnsembleTrainer.train(List.of(GOOD, NOISE), items(80), 42).model()).isEqualTo(e.model());
  }

  @Test
  void evidenceListsMembersWeightsAndEachOptionsContributions() {
    EnsembleSolver e = EnsembleTrainer.train(List.of(GOOD, NOISE), items(40), 1);
    var s = e.solveWithEvidence(item("2", 2)).orElseThrow();
    var scores = ((Prediction.ChoiceScores) s.prediction()).scores();
    assertThat(scores.entrySet().stream().max(java.util.Map.Entry.comparingByValue()).orElseThrow().getKey()).isEqualTo("C");
    JsonNode ev = s.evidence().json();
    assertThat(ev.path("members").toString()).isEqualTo("[\"good\",\"noise\"]");
    assertThat(ev.path("weights").size()).isEqualTo(4);
    JsonNode c = ev.path("options").get(2);
    assertThat(c.path("label").asText()).isEqualTo("C");
    assertThat(c.path("members").path("good").asDouble()).isEqualTo(2.0);
    // score = bias + Σ contributions
    double sum = ev.path("bias").asDouble();
    for (JsonNode v : c.path("contributions")) {
      sum += v.asDouble();
    }
    assertThat(c.path("score").asDouble()).isCloseTo(sum, org.assertj.core.api.Assertions.within(1e-9));
  }

  @Test
  void anItemEveryMemberAbstainsOnIsNotAnswered() {
    EnsembleSolver e = EnsembleTrainer.train(List.of(GOOD, NOISE), items(20), 1);
    assertThat(e.solve(item("x1", 0))).isEmpty();
  }

  @Test
  void rejectsTooFewMembersDuplicatesAndTooFewItems() {
    assertThatThrownBy(() -> EnsembleTrainer.train(List.of(GOOD), items(10), 1))
        .hasMessage("ensemble: expected at least 2 member solvers, found 1");
    assertThatThrownBy(() -> EnsembleTrainer.train(List.of(GOOD, GOOD), items(10), 1))
        .hasMessage("ensemble: member 'good' is given twice; each member names its features");
    assertThatThrownBy(() -> EnsembleTrainer.train(List.of(GOOD, NOISE), items(1), 1))
        .hasMessage("ensemble: expected at least 2 multiple-choice training items, found 1");
  }
}
