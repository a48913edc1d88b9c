package org.qakit.train;

import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.NDScope;
import ai.djl.ndarray.types.DataType;
import ai.djl.training.GradientCollector;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.qakit.encode.TextTokenizer;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.Parameters;

/**
 * Fine-tunes a {@link PairScorer} on answer-selection questions: each step takes {@link
 * TrainSpec#batchSize()} questions with all their candidates, scores every pair, computes the
 * {@link PairLoss} with the step's encoder {@link Dropout} and back-propagates it through
 * libtorch's autograd; {@link TrainingLoop} shuffles, steps, checkpoints and resumes (the same
 * weights bit for bit on one libtorch thread).
 */
public final class PairTrainer {

  /**
   * What one step did, for progress lines.
   *
   * @param step steps done (1-based)
   * @param total steps in the whole run
   * @param epoch the epoch of this step (1-based)
   * @param loss the batch's loss
   * @param rate the learning rate used
   * @param pairs pairs scored in this step
   */
  public record Step(int step, int total, int epoch, double loss, double rate, int pairs) {}

  /** What a run reports: every step, and the end of every epoch (where a caller can score a dev set). */
  public interface Listener {
    void step(Step step);

    /**
     * Called after the last step of epoch {@code epoch} (1-based), before the next one starts and
     * before the checkpoint of that step is written (so it holds what this call records).
     *
     * @return whether to go on; false stops the run (early stopping), and a rerun does not resume it
     */
    default boolean epochEnd(int epoch) {
      return true;
    }
  }

  private final PairScorer scorer;
  private final TrainSpec spec;
  private final Path checkpoints;
  private final int checkpointEvery;
  private final RunState run;
  private final HardNegatives negatives;

  /** A trainer whose checkpoints hold its hyper-parameters only (no data checksums). */
  public PairTrainer(PairScorer scorer, TrainSpec spec, Path checkpoints, int checkpointEvery) {
    this(scorer, spec, checkpoints, checkpointEvery, RunState.of(spec, "map"));
  }

  /**
   * @param checkpoints the folder to resume from and save to; null for none
   * @param checkpointEvery save after every this many steps (and at the last one, and at every epoch's end)
   * @param run the settings a checkpoint must match and the history it carries
   */
  public PairTrainer(PairScorer scorer, TrainSpec spec, Path checkpoints, int checkpointEvery, RunState run) {
    this(scorer, spec, checkpoints, checkpointEvery, run, null);
  }

  /**
   * As {@link #PairTrainer(PairScorer, TrainSpec, Path, int, RunState)}, each question of a step
   * bringing its positives and the negatives {@code negatives} draws for it ({@link HardNegatives});
   * null: every candidate.
   */
  public PairTrainer(PairScorer scorer, TrainSpec spec, Path checkpoints, int checkpointEvery, RunState run, HardNegatives negatives) {
    if (checkpointEvery < 1) {
      throw new IllegalArgumentException("checkpoint interval: expected at least 1 step, found " + checkpointEvery);
    }
    this.scorer = scorer;
    this.spec = spec;
    this.checkpoints = checkpoints;
    this.checkpointEvery = checkpointEvery;
    this.run = run;
    this.negatives = negatives;
  }

  /** Checks that every candidate is labelled 0 or 1; an error names the first item that is not. */
  public static void checkLabelled(List<AnswerSelectionItem> items, String what) {
    if (items.isEmpty()) {
      throw new IllegalArgumentException(what + ": no questions to train on");
    }
    for (var item : items) {
      for (Candidate c : item.candidates()) {
        if (c.label() != 0 && c.label() != 1) {
          throw new IllegalArgumentException(what + ": item '" + item.id() + "' candidate '" + c.id()
              + "' has label " + c.label() + ", expected 0 or 1");
        }
      }
    }
  }

  /**
   * Trains until {@code until} steps are done in all (the whole run is {@code
   * spec.schedule(items.size()).total()}) or the listener stops it at an epoch's end, resuming from
   * the checkpoint folder when it holds one (a run that early stopping ended stays ended); the
   * loop is {@link TrainingLoop}'s.
   *
   * @return the steps done in all
   */
  public int train(List<AnswerSelectionItem> items, int until, Listener listener) {
    checkLabelled(items, "training data");
    Parameters params = scorer.bert().parameters();
    var batches = new TrainingLoop.Batch<AnswerSelectionItem>() {
      @Override
      public double backward(List<AnswerSelectionItem> batch, int step) {
        return step(batch, params.manager(), Dropout.forStep(spec.dropout(), spec.seed(), step));
      }

      @Override
      public int units(List<AnswerSelectionItem> batch) {
        return pairs(batch);
      }

      @Override
      public AnswerSelectionItem prepare(AnswerSelectionItem item, int index, int epoch) {
        return negatives == null ? item : negatives.sample(item, index, epoch, spec.seed());
      }
    };
    return new TrainingLoop<>(params, spec, checkpoints, checkpointEvery, run, batches).train(items, until, listener);
  }

  /** The loss of one batch, its gradients left in the parameters. */
  private double step(List<AnswerSelectionItem> batch, NDManager manager, Dropout dropout) {
    var questions = new ArrayList<String>();
    var candidates = new ArrayList<String>();
    int[] sizes = new int[batch.size()];
    float[] labels = new float[pairs(batch)];
    int i = 0;
    for (int g = 0; g < batch.size(); g++) {
      var item = batch.get(g);
      sizes[g] = item.candidates().size();
      for (Candidate c : item.candidates()) {
        questions.add(item.question());
        candidates.add(c.text());
        labels[i++] = c.positive() ? 1f : 0f;
      }
    }
    TextTokenizer.Tokens tokens = scorer.tokenizer().encodePairs(questions, candidates);
    try (NDScope scope = new NDScope(); GradientCollector collector = Engine.getEngine("PyTorch").newGradientCollector()) {
      scope.suppressNotUsedWarning();
      NDArray scores = scorer.forward(manager.create(tokens.ids()), manager.create(tokens.mask()), manager.create(tokens.types()),
          dropout);
      NDArray loss = spec.loss().loss(scores, labels, sizes);
      collector.backward(loss);
      return loss.toType(DataType.FLOAT64, false).getDouble();
    }
  }

  private static int pairs(List<AnswerSelectionItem> batch) {
    return batch.stream().mapToInt(b -> b.candidates().size()).sum();
  }
}
