package org.qakit.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.qakit.report.Rates;
import org.qakit.dataset.Dataset;
import org.qakit.encode.EncoderConfig;
import org.qakit.encode.ModelSpec;
import org.qakit.encode.OnnxEncoder;
import org.qakit.embed.Vectors;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;

/**
 * Times a bi-encoder on real texts: for each batch size, the sentences per second of wall time
 * and per second of process CPU time (all threads, onnxruntime's included), the texts truncated,
 * and how far the vectors move from the batch-1 vectors (the smallest cosine). All vectors of a
 * run are kept in memory, as a caller holding a corpus's vectors would; the heap peak is the sum
 * of the heap pools' peak usage over the whole benchmark (an upper bound of the true peak), next to
 * the process's resident-set peak (which includes onnxruntime's native memory).
 */
public final class EncodeBenchmark {
  private EncodeBenchmark() {}

  /**
   * What to run.
   *
   * @param model the registered model
   * @param texts the texts, in order (passages: no query prefix)
   * @param threads texts (or batches) encoded at once (EncoderConfig.threads)
   * @param batchSizes the batch sizes to time, each over all texts
   */
  public record Spec(ModelSpec model, List<String> texts, int threads, List<Integer> batchSizes) {
    public Spec {
      if (texts.isEmpty() || batchSizes.isEmpty()) {
        throw new IllegalArgumentException("expected texts and at least one batch size");
      }
      texts = List.copyOf(texts);
      batchSizes = List.copyOf(batchSizes);
    }
  }

  /** One batch size's figures; {@code minCosineToBatch1} is NaN when batch size 1 was not run first. */
  public record Run(int batchSize, int texts, double seconds, double cpuSeconds, long truncated, double minCosineToBatch1) {
    /** Texts per second of wall time; NaN when the run was too short to time ({@link Rates#MIN_SECONDS}). */
    public double perSecond() {
      return Rates.perSecond(texts, seconds);
    }

    /** Texts per CPU-second; NaN when the process clock measured too little CPU time ({@link Rates#MIN_SECONDS}). */
    public double perCpuSecond() {
      return Rates.perSecond(texts, cpuSeconds);
    }
  }

  /** All runs, the heap and resident peaks in bytes, and the model's opening time in seconds. */
  public record Result(List<Run> runs, long peakHeapBytes, long peakResidentBytes, double openSeconds) {}

  /** Distinct texts of a dataset in file order (questions, candidates, stems, options, passages), at most {@code limit}. */
  public static List<String> texts(Dataset dataset, int limit) {
    var texts = new LinkedHashSet<String>();
    for (Item item : dataset.items()) {
      switch (item) {
        case AnswerSelectionItem a -> {
          texts.add(a.question());
          a.candidates().stream().map(Candidate::text).forEach(texts::add);
        }
        case MultipleChoiceItem m -> {
          texts.add(m.stem());
          m.choices().stream().map(Choice::text).forEach(texts::add);
        }
        case KbQuestionItem k -> texts.add(k.question());
        case ExtractionItem e -> {
          texts.add(e.question());
          texts.add(e.passage());
        }
      }
      if (texts.size() >= limit) {
        break;
      }
    }
    dataset.passages().stream().map(Passage::text).forEach(texts::add);
    texts.removeIf(String::isBlank);
    return texts.stream().limit(limit).toList();
  }

  /** {@code texts} repeated in order until there are {@code n}. */
  public static List<String> cycle(List<String> texts, int n) {
    var out = new ArrayList<String>(n);
    for (int i = 0; i < n; i++) {
      out.add(texts.get(i % texts.size()));
    }
    return out;
  }

  public static Result run(Spec spec) {
    var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
        .filter(p -> p.getType() == MemoryType.HEAP).toList();
    heap.forEach(MemoryPoolMXBean::resetPeakUsage);
    var runs = new ArrayList<Run>();
    double openSeconds = 0;
    float[][] batchOne = null;
    for (int batchSize : spec.batchSizes()) {
      long open = System.nanoTime();
      try (var encoder = OnnxEncoder.open(spec.model(), new EncoderConfig(spec.threads(), batchSize))) {
        openSeconds = Math.max(openSeconds, (System.nanoTime() - open) / 1e9);
        encoder.encodePassages(spec.texts().subList(0, Math.min(50, spec.texts().size()))); // warm-up
        long truncatedBefore = encoder.truncated();
        long cpu = os.getProcessCpuTime();
        long start = System.nanoTime();
        float[][] vectors = encoder.encodePassages(spec.texts());
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpuSeconds = (os.getProcessCpuTime() - cpu) / 1e9;
        double minCosine = Double.NaN;
        if (batchSize == 1) {
          batchOne = vectors;
        } else if (batchOne != null) {
          minCosine = 1;
          for (int i = 0; i < vectors.length; i++) {
            minCosine = Math.min(minCosine, Vectors.cosine(vectors[i], batchOne[i]));
          }
        }
        runs.add(new Run(batchSize, vectors.length, seconds, cpuSeconds, encoder.truncated() - truncatedBefore, minCosine));
      }
    }
    long peakHeap = heap.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
    return new Result(runs, peakHeap, residentPeak(), openSeconds);
  }

  /** VmHWM from /proc/self/status (Linux), or -1. */
  static long residentPeak() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("VmHWM:")) {
          return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
        }
      }
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
    return -1;
  }
}
