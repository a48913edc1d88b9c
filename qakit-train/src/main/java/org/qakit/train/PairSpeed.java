package org.qakit.train;

import ai.djl.ndarray.NDManager;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.qakit.encode.CrossEncoder;
import org.qakit.encode.ModelFiles;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.train.bert.BaseModel;
import org.qakit.train.bert.LoadedBert;
import org.qakit.train.bert.OnnxGraph;
import org.qakit.train.bert.OnnxOverrides;
import org.qakit.train.bert.Torch;

/**
 * Measures a base model's pair scorer on real questions: training pairs per second (forward,
 * backward and AdamW step, after one warm-up step) and inference pairs per second (scoring
 * without gradients, 16 pairs a batch), in wall time and per CPU-second of the process. Inference
 * runs the trained weights on libtorch ({@link PairScorer}) and on onnxruntime ({@link
 * OrtPairScorer}, after one warm-up question), alternately, {@value #ROUNDS} rounds, so that both
 * see the same load; onnxruntime is left out for an int8 base model, which cannot take the
 * weights. The weights change while it trains; nothing is saved.
 */
public final class PairSpeed {
  /** Inference rounds per engine, alternated. */
  public static final int ROUNDS = 3;

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
   * @param threads libtorch's intra-op threads and onnxruntime's
   */
  public record Spec(BaseModel model, List<AnswerSelectionItem> items, int maxLength, int batchSize, int steps,
      int inferencePairs, int threads) {}

  /**
   * One timed pass over the inference pairs.
   *
   * @param pairs pairs scored
   * @param seconds wall time
   * @param cpuSeconds process CPU time
   */
  public record Rate(long pairs, double seconds, double cpuSeconds) {}

  /**
   * The measurement.
   *
   * @param trainPairs pairs trained on in the timed steps
   * @param trainSeconds their wall time
   * @param trainCpuSeconds their process CPU time
   * @param libtorch inference on libtorch, round by round
   * @param onnxruntime inference on onnxruntime, round by round (empty when the base model cannot run on it)
   * @param onnxruntimeRefusal why onnxruntime was left out, or null
   * @param loadSeconds time to read the ONNX weights into DJL
   * @param truncated pairs cut to the maximum length in one inference pass
   */
  public record Result(long trainPairs, double trainSeconds, double trainCpuSeconds, List<Rate> libtorch, List<Rate> onnxruntime,
      String onnxruntimeRefusal, double loadSeconds, long truncated) {}

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
      byte[] onnx = ModelFiles.load(spec.model().spec()).onnx();
      OnnxGraph graph = OnnxGraph.read(onnx, "base model " + spec.model().id());
      String refusal = OnnxOverrides.refusal(graph);
      var libtorch = new ArrayList<Rate>();
      var onnxruntime = new ArrayList<Rate>();
      long truncated = 0;
      try (OrtPairScorer ort = refusal != null ? null : OrtPairScorer.open(spec.model().id(), onnx, graph,
          base.bert().parameters().tensors(), base.tokenizer(), spec.threads())) {
        if (ort != null) {
          score(ort, spec.items().subList(0, 1), 1);
        }
        long before = scorer.truncated();
        for (int round = 0; round < ROUNDS; round++) {
          libtorch.add(score(scorer, spec.items(), spec.inferencePairs()));
          if (round == 0) {
            truncated = scorer.truncated() - before;
          }
          if (ort != null) {
            onnxruntime.add(score(ort, spec.items(), spec.inferencePairs()));
          }
        }
      }
      return new Result(pairs[0], trainWall, trainCpu, libtorch, onnxruntime, refusal, load, truncated);
    }
  }

  /** Scores whole questions until at least {@code limit} pairs are done. */
  private static Rate score(CrossEncoder scorer, List<AnswerSelectionItem> items, int limit) {
    double wall0 = System.nanoTime() / 1e9;
    double cpu0 = cpu();
    long scored = 0;
    for (var item : items) {
      if (scored >= limit) {
        break;
      }
      scorer.score(item.question(), item.candidates().stream().map(Candidate::text).toList());
      scored += item.candidates().size();
    }
    return new Rate(scored, System.nanoTime() / 1e9 - wall0, cpu() - cpu0);
  }

  private static double cpu() {
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getProcessCpuTime() / 1e9;
    }
    return Double.NaN;
  }
}
