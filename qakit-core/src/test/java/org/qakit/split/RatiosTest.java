package org.qakit.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RatiosTest {
  @Test
  void percentagesBecomeIntegerWeights() {
    var r = Ratios.parse("60:10:30");
    assertThat(r.weights()).containsExactly(60L, 10L, 30L);
    assertThat(r.total()).isEqualTo(100);
    assertThat(Ratios.parse(" 80 : 20 ").weights()).containsExactly(80L, 20L);
    // scaled by 10^1 (the most decimal places): 333 + 333 + 334 = 1000
    assertThat(Ratios.parse("33.3:33.3:33.4").weights()).containsExactly(333L, 333L, 334L);
    assertThat(Ratios.parse("33.3:33.3:33.4").total()).isEqualTo(1000);
    // 12.50 has one significant decimal: 125 + 875 = 1000
    assertThat(Ratios.parse("12.50:87.5").weights()).containsExactly(125L, 875L);
  }

  @Test
  void equalSharesForFolds() {
    assertThat(Ratios.equal(5).weights()).containsExactly(1L, 1L, 1L, 1L, 1L);
    assertThatThrownBy(() -> Ratios.equal(1)).hasMessage("expected at least 2 folds, found 1");
  }

  @Test
  void badRatiosAreClearErrors() {
    assertThatThrownBy(() -> Ratios.parse("60:10"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("expected ratios that add up to 100 (percentages, e.g. 60:10:30), found '60:10' (sum 70)");
    assertThatThrownBy(() -> Ratios.parse("0:0:0")).hasMessage("expected every ratio above 0, found '0' in '0:0:0'");
    assertThatThrownBy(() -> Ratios.parse("70:-10:40")).hasMessage("expected every ratio above 0, found '-10' in '70:-10:40'");
    assertThatThrownBy(() -> Ratios.parse("60:ten:30")).hasMessage("expected a number for each ratio, found 'ten' in '60:ten:30'");
    assertThatThrownBy(() -> Ratios.parse("60::40")).hasMessage("expected a number for each ratio, found '' in '60::40'");
    assertThatThrownBy(() -> Ratios.parse("100")).hasMessage("expected at least 2 ratios separated by ':' (e.g. 80:20 or 60:10:30), found '100'");
    assertThatThrownBy(() -> Ratios.parse("0.6:0.4")).hasMessage("expected ratios that add up to 100 (percentages, e.g. 60:10:30), found '0.6:0.4' (sum 1)");
    assertThatThrownBy(() -> Ratios.parse("")).hasMessage("expected ratios such as 60:10:30, found nothing");
  }
}
