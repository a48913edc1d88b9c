package org.qakit.train;

import static org.assertj.core.api.Assertions.assertThat;

import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.NDScope;
import ai.djl.training.GradientCollector;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.qakit.encode.TextTokenizer;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.FreedJavaBuffers;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.Torch;

/**
 * The guard of the NaN fault of issue 19: a garbage collection between the forward pass and
 * backward must not change a single gradient of the tiny BERT with the pair head, under either
 * loss, with dropout (whose masks backward reads too). Before the fix, the scalars of {@code div(Number)} and the like lived in Java direct
 * buffers that the GC freed while libtorch's autograd graph still read them, and every BERT
 * gradient came out infinite or NaN.
 */
class GcBeforeBackwardTest {

  @ParameterizedTest
  @EnumSource(PairLoss.class)
  void aCollectionBetweenForwardAndBackwardChangesNoGradient(PairLoss loss) {
    Map<String, float[]> quiet = gradients(loss, false);
    Map<String, float[]> collected = gradients(loss, true);
    assertThat(collected.keySet()).isEqualTo(quiet.keySet()).hasSizeGreaterThan(30);
    collected.forEach((name, g) -> {
      for (float v : g) {
        assertThat(Float.isFinite(v)).as(name + " finite").isTrue();
      }
      assertThat(g).as(name).containsExactly(quiet.get(name));
    });
  }

  private static Map<String, float[]> gradients(PairLoss loss, boolean collect) {
    List<AnswerSelectionItem> batch = Tiny.toySet().subList(0, 2);
    Tiny.Pairs pairs = Tiny.pairs(batch);
    float[] labels = pairs.labels();
    int[] sizes = {3, 3};
    try (NDManager m = Torch.newManager(); TextTokenizer tokenizer = Tiny.tokenizer()) {
      PairScorer scorer = Tiny.scorer(m, tokenizer, 11);
      Parameters params = scorer.bert().parameters();
      params.requireGradients();
      TextTokenizer.Tokens tokens = tokenizer.encodePairs(pairs.questions(), pairs.candidates());
      List<ByteBuffer> reused = List.of();
      try (NDScope scope = new NDScope(); GradientCollector collector = Engine.getEngine("PyTorch").newGradientCollector()) {
        scope.suppressNotUsedWarning();
        NDArray scores = scorer.forward(m.create(tokens.ids()), m.create(tokens.mask()), m.create(tokens.types()),
            Dropout.forStep(0.1, 11, 1));
        NDArray value = loss.loss(scores, labels, sizes);
        if (collect) {
          reused = FreedJavaBuffers.freeAndReuse();
        }
        collector.backward(value);
      }
      var out = new TreeMap<String, float[]>();
      params.all().forEach((name, p) -> out.put(name, p.getGradient().toFloatArray()));
      assertThat(reused.size()).isEqualTo(collect ? 512 : 0);
      return out;
    }
  }
}
