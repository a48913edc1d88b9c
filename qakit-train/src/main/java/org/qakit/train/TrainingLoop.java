package org.qakit.train;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.qakit.train.bert.Parameters;

/**
 * The seeded loop every head trains by: each step takes {@link TrainSpec#batchSize()} examples,
 * asks the head for the batch's loss with its gradients left in the parameters ({@link
 * Batch#backward}), and takes one {@link AdamW} step at the {@link LinearWarmup} rate. The examples
 * are shuffled anew each epoch by a generator seeded from (seed, epoch), and a head draws its
 * encoder's {@link org.qakit.train.bert.Dropout} masks from (seed, step), so step t always sees the
 * same examples and masks: a run resumed from a {@link Checkpoint} takes exactly the steps an
 * uninterrupted run takes, and on one libtorch thread gives the same weights bit for bit. A
 * non-finite loss (a diverged run) stops it before the weights are updated or saved.
 *
 * @param <T> what one example is (an answer-selection group, a span window)
 */
public final class TrainingLoop<T> {

  /** What a head does with a batch. */
  public interface Batch<T> {
    /**
     * The batch's loss, its gradients left in the parameters.
     *
     * @param step the step's number (1-based), which seeds its dropout masks ({@link
     *     org.qakit.train.bert.Dropout#forStep})
     */
    double backward(List<T> batch, int step);

    /** The units a progress line counts per second (pairs, windows); default: the examples. */
    default int units(List<T> batch) {
      return batch.size();
    }

    /** The example as step {@code epoch} uses it (a draw of hard negatives); default: as is. */
    default T prepare(T example, int index, int epoch) {
      return example;
    }
  }

  private final Parameters params;
  private final TrainSpec spec;
  private final Path checkpoints;
  private final int checkpointEvery;
  private final RunState run;
  private final Batch<T> batch;

  /**
   * @param checkpoints the folder to resume from and save to; null for none
   * @param checkpointEvery save after every this many steps (and at the last one, and at every epoch's end)
   * @param run the settings a checkpoint must match and the history it carries
   */
  public TrainingLoop(Parameters params, TrainSpec spec, Path checkpoints, int checkpointEvery, RunState run, Batch<T> batch) {
    if (checkpointEvery < 1) {
      throw new IllegalArgumentException("checkpoint interval: expected at least 1 step, found " + checkpointEvery);
    }
    this.params = params;
    this.spec = spec;
    this.checkpoints = checkpoints;
    this.checkpointEvery = checkpointEvery;
    this.run = run;
    this.batch = batch;
  }

  /**
   * Trains until {@code until} steps are done in all (the whole run is {@code
   * spec.schedule(examples.size()).total()}) or the listener stops it at an epoch's end, resuming
   * from the checkpoint folder when it holds one (a run that early stopping ended stays ended).
   *
   * @return the steps done in all
   */
  public int train(List<T> examples, int until, PairTrainer.Listener listener) {
    LinearWarmup schedule = spec.schedule(examples.size());
    int last = Math.min(until, schedule.total());
    params.requireGradients();
    var adam = new AdamW(params, spec.weightDecay());
    int done = 0;
    if (checkpoints != null && Checkpoint.exists(checkpoints)) {
      done = Checkpoint.restore(checkpoints, params, adam, run);
      if (run.history().stoppedAfter > 0) {
        return done;
      }
      run.history().restarts.add(new TrainingHistory.Restart(done, Instant.now().toString()));
    }
    int perEpoch = spec.stepsPerEpoch(examples.size());
    int[] order = null;
    int orderEpoch = -1;
    for (int t = done + 1; t <= last; t++) {
      int epoch = (t - 1) / perEpoch;
      if (epoch != orderEpoch) {
        order = order(examples.size(), spec.seed(), epoch);
        orderEpoch = epoch;
      }
      int from = (t - 1) % perEpoch * spec.batchSize();
      var step = new ArrayList<T>();
      for (int k = from; k < Math.min(examples.size(), from + spec.batchSize()); k++) {
        step.add(batch.prepare(examples.get(order[k]), order[k], epoch));
      }
      double rate = schedule.rate(t);
      double loss = batch.backward(step, t);
      if (!Double.isFinite(loss)) {
        // Never train on, or save, a non-finite loss (a learning rate too high for the data can
        // diverge); the checkpoints written before this step are intact.
        throw new IllegalStateException("training step " + t + " of " + schedule.total() + ": the loss is " + loss
            + "; stopped before updating or saving the weights (the training diverged: try a lower --lr in a new"
            + " output folder)");
      }
      adam.update(params, rate);
      listener.step(new PairTrainer.Step(t, schedule.total(), epoch + 1, loss, rate, batch.units(step)));
      boolean epochEnd = t % perEpoch == 0;
      boolean goOn = !epochEnd || listener.epochEnd(epoch + 1);
      if (!goOn) {
        run.history().stoppedAfter = epoch + 1;
      }
      if (checkpoints != null && (t % checkpointEvery == 0 || t == last || epochEnd)) {
        Checkpoint.save(checkpoints, params, adam, t, run);
      }
      if (!goOn) {
        return t;
      }
    }
    return Math.max(done, last);
  }

  /** The example order of one epoch: a Fisher–Yates shuffle seeded by (seed, epoch). */
  static int[] order(int n, long seed, int epoch) {
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    var random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + epoch);
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int tmp = order[i];
      order[i] = order[j];
      order[j] = tmp;
    }
    return order;
  }
}
