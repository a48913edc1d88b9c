package org.qakit.solve.ensemble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MemberFeaturesTest {
  static final List<String> ABCD = List.of("A", "B", "C", "D");

  @Test
  void zScoreAndTopShareWithinTheItem() {
    // s = 1, 3, 3, 5: μ = 3, σ² = (4 + 0 + 0 + 4)/4 = 2
    double[][] f = MemberFeatures.of(ABCD, Map.of("A", 1.0, "B", 3.0, "C", 3.0, "D", 5.0));
    double sd = Math.sqrt(2);
    assertThat(f[0][0]).isCloseTo(-2 / sd, within(1e-12));
    assertThat(f[1][0]).isZero();
    assertThat(f[3][0]).isCloseTo(2 / sd, within(1e-12));
    assertThat(new double[] {f[0][1], f[1][1], f[2][1], f[3][1]}).containsExactly(0, 0, 0, 1);
  }

  @Test
  void aTieForTheTopSharesIt() {
    // B and D tie at 2: 1/2 each
    double[][] f = MemberFeatures.of(ABCD, Map.of("A", 0.0, "B", 2.0, "C", 1.0, "D", 2.0));
    assertThat(new double[] {f[0][1], f[1][1], f[2][1], f[3][1]}).containsExactly(0, 0.5, 0, 0.5);
  }

  @Test
  void equalScoresGiveZeroZAndAShareOfTheTopEach() {
    // 0.1 four times: the mean in floating point may differ from 0.1 in its last bit; z stays exactly 0
    double[][] f = MemberFeatures.of(ABCD, Map.of("A", 0.1, "B", 0.1, "C", 0.1, "D", 0.1));
    for (double[] row : f) {
      assertThat(row).containsExactly(0, 0.25);
    }
  }

  @Test
  void anAbstainingMemberGivesZeros() {
    assertThat(MemberFeatures.of(ABCD, null)).isDeepEqualTo(new double[4][2]);
    var partial = new LinkedHashMap<String, Double>(Map.of("A", 1.0, "B", 2.0, "C", 3.0)); // no D
    assertThat(MemberFeatures.of(ABCD, partial)).isDeepEqualTo(new double[4][2]);
    assertThat(MemberFeatures.names("ir")).containsExactly("ir:z", "ir:top");
  }
}
