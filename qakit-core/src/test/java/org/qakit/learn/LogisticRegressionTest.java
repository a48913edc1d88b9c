package org.qakit.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LogisticRegressionTest {

  @Test
  void separatesALinearlySeparableToyProblem() {
    // 1-d: x < 0 -> 0, x > 0 -> 1; the second feature is constant (scale 1, weight 0)
    double[][] x = {{-3, 5}, {-2, 5}, {-1, 5}, {1, 5}, {2, 5}, {3, 5}};
    int[] y = {0, 0, 0, 1, 1, 1};
    var lr = LogisticRegression.train(x, y, 1e-3);
    for (int i = 0; i < x.length; i++) {
      assertThat(lr.probability(x[i]) > 0.5).as("row %d", i).isEqualTo(y[i] == 1);
    }
    assertThat(lr.weights()[0]).isPositive();
    assertThat(lr.weights()[1]).isEqualTo(0.0);
    // mean of x1 = 0; sd = sqrt((9+4+1)*2/6) = sqrt(14/3) = 2.1602
    assertThat(lr.mean()[0]).isEqualTo(0.0);
    assertThat(lr.scale()[0]).isCloseTo(2.1602, within(1e-4));
    assertThat(lr.scale()[1]).isEqualTo(1.0);
    // symmetric data: the bias is 0
    assertThat(lr.bias()).isCloseTo(0.0, within(1e-9));
  }

  @Test
  void contributionsAddUpToTheScore() {
    var lr = new LogisticRegression(new double[] {1, 0}, new double[] {2, 1}, new double[] {0.5, -1}, 0.25);
    // c0 = 0.5 · (3 − 1)/2 = 0.5; c1 = −1 · (2 − 0)/1 = −2; score = 0.25 + 0.5 − 2 = −1.25
    assertThat(lr.contributions(new double[] {3, 2})).containsExactly(0.5, -2.0);
    assertThat(lr.score(new double[] {3, 2})).isEqualTo(-1.25);
    assertThatThrownBy(() -> lr.contributions(new double[] {1})).hasMessage("expected 2 features, found 1");
  }

  @Test
  void matchesTheClosedFormOptimumWithoutFeaturesVariance() {
    // a constant feature only: the optimum is the bias alone, b = logit(share of positives) = ln(1/3)
    double[][] x = {{1}, {1}, {1}, {1}};
    int[] y = {1, 0, 0, 0};
    var lr = LogisticRegression.train(x, y, 0.1);
    assertThat(lr.bias()).isCloseTo(Math.log(1.0 / 3), within(1e-9));
    assertThat(lr.probability(new double[] {7})).isCloseTo(0.25, within(1e-9));
  }

  @Test
  void strongerRegularisationGivesSmallerWeights() {
    double[][] x = {{-2}, {-1}, {0.5}, {1}, {2}, {-0.5}};
    int[] y = {0, 0, 0, 1, 1, 1};
    double weak = LogisticRegression.train(x, y, 1e-3).weights()[0];
    double strong = LogisticRegression.train(x, y, 10).weights()[0];
    assertThat(strong).isPositive().isLessThan(weak);
  }

  @Test
  void sameDataGiveTheSameWeightsBitForBit() {
    var rnd = new Random(7);
    double[][] x = new double[500][4];
    int[] y = new int[500];
    for (int i = 0; i < x.length; i++) {
      for (int j = 0; j < 4; j++) {
        x[i][j] = rnd.nextGaussian();
      }
      y[i] = x[i][0] + 0.5 * x[i][1] + rnd.nextGaussian() > 0 ? 1 : 0;
    }
    var a = LogisticRegression.train(x, y, 1e-3);
    var b = LogisticRegression.train(x, y, 1e-3);
    assertThat(a).isEqualTo(b);
    assertThat(a.weights()[0]).isGreaterThan(a.weights()[1]).isGreaterThan(Math.abs(a.weights()[2]));
  }

  @Test
  void rejectsBadInputWithPreciseMessages() {
    assertThatThrownBy(() -> LogisticRegression.train(new double[][] {{1}, {2}}, new int[] {0, 2}, 1))
        .hasMessage("row 1: expected label 0 or 1, found 2");
    assertThatThrownBy(() -> LogisticRegression.train(new double[][] {{1}, {2, 3}}, new int[] {0, 1}, 1))
        .hasMessage("row 1: expected 1 features, found 2");
    assertThatThrownBy(() -> LogisticRegression.train(new double[][] {{1}}, new int[] {0}, -1))
        .hasMessage("expected lambda >= 0, found -1.0");
    assertThatThrownBy(() -> LogisticRegression.train(new double[][] {{Double.NaN}}, new int[] {0}, 1))
        .hasMessage("row 0: expected finite features, found NaN");
    var lr = LogisticRegression.train(new double[][] {{1}, {2}}, new int[] {0, 1}, 1);
    assertThatThrownBy(() -> lr.score(new double[2])).hasMessage("expected 1 features, found 2");
  }

  @Test
  void pairwiseRankerOrdersWithinGroups() {
    // each group: the positive has the larger first feature, but groups are offset by large constants
    List<double[][]> groups = List.of(
        new double[][] {{10, 0}, {11, 1}, {9, 0}},
        new double[][] {{-5, 3}, {-4, 2}},
        new double[][] {{100, 1}, {99, 1}});
    List<int[]> labels = List.of(new int[] {0, 1, 0}, new int[] {0, 1}, new int[] {1, 0});
    var ranker = PairwiseRanker.train(groups, labels, 1e-3);
    for (int g = 0; g < groups.size(); g++) {
      double[][] x = groups.get(g);
      int best = 0;
      for (int i = 1; i < x.length; i++) {
        if (ranker.score(x[i]) > ranker.score(x[best])) {
          best = i;
        }
      }
      assertThat(labels.get(g)[best]).as("group %d", g).isEqualTo(1);
    }
    assertThat(ranker.model().bias()).isEqualTo(0.0);
    assertThat(PairwiseRanker.train(groups, labels, 1e-3)).isEqualTo(ranker);
    assertThatThrownBy(() -> PairwiseRanker.train(List.<double[][]>of(new double[][] {{1}}), List.<int[]>of(new int[] {0}), 1))
        .hasMessage("expected at least one group with a positive and a negative row, found none");
  }
}
