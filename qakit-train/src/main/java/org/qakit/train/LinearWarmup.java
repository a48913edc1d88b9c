package org.qakit.train;

/**
 * The learning-rate schedule of BERT fine-tuning (Devlin et al. 2019): a linear rise from 0 to
 * the peak over the warm-up steps, then a linear fall to 0 at the last step. Step {@code t} (1 to
 * {@code total}) gets peak · t / warmup while t ≤ warmup, and peak · (total − t) / (total −
 * warmup) after.
 *
 * @param peak the highest learning rate
 * @param warmup warm-up steps (0 for none)
 * @param total steps in the whole run
 */
public record LinearWarmup(double peak, int warmup, int total) {

  public LinearWarmup {
    if (!(peak > 0) || total < 1 || warmup < 0 || warmup > total) {
      throw new IllegalArgumentException("learning-rate schedule: expected peak > 0 and 0 <= warm-up <= total >= 1, found peak "
          + peak + ", warm-up " + warmup + ", total " + total);
    }
  }

  /** The learning rate of step {@code t} (1-based). */
  public double rate(int t) {
    if (t <= warmup) {
      return peak * t / warmup;
    }
    return total == warmup ? peak : peak * Math.max(0, total - t) / (double) (total - warmup);
  }
}
