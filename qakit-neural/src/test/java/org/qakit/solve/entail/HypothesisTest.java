package org.qakit.solve.entail;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HypothesisTest {

  @Test
  void theOptionFillsTheStemsFirstBlank() {
    assertThat(Hypothesis.of("第六次全国人口普查的数据反映我国人口增长模式是（ ）", "现代型")).isEqualTo("第六次全国人口普查的数据反映我国人口增长模式是现代型");
    assertThat(Hypothesis.of("该地区（）的主要原因是（ ）", " 地势低平 ")).isEqualTo("该地区地势低平的主要原因是（ ）");
    assertThat(Hypothesis.of("The sky is ( ) on a clear day.", "blue")).isEqualTo("The sky is blue on a clear day.");
    assertThat(Hypothesis.of("Water boils at ____ degrees.", "100")).isEqualTo("Water boils at 100 degrees.");
    assertThat(Hypothesis.of("城市化水平是（\u3000）", "上升")).isEqualTo("城市化水平是上升");
  }

  @Test
  void withoutABlankTheOptionIsAppendedAfterASpace() {
    assertThat(Hypothesis.of("新市镇建设给香港带来的影响是 ", "扩大了城市的用地规模")).isEqualTo("新市镇建设给香港带来的影响是 扩大了城市的用地规模");
    assertThat(Hypothesis.of("What melts ice?", "heat")).isEqualTo("What melts ice? heat");
    assertThat(Hypothesis.of(" ", "heat")).isEqualTo("heat");
  }
}
