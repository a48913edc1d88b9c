package org.qakit.train;

import static org.assertj.core.api.Assertions.assertThat;

import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.NDScope;
import ai.djl.training.GradientCollector;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.encode.TextTokenizer;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.Torch;

/**
 * {@link AdamW} updates in place, and must give the bits of the formula written out (the update
 * as it was before, kept here as the reference): weights trained before, whose checksums the
 * regression files hold, stay reproducible. Three steps of the tiny BERT with the pair head, real
 * gradients, weight decay on (so both kinds of parameter are met), one thread.
 */
class AdamWTest {
  private static final double DECAY = 0.01;
  private static final double[] RATES = {3e-3, 2e-3, 1e-3};

  @Test
  void theInPlaceUpdateGivesTheBitsOfTheFormula() throws Exception {
    Torch.threads(1);
    List<AnswerSelectionItem> batch = Tiny.toySet().subList(0, 2);
    try (NDManager m = Torch.newManager(); TextTokenizer tokenizer = Tiny.tokenizer()) {
      PairScorer inPlace = Tiny.scorer(m, tokenizer, 11);
      PairScorer formula = Tiny.scorer(m, tokenizer, 11);
      Parameters a = inPlace.bert().parameters();
      Parameters b = formula.bert().parameters();
      assertThat(a.sameAs(b)).as("the same start").isTrue();
      a.requireGradients();
      b.requireGradients();
      var adam = new AdamW(a, DECAY);
      var reference = new Reference(b, DECAY);
      float[] before = a.values(a.all().keySet().iterator().next());
      for (int step = 1; step <= RATES.length; step++) {
        backward(inPlace, m, tokenizer, batch, step);
        backward(formula, m, tokenizer, batch, step);
        adam.update(a, RATES[step - 1]);
        reference.update(b, RATES[step - 1]);
        for (String name : a.all().keySet()) {
          assertThat(a.values(name)).as("step %d: %s", step, name).containsExactly(b.values(name));
          assertThat(a.get(name).getGradient().toFloatArray()).as("step %d: %s's gradient zeroed", step, name)
              .containsOnly(0f);
        }
      }
      assertThat(a.values(a.all().keySet().iterator().next())).as("the weights moved").isNotEqualTo(before);
      var m1 = new ByteArrayOutputStream();
      var m2 = new ByteArrayOutputStream();
      adam.save(m1, m2);
      assertThat(m1.toByteArray()).as("first moments").isEqualTo(bytes(reference.m));
      assertThat(m2.toByteArray()).as("second moments").isEqualTo(bytes(reference.v));
      assertThat(adam.step()).isEqualTo(RATES.length);
    }
  }

  private static byte[] bytes(Parameters p) throws Exception {
    var out = new ByteArrayOutputStream();
    p.save(out);
    return out.toByteArray();
  }

  private static void backward(PairScorer scorer, NDManager m, TextTokenizer tokenizer, List<AnswerSelectionItem> batch, int step) {
    Tiny.Pairs pairs = Tiny.pairs(batch);
    TextTokenizer.Tokens tokens = tokenizer.encodePairs(pairs.questions(), pairs.candidates());
    try (NDScope scope = new NDScope(); GradientCollector collector = Engine.getEngine("PyTorch").newGradientCollector()) {
      scope.suppressNotUsedWarning();
      NDArray scores = scorer.forward(m.create(tokens.ids()), m.create(tokens.mask()), m.create(tokens.types()),
          Dropout.forStep(0.1, 11, step));
      collector.backward(PairLoss.LISTWISE.loss(scores, pairs.labels(), new int[] {3, 3}));
    }
  }

  /** The update as the class's Javadoc writes it, one new array per operation: AdamW before it ran in place. */
  private static final class Reference {
    final Parameters m;
    final Parameters v;
    final double decay;
    int step;

    Reference(Parameters params, double decay) {
      this.decay = decay;
      m = new Parameters(params.manager());
      v = new Parameters(params.manager());
      params.all().forEach((k, p) -> {
        m.put(k, p.zerosLike());
        v.put(k, p.zerosLike());
      });
    }

    void update(Parameters params, double lr) {
      step++;
      double c1 = 1 - Math.pow(0.9, step);
      double c2 = 1 - Math.pow(0.999, step);
      for (Map.Entry<String, NDArray> e : params.all().entrySet()) {
        try (NDScope scope = new NDScope()) {
          scope.suppressNotUsedWarning();
          NDArray p = e.getValue();
          NDArray g = p.getGradient();
          NDArray mk = m.get(e.getKey());
          NDArray vk = v.get(e.getKey());
          mk.muli(0.9).addi(g.mul(1 - 0.9));
          vk.muli(0.999).addi(g.square().mul(1 - 0.999));
          NDArray update = mk.div(c1).div(vk.div(c2).sqrt().add(1e-8)).mul(lr);
          if (AdamW.decays(e.getKey())) {
            update = update.add(p.mul(lr * decay));
          }
          p.subi(update);
          g.subi(g);
        }
      }
    }
  }
}
