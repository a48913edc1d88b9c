package org.qakit.train;

import ai.djl.ndarray.NDManager;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.train.bert.BaseModel;
import org.qakit.train.bert.LoadedBert;
import org.qakit.train.bert.Torch;

/**
 * Measures a base model's pair scorer on real questions: training pairs per second (forward,
 * backward and AdamW step, after one warm-up step) and inference pairs per second (scoring
 * without gradients, 16 pairs a batch), in wall time and per CPU-second of the process. The
 * weights change while it trains; nothing is saved.
 */
public final class PairSpeed {
  private PairSpeed() {}

  /**
   * What to measure.
   *
   * @param model the base model
   * @param items labelled answer-selection questions (the first ones are used)
   * @param maxLength tokens per pair
   * @param batchSize questions per training step
   * @param steps timed training steps
   * @param inferencePairs pairs to score for the inference rate
   * @param threads libtorch's intra-op threads
   */
  public record Spec(BaseModel model, List<AnswerSelectionItem> items, int maxLength, int batchSize, int steps,
      int inferencePairs, int threads) {}

  /**
   * The measurement.
   *
   * @param trainPairs pairs trained on in the timed steps
   * @param trainSeconds their wall time
   * @param trainCpuSeconds their process CPU time
   * @param inferencePairs pairs scored
   * @param inferenceSeconds their wall time
   * @param inferenceCpuSeconds their process CPU time
   * @param loadSeconds time to read the ONNX weights into DJL
   * @param truncated pairs cut to the maximum length while scoring
   */
  public record Result(long trainPairs, double trainSeconds, double trainCpuSeconds, long inferencePairs, double inferenceSeconds,
      double inferenceCpuSeconds, double loadSeconds, long truncated) {}

  public static Result run(Spec spec) {
    Torch.threads(spec.threads());
    long t0 = System.nanoTime();
    try (NDManager manager = Torch.newManager(); LoadedBert base = LoadedBert.load(spec.model(), spec.maxLength(), manager)) {
      PairScorer.addHead(base.bert().parameters(), base.bert().config().hidden(), 1);
      var scorer = new PairScorer(spec.model().id(), base.bert(), base.tokenizer());
      double load = (System.nanoTime() - t0) / 1e9;
      List<AnswerSelectionItem> train = new ArrayList<>(spec.items().subList(0, Math.min(spec.items().size(),
          spec.batchSize() * (spec.steps() + 1))));
      var trainSpec = new TrainSpec(1, 2e-5, 0, spec.batchSize(), spec.maxLength(), 1, PairLoss.LISTWISE, 0.01);
      var trainer = new PairTrainer(scorer, trainSpec, null, Integer.MAX_VALUE);
      long[] pairs = {0};
      double[] start = {0, 0};
      trainer.train(train, spec.steps() + 1, s -> {
        if (s.step() == 1) {
          start[0] = System.nanoTime() / 1e9;
          start[1] = cpu();
        } else {
          pairs[0] += s.pairs();
        }
      });
      double trainWall = System.nanoTime() / 1e9 - start[0];
      double trainCpu = cpu() - start[1];
      double wall0 = System.nanoTime() / 1e9;
      double cpu0 = cpu();
      long scored = 0;
      for (var item : spec.items()) {
        if (scored >= spec.inferencePairs()) {
          break;
        }
        scorer.score(item.question(), item.candidates().stream().map(Candidate::text).toList());
        scored += item.candidates().size();
      }
      return new Result(pairs[0], trainWall, trainCpu, scored, System.nanoTime() / 1e9 - wall0, cpu() - cpu0, load,
          scorer.truncated());
    }
  }

  private static double cpu() {
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getProcessCpuTime() / 1e9;
    }
    return Double.NaN;
  }
}
