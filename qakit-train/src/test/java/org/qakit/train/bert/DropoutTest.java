package org.qakit.train.bert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import org.junit.jupiter.api.Test;

/**
 * BERT's dropout: a mask zeroes about p of the values and scales the rest by 1/(1−p); the same
 * (seed, step) draws the same mask and another step another one; inference applies none, so the
 * encoder's output is the same on every call and differs from a training forward pass.
 */
class DropoutTest {
  private static final BertConfig TINY = new BertConfig(29, 32, 2, 2, 64, 64, 2, 1e-12f);

  @Test
  void aMaskZeroesAboutPAndScalesTheRest() {
    Torch.threads(1);
    try (NDManager m = Torch.newManager()) {
      NDArray ones = m.ones(new Shape(100, 200));
      float[] a = Dropout.forStep(0.1, 7, 3).apply(ones).toFloatArray();
      int zeros = 0;
      for (float v : a) {
        assertThat(v).isIn(0f, (float) (1 / 0.9));
        zeros += v == 0 ? 1 : 0;
      }
      // 20,000 draws at p = 0.1: the share of zeros is 0.1 ± 0.006 (3 sd)
      assertThat(zeros / 20000.0).isBetween(0.094, 0.106);
      assertThat(Dropout.forStep(0.1, 7, 3).apply(ones).toFloatArray()).containsExactly(a);
      assertThat(Dropout.forStep(0.1, 7, 4).apply(ones).toFloatArray()).isNotEqualTo(a);
      assertThat(Dropout.forStep(0.1, 8, 3).apply(ones).toFloatArray()).isNotEqualTo(a);
      assertThat(Dropout.NONE.apply(ones)).isSameAs(ones);
      assertThat(Dropout.forStep(0, 7, 3)).isSameAs(Dropout.NONE);
    }
  }

  @Test
  void inferenceAppliesNoDropoutAndTrainingDoes() {
    Torch.threads(1);
    try (NDManager m = Torch.newManager()) {
      var bert = new Bert(TINY, BertShapes.random(TINY, 3, m));
      NDArray ids = m.create(new long[][] {{2, 7, 9, 11, 3, 0}});
      NDArray mask = m.create(new long[][] {{1, 1, 1, 1, 1, 0}});
      NDArray types = m.create(new long[][] {{0, 0, 0, 1, 1, 0}});
      float[] inference = bert.forward(ids, mask, types).toFloatArray();
      assertThat(bert.forward(ids, mask, types).toFloatArray()).containsExactly(inference);
      assertThat(bert.forward(ids, mask, types, Dropout.NONE).toFloatArray()).containsExactly(inference);
      float[] training = bert.forward(ids, mask, types, Dropout.forStep(0.1, 3, 1)).toFloatArray();
      assertThat(training).isNotEqualTo(inference);
      assertThat(bert.forward(ids, mask, types, Dropout.forStep(0.1, 3, 1)).toFloatArray()).containsExactly(training);
    }
  }

  @Test
  void aRateOutsideZeroToOneIsRefused() {
    assertThatThrownBy(() -> Dropout.forStep(1, 1, 1)).hasMessage("dropout: expected a probability from 0 to below 1, found 1.0");
    assertThatThrownBy(() -> Dropout.check(-0.1)).hasMessage("dropout: expected a probability from 0 to below 1, found -0.1");
    assertThatThrownBy(() -> Dropout.check(Double.NaN)).hasMessage("dropout: expected a probability from 0 to below 1, found NaN");
  }
}
