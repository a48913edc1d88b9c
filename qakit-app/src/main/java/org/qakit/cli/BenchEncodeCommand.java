package org.qakit.cli;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.bench.EncodeBenchmark;
import org.qakit.encode.Models;
import org.qakit.report.Rates;
import org.qakit.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit bench encode}: sentences per second of a bi-encoder on a dataset's texts. */
@Command(name = "encode", mixinStandardHelpOptions = true,
    description = {"Time a bi-encoder on the distinct texts of a dataset (questions, candidates, stems, options, "
        + "passages; cycled when --sentences asks for more): sentences/s of wall time and per CPU-second, "
        + "texts truncated, the smallest cosine of each batch size's vectors to batch 1's, peak heap and "
        + "resident memory.",
        "Each batch size opens the model anew and warms it up on 50 texts. A rate whose time is under "
        + "0.1 s (ten ticks of the process CPU clock) prints as -."})
final class BenchEncodeCommand implements Callable<Integer> {
  @Option(names = "--encoder", required = true, paramLabel = "M", description = "a bi-encoder from `qakit list models`")
  String model;

  @Option(names = "--model", hidden = true, paramLabel = "M", description = RetiredSpelling.PREFIX + "--encoder")
  String retiredModel;

  @Mixin DatasetOptions dataset;

  @Option(names = "--sentences", paramLabel = "N", defaultValue = "5000", description = "texts to encode per batch size; default: ${DEFAULT-VALUE}")
  int sentences;

  @Option(names = "--batch", paramLabel = "B", split = ",", defaultValue = "1,16,64", description = "batch sizes; default: ${DEFAULT-VALUE}")
  List<Integer> batches;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "2", description = "texts (or batches) encoded at once, each on one core; default: ${DEFAULT-VALUE}")
  int threads;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (sentences < 1) {
      throw new IllegalArgumentException("--sentences: expected at least 1, found " + sentences);
    }
    var model = Models.registry().get(this.model);
    List<String> distinct = EncodeBenchmark.texts(dataset.read(spec.commandLine().getErr()), sentences);
    if (distinct.isEmpty()) {
      throw new IllegalArgumentException("the dataset holds no text to encode");
    }
    var texts = EncodeBenchmark.cycle(distinct, sentences);
    var out = spec.commandLine().getOut();
    double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    var result = EncodeBenchmark.run(new EncodeBenchmark.Spec(model, texts, threads, batches));
    out.printf(Locale.ROOT, "qakit bench encode: %s, %d texts (%d distinct), %d thread(s)%n%n", model.id(), texts.size(),
        distinct.size(), threads);
    var table = new TextTable(List.of("batch", "seconds", "sentences/s", "CPU s", "per CPU-s", "truncated", "min cos to batch 1"));
    for (var r : result.runs()) {
      table.row(List.of(Integer.toString(r.batchSize()), f2(r.seconds()), f1(r.perSecond()), f2(r.cpuSeconds()), f1(r.perCpuSecond()),
          Long.toString(r.truncated()), Double.isNaN(r.minCosineToBatch1()) ? "-" : String.format(Locale.ROOT, "%.4f", r.minCosineToBatch1())));
    }
    out.print(table.render());
    out.printf(Locale.ROOT, "%nmodel opened in %.1f s; peak heap %d MiB (max heap %d MiB); peak resident %d MiB%n",
        result.openSeconds(), result.peakHeapBytes() >> 20, Runtime.getRuntime().maxMemory() >> 20, result.peakResidentBytes() >> 20);
    out.printf(Locale.ROOT, "Java %s, %d processor(s) available, load average %.2f before, %.2f after%n", Runtime.version(),
        Runtime.getRuntime().availableProcessors(), loadBefore, ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    out.flush();
    return 0;
  }

  private static String f1(double v) {
    return Rates.format("%.1f", v);
  }

  private static String f2(double v) {
    return Rates.format("%.2f", v);
  }
}
