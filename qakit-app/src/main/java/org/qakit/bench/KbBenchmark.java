package org.qakit.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.qakit.eval.metric.KbqaF1;
import org.qakit.format.ReadOptions;
import org.qakit.format.nlpcc.NlpccKbqaFormat;
import org.qakit.kb.KbStore;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.kb.KbqaModel;
import org.qakit.solve.kb.KbqaSolver;
import org.qakit.solve.kb.KbqaTrainer;

/**
 * Times a knowledge-base store and the kbqa solver on questions that point into it (e.g. those of
 * {@code qakit kb generate --questions}): opening the store, training on every second question
 * (the 1st, 3rd, …), then, on one thread, for each other question a lookup by subject + predicate
 * and a full answer. A warm-up of {@value #WARMUP} questions runs first and is not counted (JIT);
 * each measured question is timed once, so store pages not yet in the operating system's cache are
 * part of the figures.
 */
public final class KbBenchmark {
  static final int WARMUP = 50;

  private KbBenchmark() {}

  /** Latencies in milliseconds, sorted. */
  public record Latency(double[] ms) {
    public double median() {
      return quantile(0.5);
    }

    public double p95() {
      return quantile(0.95);
    }

    public double max() {
      return ms.length == 0 ? Double.NaN : ms[ms.length - 1];
    }

    /** The nearest-rank quantile: the ⌈q·n⌉-th smallest value. */
    public double quantile(double q) {
      if (ms.length == 0) {
        return Double.NaN;
      }
      int rank = (int) Math.ceil(q * ms.length);
      return ms[Math.max(0, Math.min(ms.length - 1, rank - 1))];
    }
  }

  /**
   * What was measured.
   *
   * @param openMs opening the store
   * @param trainMs training on the training questions
   * @param trainQuestions questions trained on
   * @param lookups subject + predicate lookups
   * @param answers full answers
   * @param f1 Averaged F1 of the measured answers
   * @param usedHeapMb heap in use after the run (after a GC request)
   * @param maxHeapMb the JVM's maximum heap
   */
  public record Result(double openMs, double trainMs, int trainQuestions, Latency lookups, Latency answers, double f1,
      long usedHeapMb, long maxHeapMb, long triples) {}

  public static Result run(Path kb, Path questions, long seed) throws IOException {
    List<KbQuestionItem> items = new NlpccKbqaFormat().read(questions, ReadOptions.STRICT).items().stream()
        .map(KbQuestionItem.class::cast).filter(i -> i.triple() != null).toList();
    var train = new ArrayList<KbQuestionItem>();
    var test = new ArrayList<KbQuestionItem>();
    for (int i = 0; i < items.size(); i++) {
      (i % 2 == 0 ? train : test).add(items.get(i));
    }
    if (test.size() <= WARMUP) {
      throw new IllegalArgumentException(questions + ": expected more than " + 2 * WARMUP + " questions with gold triples, found " + items.size());
    }
    long t0 = System.nanoTime();
    try (KbStore store = KbStore.open(kb)) {
      double openMs = (System.nanoTime() - t0) / 1e6;
      long t1 = System.nanoTime();
      KbqaModel model = KbqaTrainer.train(store, train, seed);
      double trainMs = (System.nanoTime() - t1) / 1e6;
      var solver = new KbqaSolver(store, model);
      for (KbQuestionItem item : test.subList(0, WARMUP)) {
        store.triples(item.triple().subject(), item.triple().predicate());
        solver.solve(item);
      }
      List<KbQuestionItem> measured = test.subList(WARMUP, test.size());
      double[] lookups = new double[measured.size()];
      double[] answers = new double[measured.size()];
      double f1 = 0;
      var metric = new KbqaF1();
      for (int i = 0; i < measured.size(); i++) {
        KbQuestionItem item = measured.get(i);
        long a = System.nanoTime();
        store.triples(item.triple().subject(), item.triple().predicate());
        long b = System.nanoTime();
        Prediction p = solver.solve(item).orElseThrow();
        long c = System.nanoTime();
        lookups[i] = (b - a) / 1e6;
        answers[i] = (c - b) / 1e6;
        f1 += metric.score(item, p);
      }
      Arrays.sort(lookups);
      Arrays.sort(answers);
      System.gc();
      Runtime rt = Runtime.getRuntime();
      return new Result(openMs, trainMs, train.size(), new Latency(lookups), new Latency(answers), f1 / measured.size(),
          (rt.totalMemory() - rt.freeMemory()) >> 20, rt.maxMemory() >> 20, store.stats().triples());
    }
  }
}
