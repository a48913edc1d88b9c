package org.qakit.embed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class VectorsTest {

  @Test
  void normalisesToUnitLength() {
    // (3, 4) / 5 = (0.6, 0.8)
    float[] v = Vectors.normalizeInPlace(new float[] {3, 4});
    assertThat(v[0]).isCloseTo(0.6f, within(1e-7f));
    assertThat(v[1]).isCloseTo(0.8f, within(1e-7f));
  }

  @Test
  void zeroStaysZero() {
    assertThat(Vectors.normalizeInPlace(new float[] {0, 0})).containsExactly(0f, 0f);
    assertThat(Vectors.cosine(new float[] {0, 0}, new float[] {1, 0})).isZero();
  }

  @Test
  void dotAndCosine() {
    // (1, 2)·(3, 4) = 3 + 8 = 11; cosine = 11 / (√5 · 5) = 0.98387
    assertThat(Vectors.dot(new float[] {1, 2}, new float[] {3, 4})).isEqualTo(11.0);
    assertThat(Vectors.cosine(new float[] {1, 2}, new float[] {3, 4})).isCloseTo(11 / (Math.sqrt(5) * 5), within(1e-12));
    assertThatThrownBy(() -> Vectors.dot(new float[2], new float[3])).hasMessage("expected vectors of one dimension, found 2 and 3");
  }
}
