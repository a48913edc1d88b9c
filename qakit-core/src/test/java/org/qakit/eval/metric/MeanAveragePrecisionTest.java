package org.qakit.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.qakit.eval.metric.MetricsTest.as;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.eval.ItemScores;
import org.qakit.solve.Prediction;
import org.qakit.solve.Prediction.CandidateScores;

class MeanAveragePrecisionTest {
  private final Metric map = new MeanAveragePrecision();

  @Test
  void averagesPrecisionAtEachPositiveOverTheNumberOfPositives() {
    // ranking 0,1,2,3 = labels 0,1,0,1: positives at ranks 2 and 4
    // AveP = (P(2) + P(4)) / min(m=2, n=4) = (1/2 + 2/4) / 2 = 1/2
    assertThat(map.score(as("1", 0, 1, 0, 1), new CandidateScores("1", List.of(0.9, 0.8, 0.7, 0.6)))).isCloseTo(0.5, within(1e-12));
    // ranking by score 3,1,0,2 = labels 1,1,0,0: (1/1 + 2/2) / 2 = 1
    assertThat(map.score(as("2", 0, 1, 0, 1), new CandidateScores("2", List.of(0.3, 0.8, 0.1, 0.9)))).isEqualTo(1.0);
  }

  @Test
  void tiesAreBrokenByCandidatePositionAscending() {
    // all tied: ranking 0,1,2 = labels 0,0,1: (P(3) = 1/3) / 1 = 1/3
    // (trec_eval's rule, document id descending, would put the positive first: 1)
    assertThat(map.score(as("1", 0, 0, 1), new CandidateScores("1", List.of(0.5, 0.5, 0.5)))).isCloseTo(1 / 3.0, within(1e-12));
    // candidates 1 and 2 tie at the top: position 1 (the positive) first: 1/1 = 1
    assertThat(map.score(as("2", 0, 1, 0), new CandidateScores("2", List.of(0.2, 0.9, 0.9)))).isEqualTo(1.0);
    // the same tie with the positive at position 2: ranking 1,2,0 = labels 0,1,0: P(2) = 1/2
    assertThat(map.score(as("3", 0, 0, 1), new CandidateScores("3", List.of(0.2, 0.9, 0.9)))).isCloseTo(0.5, within(1e-12));
  }

  @Test
  void aQuestionWithoutPositiveScoresZeroAndCounts() {
    var items = List.of(as("1", 0, 1, 0, 1), as("2", 0, 0, 1), as("3", 0, 0), as("4", 1, 1));
    Map<String, Prediction> p =
        Map.of(
            "1", new CandidateScores("1", List.of(0.9, 0.8, 0.7, 0.6)), // 1/2 (above)
            "2", new CandidateScores("2", List.of(0.5, 0.5, 0.5)), // 1/3 (above)
            "3", new CandidateScores("3", List.of(0.1, 0.2)), // min(m=0, n=2) = 0: 0, counted
            "4", new CandidateScores("4", List.of(0.1, 0.2))); // (1/1 + 2/2) / 2 = 1
    var s = ItemScores.of(map, items, p);
    assertThat(s.values()).containsExactly(new double[] {0.5, 1 / 3.0, 0, 1}, within(1e-12));
    // (1/2 + 1/3 + 0 + 1) / 4 = (11/6) / 4 = 11/24
    assertThat(s.mean()).isCloseTo(11 / 24.0, within(1e-12));
  }

  @Test
  void refusesPredictionsThatDoNotFit() {
    assertThatThrownBy(() -> map.score(as("1", 1, 0), new Prediction.Answers("1", List.of("a"))))
        .hasMessage("item '1': expected candidate scores, found answer strings");
    assertThatThrownBy(() -> map.score(as("1", 1, 0), new CandidateScores("1", List.of(1.0, 2.0, 3.0))))
        .hasMessage("item '1': expected 2 candidate scores, found 3");
  }
}
