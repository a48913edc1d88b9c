package org.qakit.eval.significance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class WinsLossesTest {
  @Test
  void countsPerItemWinsLossesAndExactTies() {
    // item by item: 1>0 win, 0<1 loss, 0.5=0.5 tie, 1/3>1/4 win, 0=0 tie
    var w = WinsLosses.of(new double[] {1, 0, 0.5, 1.0 / 3, 0}, new double[] {0, 1, 0.5, 0.25, 0});
    assertThat(w).isEqualTo(new WinsLosses(2, 1, 2));
    assertThat(w.items()).isEqualTo(5);
  }

  @Test
  void aAlwaysBetterWinsEveryItem() {
    assertThat(WinsLosses.of(new double[] {1, 1, 1}, new double[] {0, 0, 0})).isEqualTo(new WinsLosses(3, 0, 0));
  }

  @Test
  void refusesMisalignedValuesAndNegativeCounts() {
    assertThatThrownBy(() -> WinsLosses.of(new double[2], new double[3])).hasMessageContaining("expected as many values for B as for A (2), found 3");
    assertThatThrownBy(() -> new WinsLosses(-1, 0, 0)).hasMessage("expected counts ≥ 0, found wins -1, losses 0, ties 0");
  }
}
