package org.qakit.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.qakit.eval.metric.MetricsTest.as;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Prediction.CandidateScores;

/** P@k and recall@k. */
class CutoffMetricsTest {
  // scores rank the positions 2, 1, 3, 4, 0, whose labels are 1, 0, 0, 0, 1
  static final AnswerSelectionItem FIVE = as("5", 1, 0, 1, 0, 0);
  static final Prediction FIVE_SCORES = new CandidateScores("5", List.of(0.1, 0.5, 0.9, 0.3, 0.2));

  static double score(Metric m, AnswerSelectionItem item, Prediction p) {
    return m.score(item, p);
  }

  @Test
  void precisionCountsPositivesInTheTopKOverK() {
    assertThat(score(new PrecisionAtK(1), FIVE, FIVE_SCORES)).isEqualTo(1.0); // 1 / 1
    assertThat(score(new PrecisionAtK(3), FIVE, FIVE_SCORES)).isCloseTo(1 / 3.0, within(1e-12)); // labels 1,0,0: 1/3
    assertThat(score(new PrecisionAtK(5), FIVE, FIVE_SCORES)).isCloseTo(0.4, within(1e-12)); // 2/5
  }

  @Test
  void precisionDividesByKEvenWithFewerCandidates() {
    // 5 candidates, 2 positive: P@10 = 2/10 (trec_eval: non-relevant documents fill the rest)
    assertThat(score(new PrecisionAtK(10), FIVE, FIVE_SCORES)).isCloseTo(0.2, within(1e-12));
    // 1 candidate, positive: P@3 = 1/3, never 1
    assertThat(score(new PrecisionAtK(3), as("1", 1), new CandidateScores("1", List.of(0.0)))).isCloseTo(1 / 3.0, within(1e-12));
  }

  @Test
  void recallCountsPositivesInTheTopKOverAllPositives() {
    assertThat(score(new RecallAtK(1), FIVE, FIVE_SCORES)).isCloseTo(0.5, within(1e-12)); // 1 of m=2
    assertThat(score(new RecallAtK(5), FIVE, FIVE_SCORES)).isEqualTo(1.0); // 2 of 2
    assertThat(score(new RecallAtK(100), FIVE, FIVE_SCORES)).isEqualTo(1.0); // fewer than k candidates: all in the top k
  }

  @Test
  void tiesAreBrokenByPosition() {
    // both tied: position 0 (negative) ranks first, position 1 (positive) second
    var tie = as("t", 0, 1);
    var scores = new CandidateScores("t", List.of(0.5, 0.5));
    assertThat(score(new PrecisionAtK(1), tie, scores)).isEqualTo(0.0); // 0 / 1
    assertThat(score(new RecallAtK(1), tie, scores)).isEqualTo(0.0); // 0 / 1
    assertThat(score(new PrecisionAtK(3), tie, scores)).isCloseTo(1 / 3.0, within(1e-12)); // 1 / 3
    assertThat(score(new RecallAtK(5), tie, scores)).isEqualTo(1.0); // 1 / 1
  }

  @Test
  void aQuestionWithoutPositiveScoresZero() {
    var none = as("n", 0, 0, 0);
    var scores = new CandidateScores("n", List.of(0.3, 0.2, 0.1));
    assertThat(score(new PrecisionAtK(1), none, scores)).isEqualTo(0.0);
    assertThat(score(new RecallAtK(20), none, scores)).isEqualTo(0.0); // m = 0: 0 and counted, not excluded
  }

  @Test
  void idsNameTheCutOffAndBadCutOffsAreRefused() {
    assertThat(new PrecisionAtK(5).id()).isEqualTo("p@5");
    assertThat(new RecallAtK(20).id()).isEqualTo("recall@20");
    assertThatThrownBy(() -> new PrecisionAtK(0)).hasMessage("precision at k needs a cut-off k >= 1, found 0");
    assertThatThrownBy(() -> new RecallAtK(-1)).hasMessage("recall at k needs a cut-off k >= 1, found -1");
  }
}
