package org.qakit.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.eval.ItemScores;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Prediction.CandidateScores;
import org.qakit.solve.Prediction.ChoiceScores;

class MetricsTest {
  static MultipleChoiceItem mc(String id, String answer) {
    return MultipleChoiceItem.of(id, "q", List.of(new Choice("A", "a"), new Choice("B", "b"), new Choice("C", "c")), answer);
  }

  static final List<MultipleChoiceItem> MC = List.of(mc("1", "A"), mc("2", "B"), mc("3", "C"), mc("4", "A"), mc("5", "C"));
  static final Map<String, Prediction> MC_PREDICTIONS =
      Map.of(
          "1", new ChoiceScores("1", Map.of("A", 0.9, "B", 0.1, "C", 0.0)), // right: 1
          "2", new ChoiceScores("2", Map.of("A", 0.5, "B", 0.5, "C", 0.0)), // gold in a 2-way tie: 0 or 1/2
          "3", new ChoiceScores("3", Map.of("A", 0.2, "B", 0.7, "C", 0.1)), // wrong: 0
          "4", new ChoiceScores("4", Map.of("A", 1.0, "B", -1.0, "C", 0.5)), // right: 1
          "5", new ChoiceScores("5", Map.of("A", 0.0, "B", 0.0, "C", 0.0))); // gold in a 3-way tie: 0 or 1/3

  @Test
  void accuracyCountsATieForTheTopAsWrong() {
    assertThat(ItemScores.of(new Accuracy(Accuracy.TiePolicy.WRONG), MC, MC_PREDICTIONS).values())
        .containsExactly(1, 0, 0, 1, 0);
  }

  @Test
  void accuracyWithTieSplitGivesOneOverKToATieHoldingTheGold() {
    var s = ItemScores.of(new Accuracy(Accuracy.TiePolicy.SPLIT), MC, MC_PREDICTIONS);
    assertThat(s.values()).containsExactly(new double[] {1, 0.5, 0, 1, 1 / 3.0}, within(1e-12));
    assertThat(s.mean()).isCloseTo((2 + 0.5 + 1 / 3.0) / 5, within(1e-12));
  }

  @Test
  void missingOrIncompletePredictionsAreErrorsNamingTheItems() {
    var items = List.of(mc("1", "A"), mc("2", "A"));
    assertThatThrownBy(() -> ItemScores.of(new Accuracy(Accuracy.TiePolicy.WRONG), items, Map.of()))
        .hasMessage("2 item(s) have no prediction: 1, 2");
    assertThatThrownBy(() -> new Accuracy(Accuracy.TiePolicy.WRONG).score(items.get(0), new ChoiceScores("1", Map.of("A", 1.0))))
        .hasMessageContaining("expected scores for labels [A, B, C]");
  }

  static AnswerSelectionItem as(String id, int... labels) {
    var cands = new java.util.ArrayList<Candidate>();
    for (int i = 0; i < labels.length; i++) {
      cands.add(new Candidate("s" + i, "s" + i, labels[i]));
    }
    return AnswerSelectionItem.of(id, "q", cands);
  }

  @Test
  void mrrByHandWithTiesAndAQuestionWithoutPositive() {
    var items = List.of(as("1", 0, 1, 0), as("2", 0, 0, 1), as("3", 0, 0));
    Map<String, Prediction> p =
        Map.of(
            "1", new CandidateScores("1", List.of(0.3, 0.9, 0.1)), // positive first: 1
            "2", new CandidateScores("2", List.of(0.5, 0.5, 0.5)), // all tied: by position, rank 3: 1/3
            "3", new CandidateScores("3", List.of(0.1, 0.2))); // no positive: 0, still counted
    assertThat(ItemScores.of(new MeanReciprocalRank(), items, p).mean()).isCloseTo((1 + 1 / 3.0 + 0) / 3, within(1e-12));
  }

  @Test
  void mrrRefusesUnlabelledCandidatesAndWrongCounts() {
    var unlabelled = AnswerSelectionItem.of("u", "q", List.of(new Candidate(null, "s", Candidate.UNLABELLED)));
    assertThatThrownBy(() -> new MeanReciprocalRank().score(unlabelled, new CandidateScores("u", List.of(1.0))))
        .hasMessageContaining("unlabelled");
    assertThatThrownBy(() -> new MeanReciprocalRank().score(as("1", 1, 0), new CandidateScores("1", List.of(1.0))))
        .hasMessage("item '1': expected 2 candidate scores, found 1");
  }

  @Test
  void theRegistryListsEachMetricOnceWithItsKind() {
    assertThat(Metrics.registry().ids())
        .containsExactly(
            "accuracy", "accuracy-tie-split", "mrr", "map", "p@1", "p@3", "p@5", "p@10",
            "recall@1", "recall@5", "recall@10", "recall@20", "recall@100",
            "kbqa-f1", "kbqa-acc@1", "kbqa-acc@5", "kbqa-mrr", "kbqa-entity-acc", "kbqa-predicate-acc", "em", "f1",
            "em-lemma", "f1-lemma");
    assertThat(Metrics.get("mrr").kind()).isEqualTo(ItemKind.ANSWER_SELECTION);
    assertThat(Metrics.forKind(ItemKind.KB_QUESTION)).extracting(Metric::id).containsExactly("kbqa-f1", "kbqa-acc@1", "kbqa-acc@5", "kbqa-mrr",
        "kbqa-entity-acc", "kbqa-predicate-acc");
    assertThat(Metrics.forKind(ItemKind.EXTRACTION)).extracting(Metric::id).containsExactly("em", "f1", "em-lemma", "f1-lemma");
    assertThat(Metrics.forKind(ItemKind.MULTIPLE_CHOICE)).extracting(Metric::id).containsExactly("accuracy", "accuracy-tie-split");
    for (Metric m : Metrics.registry().all()) {
      assertThat(m.description()).as(m.id()).isNotBlank().doesNotContain("\n");
    }
  }

  @Test
  void negativeZeroTiesWithZeroSoThePositionDecides() {
    // scores [-0.0, 0.0]: a tie; by position the negative candidate 0 ranks first, the positive second: RR 1/2
    var item = as("z", 0, 1);
    assertThat(new MeanReciprocalRank().score(item, new CandidateScores("z", List.of(-0.0, 0.0)))).isEqualTo(0.5);
  }
}
