package org.qakit.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.ExtractionItem;
import org.qakit.model.ItemKind;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Prediction.Answers;
import org.qakit.solve.Prediction.CandidateScores;

class FirstCorrectRankTest {
  static AnswerSelectionItem as(String id, int... labels) {
    var cands = new ArrayList<Candidate>();
    for (int i = 0; i < labels.length; i++) {
      cands.add(new Candidate(null, "s" + i, labels[i]));
    }
    return AnswerSelectionItem.of(id, "q", cands);
  }

  static final List<AnswerSelectionItem> ITEMS =
      List.of(as("a1", 0, 1, 0), as("a2", 1, 0), as("a3", 0, 0), as("a4", 0, 0, 0, 0, 1), as("a5", 1));
  static final Map<String, Prediction> SCORES =
      Map.of(
          "a1", new CandidateScores("a1", List.of(0.9, 0.8, 0.1)), // positive second: rank 2
          "a2", new CandidateScores("a2", List.of(0.5, 0.5)), // tie, position 0 first: rank 1
          "a3", new CandidateScores("a3", List.of(0.5, 0.4)), // no positive: not found
          "a4", new CandidateScores("a4", List.of(5.0, 4.0, 3.0, 2.0, 1.0)), // rank 5
          "a5", new CandidateScores("a5", List.of(0.0))); // rank 1

  @Test
  void ranksAnswerSelectionByScoreThenPosition() {
    assertThat(ITEMS.stream().map(i -> FirstCorrectRank.of(i, SCORES.get(i.id())))).containsExactly(2, 1, 0, 5, 1);
  }

  @Test
  void countsEachRankUpToKThenLaterAndNotFound() {
    var d = FirstCorrectRank.distribution(ItemKind.ANSWER_SELECTION, ITEMS, SCORES, 3);
    // ranks 2, 1, 0, 5, 1 with k = 3: rank 1 twice, rank 2 once, rank 3 never, rank 5 later, one not found
    assertThat(d.atRank()).containsExactly(2L, 1L, 0L);
    assertThat(d.later()).isEqualTo(1);
    assertThat(d.notFound()).isEqualTo(1);
    assertThat(d.total()).isEqualTo(5);
    assertThat(d.cutoff()).isEqualTo(3);
    assertThat(d.shareWithin(1)).isCloseTo(0.4, within(1e-12)); // 2/5
    assertThat(d.shareWithin(3)).isCloseTo(0.6, within(1e-12)); // (2 + 1 + 0) / 5
    assertThatThrownBy(() -> d.shareWithin(4)).hasMessage("expected a rank 1-3, found 4");
  }

  @Test
  void ranksKnowledgeBaseAndExtractionAnswersWithRepeatsTakingNoRank() {
    var kb = new KbQuestionItem("k", "q", List.of("美国"), null, Map.of());
    // normalised: a, a (repeat), Ａ (repeat), 美国: rank 2
    assertThat(FirstCorrectRank.of(kb, new Answers("k", List.of("a", "a", "Ａ", "美国")))).isEqualTo(2);
    assertThat(FirstCorrectRank.of(kb, new Answers("k", List.of()))).isEqualTo(0);
    var ex = new ExtractionItem("e", "q", "p", List.of("Praha"), Map.of(), null);
    // tokens: [brno], [brno] (repeat), [praha]: rank 2
    assertThat(FirstCorrectRank.of(ex, new Answers("e", List.of("Brno", "brno.", "PRAHA")))).isEqualTo(2);
    assertThat(FirstCorrectRank.of(ex, new Answers("e", List.of("Ostrava")))).isEqualTo(0);
  }

  @Test
  void refusesMultipleChoiceMissingPredictionsAndBadCutOffs() {
    var mc = MultipleChoiceItem.of("m", "q", List.of(new Choice("A", "a"), new Choice("B", "b")), "A");
    assertThatThrownBy(() -> FirstCorrectRank.of(mc, new Prediction.ChoiceScores("m", Map.of("A", 1.0, "B", 0.0))))
        .hasMessage("item 'm': expected answer-selection, kb-question or extraction, found multiple-choice");
    assertThatThrownBy(() -> FirstCorrectRank.distribution(ItemKind.ANSWER_SELECTION, ITEMS, Map.of(), 3))
        .hasMessage("5 item(s) have no prediction: a1, a2, a3, a4, a5");
    assertThatThrownBy(() -> FirstCorrectRank.distribution(ItemKind.ANSWER_SELECTION, ITEMS, SCORES, 0))
        .hasMessage("the rank distribution needs a cut-off k >= 1, found 0");
  }

  @Test
  void countsOnlyItemsOfTheKindAsked() {
    var d = FirstCorrectRank.distribution(ItemKind.EXTRACTION, ITEMS, SCORES, 3);
    assertThat(d.total()).isZero();
    assertThat(d.shareWithin(1)).isNaN();
  }
}
