package org.qakit.encode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PoolingTest {
  // three real tokens and one padding row whose values must never count
  private static final float[][] TOKENS = {{1, 2}, {3, 4}, {5, 9}, {100, 100}};
  private static final long[] MASK = {1, 1, 1, 0};

  @Test
  void clsTakesTheFirstRow() {
    assertThat(Pooling.CLS.pool(TOKENS, MASK)).containsExactly(1f, 2f);
  }

  @Test
  void meanAveragesTheRealTokensOnly() {
    // ((1 + 3 + 5) / 3, (2 + 4 + 9) / 3) = (3, 5); the padding row (100, 100) is left out
    assertThat(Pooling.MEAN.pool(TOKENS, MASK)).containsExactly(3f, 5f);
  }

  @Test
  void clsReturnsACopy() {
    float[] v = Pooling.CLS.pool(TOKENS, MASK);
    v[0] = 42;
    assertThat(TOKENS[0][0]).isEqualTo(1f);
  }

  @Test
  void rejectsMismatchedMaskAndEmptyInput() {
    assertThatThrownBy(() -> Pooling.MEAN.pool(TOKENS, new long[] {1, 1}))
        .hasMessage("expected as many mask entries as tokens (at least one), found 4 tokens and 2 mask entries");
    assertThatThrownBy(() -> Pooling.MEAN.pool(new float[][] {{1}}, new long[] {0}))
        .hasMessage("mean pooling: every token is masked out");
    assertThatThrownBy(() -> Pooling.CLS.pool(new float[][] {{1}}, new long[] {0}))
        .hasMessage("CLS pooling: the first token is masked out");
  }
}
