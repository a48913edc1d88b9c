package org.qakit.train;

import static org.assertj.core.api.Assertions.assertThat;

import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.NDScope;
import ai.djl.ndarray.types.DataType;
import ai.djl.training.GradientCollector;
import java.nio.DoubleBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.encode.TextTokenizer;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.train.bert.Bert;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.Torch;

/**
 * Autograd through the BERT (with fixed dropout masks), the pair head and both losses agrees with
 * central finite differences (float64, h = 1e-6) on parameters from every part of the model; the
 * listwise loss gives the head's bias no gradient, as a softmax over one question's candidates must.
 */
class GradientCheckTest {
  private static final String[] CHECKED = {
      "head.score.weight", "head.score.bias", "embeddings.LayerNorm.weight", "embeddings.position_embeddings.weight",
      "encoder.layer.0.attention.self.query.weight", "encoder.layer.0.attention.self.value.bias",
      "encoder.layer.1.intermediate.dense.weight", "encoder.layer.1.attention.output.LayerNorm.bias",
      "encoder.layer.1.output.LayerNorm.weight"};

  @Test
  void pointwiseGradientsMatchFiniteDifferences() {
    check(PairLoss.POINTWISE);
  }

  @Test
  void listwiseGradientsMatchFiniteDifferences() {
    check(PairLoss.LISTWISE);
  }

  private static void check(PairLoss lossKind) {
    List<AnswerSelectionItem> batch = Tiny.toySet().subList(0, 2);
    try (NDManager manager = Torch.newManager(); TextTokenizer tokenizer = Tiny.tokenizer()) {
      PairScorer f32 = Tiny.scorer(manager, tokenizer, 7);
      Parameters params = f32.bert().parameters().copy(DataType.FLOAT64);
      var scorer = new PairScorer("tiny64", new Bert(Tiny.CONFIG, params), tokenizer);
      params.requireGradients();
      double base = loss(scorer, batch, lossKind, true);
      for (String name : CHECKED) {
        NDArray p = params.get(name);
        if (lossKind == PairLoss.LISTWISE && name.equals("head.score.bias")) {
          // a softmax does not change when every score moves by the same amount
          try (NDArray g = p.getGradient()) {
            assertThat(Math.abs(g.getDouble())).isLessThan(1e-12);
          }
          continue;
        }
        double[] analytic;
        try (NDArray g = p.getGradient()) {
          analytic = g.toDoubleArray();
        }
        int k = largest(analytic);
        double[] values = p.toDoubleArray();
        double h = 1e-6;
        double saved = values[k];
        values[k] = saved + h;
        p.set(DoubleBuffer.wrap(values));
        double plus = loss(scorer, batch, lossKind, false);
        values[k] = saved - h;
        p.set(DoubleBuffer.wrap(values));
        double minus = loss(scorer, batch, lossKind, false);
        values[k] = saved;
        p.set(DoubleBuffer.wrap(values));
        double numeric = (plus - minus) / (2 * h);
        assertThat(Math.abs(analytic[k])).as(name + " has a gradient").isGreaterThan(1e-7);
        // relative 1e-5, plus 1e-9 for the rounding of a float64 loss divided by 2h
        assertThat(Math.abs(numeric - analytic[k]))
            .as(name + "[" + k + "]: analytic " + analytic[k] + ", numeric " + numeric)
            .isLessThan(1e-5 * Math.max(Math.abs(numeric), Math.abs(analytic[k])) + 1e-9);
      }
      assertThat(loss(scorer, batch, lossKind, false)).isEqualTo(base);
    }
  }

  private static double loss(PairScorer scorer, List<AnswerSelectionItem> batch, PairLoss kind, boolean backward) {
    var q = new java.util.ArrayList<String>();
    var c = new java.util.ArrayList<String>();
    var labels = new float[batch.stream().mapToInt(i -> i.candidates().size()).sum()];
    int[] sizes = new int[batch.size()];
    int n = 0;
    for (int g = 0; g < batch.size(); g++) {
      sizes[g] = batch.get(g).candidates().size();
      for (Candidate cand : batch.get(g).candidates()) {
        q.add(batch.get(g).question());
        c.add(cand.text());
        labels[n++] = cand.label();
      }
    }
    var tokens = scorer.tokenizer().encodePairs(q, c);
    NDManager m = scorer.bert().parameters().manager();
    try (NDScope scope = new NDScope()) {
      scope.suppressNotUsedWarning();
      if (!backward) {
        NDArray s = scorer.forward(m.create(tokens.ids()), m.create(tokens.mask()), m.create(tokens.types()), dropout());
        return kind.loss(s, labels, sizes).getDouble();
      }
      try (GradientCollector collector = Engine.getEngine("PyTorch").newGradientCollector()) {
        NDArray s = scorer.forward(m.create(tokens.ids()), m.create(tokens.mask()), m.create(tokens.types()), dropout());
        NDArray loss = kind.loss(s, labels, sizes);
        collector.backward(loss);
        return loss.getDouble();
      }
    }
  }

  /** The same masks on every call, so that the loss is one function of the parameters. */
  private static Dropout dropout() {
    return Dropout.forStep(0.1, 5, 1);
  }

  private static int largest(double[] v) {
    int best = 0;
    for (int i = 1; i < v.length; i++) {
      if (Math.abs(v[i]) > Math.abs(v[best])) {
        best = i;
      }
    }
    return best;
  }
}
