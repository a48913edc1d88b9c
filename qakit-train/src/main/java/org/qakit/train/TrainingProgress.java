package org.qakit.train;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The listener of a {@code qakit train} run, whatever its head: a progress line every few seconds
 * (step, epoch, loss, learning rate, pairs or windows per second, ETA); after each epoch the dev scores, recorded in the run's {@link
 * TrainingHistory}; the model folder rewritten whenever the dev metric improves (so it always
 * holds the best epoch's weights); and early stopping once {@code patience} epochs in a row have
 * not beaten the best.
 */
public final class TrainingProgress implements PairTrainer.Listener {
  private final PrintWriter err;
  private final String unit;
  private final Supplier<Map<String, Double>> devScores;
  private final TrainingHistory history;
  private final int patience;
  private final Runnable saveBest;
  private final long start = System.nanoTime();
  private long lastPrint;
  private long units;
  private double lossSum;
  private int lossCount;
  private int firstStep = -1;

  /**
   * @param unit what a step's {@link PairTrainer.Step#pairs()} counts, per second in the progress line ("pairs", "windows")
   * @param devScores the dev scores of the current weights, the history's metric among them
   * @param patience epochs without a better dev metric before stopping; 0 never stops early
   * @param saveBest writes the current weights as the model folder's
   */
  public TrainingProgress(PrintWriter err, String unit, Supplier<Map<String, Double>> devScores, TrainingHistory history, int patience,
      Runnable saveBest) {
    this.err = err;
    this.unit = unit;
    this.devScores = devScores;
    this.history = history;
    this.patience = patience;
    this.saveBest = saveBest;
  }

  @Override
  public void step(PairTrainer.Step s) {
    if (firstStep < 0) {
      firstStep = s.step();
    }
    units += s.pairs();
    lossSum += s.loss();
    lossCount++;
    long now = System.nanoTime();
    if (now - lastPrint > 5_000_000_000L || s.step() == s.total()) {
      lastPrint = now;
      double seconds = (now - start) / 1e9;
      int done = s.step() - firstStep + 1;
      double eta = seconds / done * (s.total() - s.step());
      err.printf(Locale.ROOT, "step %d/%d  epoch %d  loss %.4f  lr %.2e  %.1f %s/s  ETA %s%n", s.step(), s.total(), s.epoch(),
          lossSum / lossCount, s.rate(), units / seconds, unit, duration(eta));
      err.flush();
    }
  }

  @Override
  public boolean epochEnd(int epoch) {
    Map<String, Double> scores = devScores.get();
    double meanLoss = lossCount == 0 ? Double.NaN : lossSum / lossCount;
    boolean better = history.record(new TrainingHistory.Epoch(epoch, meanLoss, scores));
    if (better) {
      saveBest.run();
    }
    String shown = scores.entrySet().stream().map(e -> String.format(Locale.ROOT, "%s %.4f", name(e.getKey()), e.getValue()))
        .collect(Collectors.joining(", "));
    err.printf(Locale.ROOT, "epoch %d: mean loss %.4f, dev %s%s%n", epoch, meanLoss, shown,
        better ? " (best so far: kept)" : " (kept: epoch " + history.keptEpoch + ")");
    lossSum = 0;
    lossCount = 0;
    boolean stop = patience > 0 && history.sinceBest() >= patience;
    if (stop) {
      err.printf(Locale.ROOT, "early stop: %d epoch(s) without a better dev %s than epoch %d's%n", history.sinceBest(),
          name(history.metric), history.keptEpoch);
    }
    err.flush();
    return !stop;
  }

  private static String name(String metric) {
    return metric.equals("accuracy") ? metric : metric.toUpperCase(Locale.ROOT);
  }

  private static String duration(double seconds) {
    long s = Math.round(seconds);
    return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s % 3600 / 60) : String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
  }
}
