package org.qakit.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.report.Rates;
import org.qakit.train.PairSpeed;
import org.qakit.train.bert.BaseModels;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit bench train}: training and inference pairs per second of a base model's cross-encoder. */
@Command(name = "train", mixinStandardHelpOptions = true,
    description = {"Time a cross-encoder built on a base model (BERT on DJL/libtorch, CPU) on the answer-selection "
            + "questions of a dataset: training pairs/s (forward, backward, AdamW; listwise loss; after one "
            + "warm-up step) and inference pairs/s (16 pairs a batch), in wall time and per CPU-second.",
        "Inference runs the trained weights on libtorch and on onnxruntime (the engine qakit uses for a fine-tuned "
            + "model; not for the int8 bge-small-zh-v15), alternately, 3 rounds each.",
        "Nothing is saved."})
final class BenchTrainCommand implements Callable<Integer> {
  @Option(names = "--encoder", required = true, paramLabel = "M", description = "a base model: "
      + "all-minilm-l6-v2, bge-small-en-v15, e5-small-v2, or bge-small-zh-v15 (Chinese, dequantized from int8)")
  String model;

  @Mixin DatasetOptions dataset;

  @Option(names = "--max-length", paramLabel = "N", defaultValue = "128", description = "tokens per pair; default: ${DEFAULT-VALUE}")
  int maxLength;

  @Option(names = "--batch", paramLabel = "Q", defaultValue = "2", description = "questions per training step; default: ${DEFAULT-VALUE}")
  int batch;

  @Option(names = "--steps", paramLabel = "N", defaultValue = "5", description = "timed training steps; default: ${DEFAULT-VALUE}")
  int steps;

  @Option(names = "--pairs", paramLabel = "N", defaultValue = "200", description = "pairs to score for the inference rate; default: ${DEFAULT-VALUE}")
  int pairs;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "2", description = "libtorch threads and onnxruntime intra-op threads; default: ${DEFAULT-VALUE}")
  int threads;

  @Spec CommandSpec spec;

  private static void rate(PrintWriter out, String what, PairSpeed.Rate rate) {
    out.printf(Locale.ROOT, "%s: %d pairs in %.1f s: %s pairs/s, %s per CPU-second%n", what, rate.pairs(), rate.seconds(),
        Rates.format("%.1f", rate.pairs() / rate.seconds()), Rates.format("%.1f", rate.pairs() / rate.cpuSeconds()));
  }

  /** onnxruntime over libtorch in pairs per CPU-second, round by round: the median and the range. */
  private static String ratios(PairSpeed.Result r) {
    double[] ratio = new double[r.libtorch().size()];
    for (int i = 0; i < ratio.length; i++) {
      var a = r.libtorch().get(i);
      var b = r.onnxruntime().get(i);
      ratio[i] = (b.pairs() / b.cpuSeconds()) / (a.pairs() / a.cpuSeconds());
    }
    Arrays.sort(ratio);
    return String.format(Locale.ROOT, "summary: onnxruntime/libtorch pairs per CPU-second %.2fx (range %.2f-%.2f over %d rounds)",
        ratio[ratio.length / 2], ratio[0], ratio[ratio.length - 1], ratio.length);
  }

  @Override
  public Integer call() throws Exception {
    var base = BaseModels.get(model);
    if (batch < 1 || steps < 1 || pairs < 1) {
      throw new IllegalArgumentException("--batch, --steps and --pairs: expected at least 1");
    }
    List<AnswerSelectionItem> items = dataset.read(spec.commandLine().getErr()).items().stream()
        .filter(AnswerSelectionItem.class::isInstance).map(AnswerSelectionItem.class::cast).toList();
    if (items.isEmpty()) {
      throw new IllegalArgumentException("the dataset holds no answer-selection question");
    }
    var out = spec.commandLine().getOut();
    double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    var r = PairSpeed.run(new PairSpeed.Spec(base, items, maxLength, batch, steps, pairs, threads));
    out.printf(Locale.ROOT, "qakit bench train: %s, max length %d, %d libtorch and onnxruntime thread(s)%n", base.id(), maxLength, threads);
    out.printf(Locale.ROOT, "weights read into DJL in %.1f s%n", r.loadSeconds());
    out.printf(Locale.ROOT, "training:  %d pairs in %.1f s: %s pairs/s, %s per CPU-second%n", r.trainPairs(), r.trainSeconds(),
        Rates.format("%.1f", r.trainPairs() / r.trainSeconds()), Rates.format("%.1f", r.trainPairs() / r.trainCpuSeconds()));
    for (int i = 0; i < r.libtorch().size(); i++) {
      rate(out, "inference, libtorch, round " + (i + 1), r.libtorch().get(i));
      if (i < r.onnxruntime().size()) {
        rate(out, "inference, onnxruntime, round " + (i + 1), r.onnxruntime().get(i));
      }
    }
    out.printf(Locale.ROOT, "%d pair(s) truncated a pass%n", r.truncated());
    if (r.onnxruntimeRefusal() != null) {
      out.printf(Locale.ROOT, "onnxruntime left out: %s%n", r.onnxruntimeRefusal());
    } else {
      out.println(ratios(r));
    }
    out.printf(Locale.ROOT, "Java %s, %d processor(s) available, load average %.2f before, %.2f after%n", Runtime.version(),
        Runtime.getRuntime().availableProcessors(), loadBefore, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    out.flush();
    return 0;
  }
}
