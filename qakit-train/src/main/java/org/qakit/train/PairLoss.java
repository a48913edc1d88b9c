package org.qakit.train;

import org.qakit.model.AnswerSelectionItem;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.index.NDIndex;
import java.util.List;
import org.qakit.train.bert.TorchScalars;

/**
 * How a batch of scored pairs becomes one number to minimise. A batch is made of whole questions
 * (groups): each question's candidates are consecutive, {@code sizes[g]} of them.
 */
public enum PairLoss {
  /**
   * Binary cross-entropy on each pair, averaged over the batch's pairs:
   * ℓ = mean over pairs of softplus(s) − y·s = −[y log σ(s) + (1−y) log(1−σ(s))].
   */
  POINTWISE("pointwise") {
    @Override
    public NDArray loss(NDArray scores, float[] labels, int[] sizes) {
      NDArray y = scores.getManager().create(labels).toType(scores.getDataType(), false);
      // softplus(s) = max(s, 0) + log(1 + exp(-|s|)), stable for large |s|
      NDArray softplus = TorchScalars.atLeast(scores, 0).add(TorchScalars.plus(scores.abs().neg().exp(), 1).log());
      return softplus.sub(scores.mul(y)).mean();
    }
  },
  /**
   * Softmax cross-entropy over each question's candidates (Cao et al. 2007, ListNet with a
   * one-hot or uniform-over-positives target), averaged over the questions that have a positive:
   * ℓ_q = −Σᵢ (yᵢ / Σⱼ yⱼ) log softmax(s)ᵢ. A question without a positive adds nothing.
   */
  LISTWISE("listwise") {
    @Override
    public NDArray loss(NDArray scores, float[] labels, int[] sizes) {
      NDManager m = scores.getManager();
      NDArray total = null;
      int counted = 0;
      int start = 0;
      for (int size : sizes) {
        float positives = 0;
        for (int i = start; i < start + size; i++) {
          positives += labels[i];
        }
        if (positives > 0) {
          float[] target = new float[size];
          for (int i = 0; i < size; i++) {
            target[i] = labels[start + i] / positives;
          }
          NDArray logp = scores.get(new NDIndex(start + ":" + (start + size))).logSoftmax(0);
          NDArray lq = logp.mul(m.create(target).toType(scores.getDataType(), false)).sum().neg();
          total = total == null ? lq : total.add(lq);
          counted++;
        }
        start += size;
      }
      if (total == null) {
        return TorchScalars.times(scores.sum(), 0);
      }
      return TorchScalars.over(total, counted);
    }
  };

  /**
   * Whether a question can change the weights under this loss: listwise needs a positive (a
   * question without one adds nothing, however long it takes to score); pointwise learns from
   * every pair.
   */
  public boolean learnsFrom(AnswerSelectionItem item) {
    return this == POINTWISE || item.positives() > 0;
  }

  private final String id;

  PairLoss(String id) {
    this.id = id;
  }

  public String id() {
    return id;
  }

  /**
   * The loss of one batch.
   *
   * @param scores [pairs] logits, in group order
   * @param labels 1 for a correct candidate, 0 otherwise, one per pair
   * @param sizes candidates per group; they sum to the number of pairs
   */
  public abstract NDArray loss(NDArray scores, float[] labels, int[] sizes);

  /** The loss with this id, or an error listing the ids. */
  public static PairLoss of(String id) {
    for (PairLoss l : values()) {
      if (l.id.equals(id)) {
        return l;
      }
    }
    throw new IllegalArgumentException("unknown loss '" + id + "'; expected one of " + List.of("pointwise", "listwise"));
  }
}
