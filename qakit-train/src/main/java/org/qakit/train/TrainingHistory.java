package org.qakit.train;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a fine-tuning run has done so far, kept in its checkpoint so that it survives a restart:
 * every epoch's mean loss and dev scores, the epoch whose weights the model folder holds (the best
 * by the dev metric so far), the steps at which the run was resumed, and whether early stopping
 * ended it. A resumed run's training card therefore lists the epochs before and after the restart.
 * Plain fields so that Jackson writes and reads it as is.
 */
public final class TrainingHistory {
  /**
   * One epoch.
   *
   * @param epoch 1-based
   * @param meanLoss the mean training loss of the epoch's steps
   * @param dev the dev scores by name; the first is the metric that picks the kept epoch
   */
  public record Epoch(int epoch, double meanLoss, Map<String, Double> dev) {}

  /**
   * A restart from a checkpoint.
   *
   * @param step the steps the checkpoint held
   * @param at when the run resumed (ISO-8601)
   */
  public record Restart(int step, String at) {}

  /** The dev metric that decides the kept epoch (higher is better). */
  public String metric;
  public List<Epoch> epochs = new ArrayList<>();
  /** The epoch whose weights the model folder holds, 0 before the first epoch ends. */
  public int keptEpoch;
  public List<Restart> restarts = new ArrayList<>();
  /** The epoch after which early stopping ended the run, 0 when it did not. */
  public int stoppedAfter;

  /** For Jackson. */
  public TrainingHistory() {}

  public TrainingHistory(String metric) {
    this.metric = metric;
  }

  /**
   * Records an epoch; returns whether its dev metric beats every earlier epoch's (the first epoch
   * always does), in which case it becomes the kept one.
   */
  public boolean record(Epoch e) {
    double value = e.dev().getOrDefault(metric, Double.NaN);
    boolean better = keptEpoch == 0 || value > best();
    epochs.add(e);
    if (better) {
      keptEpoch = e.epoch();
    }
    return better;
  }

  /** The kept epoch's dev metric (NaN before any). */
  public double best() {
    return epochs.stream().filter(e -> e.epoch() == keptEpoch).findFirst()
        .map(e -> e.dev().getOrDefault(metric, Double.NaN)).orElse(Double.NaN);
  }

  /** Epochs ended since the kept one without beating it. */
  public int sinceBest() {
    return epochs.isEmpty() ? 0 : epochs.getLast().epoch() - keptEpoch;
  }
}
