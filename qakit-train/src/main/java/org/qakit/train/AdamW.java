package org.qakit.train;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.index.NDIndex;
import ai.djl.ndarray.NDScope;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import org.qakit.train.bert.Parameters;

/**
 * Adam with decoupled weight decay (Loshchilov and Hutter 2019, "Decoupled Weight Decay
 * Regularization"), as BERT fine-tuning uses it. Per parameter p with gradient g at step t:
 *
 * <pre>
 * m ← β₁m + (1−β₁)g      v ← β₂v + (1−β₂)g²
 * p ← p − η·(m/(1−β₁ᵗ)) / (√(v/(1−β₂ᵗ)) + ε) − η·λ·p
 * </pre>
 *
 * with no decay (λ = 0) on biases and LayerNorm gains. Written here rather than taken from DJL
 * because a checkpoint must hold the moments and the step, which DJL's optimisers keep private.
 */
public final class AdamW {
  private final double beta1;
  private final double beta2;
  private final double eps;
  private final double weightDecay;
  private final Parameters m;
  private final Parameters v;
  private int step;

  /** β₁ 0.9, β₂ 0.999, ε 1e-8, the given decay; moments start at zero. */
  public AdamW(Parameters params, double weightDecay) {
    this.beta1 = 0.9;
    this.beta2 = 0.999;
    this.eps = 1e-8;
    this.weightDecay = weightDecay;
    this.m = new Parameters(params.manager());
    this.v = new Parameters(params.manager());
    params.all().forEach((k, p) -> {
      m.put(k, p.zerosLike());
      v.put(k, p.zerosLike());
    });
  }

  /** Updates taken so far. */
  public int step() {
    return step;
  }

  /**
   * One update of every parameter from its gradient, at learning rate {@code lr}; gradients are zeroed after.
   *
   * <p>The update runs in place with two temporaries per parameter (the gradient's own buffer holds
   * g², then v/(1−β₂ᵗ), then λp), where the formula written out allocates nine to eleven: for
   * all-MiniLM-L6-v2 (22.7M parameters, 11.7M of them in the word embeddings) that was about 800 MB
   * of fresh memory a step, and at small batches the page faults and elementwise passes cost more
   * than the forward and backward passes. Every operation is the one the formula names, in its
   * order, so the weights are the same bits as before.
   */
  public void update(Parameters params, double lr) {
    step++;
    double c1 = 1 - Math.pow(beta1, step);
    double c2 = 1 - Math.pow(beta2, step);
    NDIndex all = new NDIndex("...");
    for (Map.Entry<String, NDArray> e : params.all().entrySet()) {
      try (NDScope scope = new NDScope()) {
        scope.suppressNotUsedWarning();
        NDArray p = e.getValue();
        NDArray g = p.getGradient();
        NDArray mk = m.get(e.getKey());
        NDArray vk = v.get(e.getKey());
        NDArray t = g.mul(1 - beta1);
        mk.muli(beta1).addi(t);
        vk.muli(beta2).addi(g.muli(g).muli(1 - beta2)); // g is free from here
        g.set(all, vk);
        NDArray denominator = g.divi(c2).sqrt().addi(eps);
        t.set(all, mk);
        NDArray update = t.divi(c1).divi(denominator).muli(lr);
        if (decays(e.getKey())) {
          g.set(all, p);
          update.addi(g.muli(lr * weightDecay));
        }
        p.subi(update);
        g.subi(g);
      }
    }
  }

  static boolean decays(String name) {
    return !name.endsWith(".bias") && !name.contains("LayerNorm");
  }

  /** Writes the moments; the step is saved by the caller's checkpoint. */
  public void save(OutputStream moments1, OutputStream moments2) throws IOException {
    m.save(moments1);
    v.save(moments2);
  }

  /** Restores moments and step written by {@link #save}. */
  public void restore(InputStream moments1, InputStream moments2, int restoredStep) {
    try (Parameters m1 = Parameters.load(m.manager(), moments1); Parameters m2 = Parameters.load(v.manager(), moments2)) {
      m.all().forEach((k, a) -> a.set(m1.get(k).toType(a.getDataType(), false).toByteBuffer()));
      v.all().forEach((k, a) -> a.set(m2.get(k).toType(a.getDataType(), false).toByteBuffer()));
    }
    this.step = restoredStep;
  }
}
