package org.qakit.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.eval.Bootstrap;
import org.qakit.eval.Evaluation;
import org.qakit.eval.Evaluator;
import org.qakit.eval.ItemScores;
import org.qakit.eval.metric.Metric;
import org.qakit.eval.metric.Metrics;
import org.qakit.eval.significance.ApproximateRandomization;
import org.qakit.eval.significance.PairedBootstrap;
import org.qakit.eval.significance.PairedComparison;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;
import org.qakit.task.Task;

/**
 * Scores several systems on the same items and ranks them: a {@link Leaderboard}. Each metric's
 * score and 95% interval are those of {@code qakit eval} (the mean of the per-item values, a
 * percentile bootstrap over items); the tests against the best system and the baseline are those
 * of {@code qakit compare} ({@link PairedBootstrap} and {@link ApproximateRandomization} on the
 * headline metric's per-item values, seeded).
 *
 * <p>Metrics: the task's official ones (headline first); without a task, every registered metric
 * of the item kinds present, the first kind's first metric the headline ({@link Evaluator#metricsFor}).
 */
public final class LeaderboardBuilder {
  private final Leaderboard.Settings settings;

  public LeaderboardBuilder(Leaderboard.Settings settings) {
    this.settings = settings;
  }

  /**
   * The leaderboard of {@code systems} on {@code items}.
   *
   * @param task the task, or null
   * @param split the split, or null
   * @param dataset what the items are, for the heading
   * @param protocol which items count, in words
   * @param items the items that count; every system needs a prediction for each
   * @param systems the systems, with distinct labels
   * @param baseline the baseline's label (one of the systems), or null
   * @throws IllegalArgumentException when a system lacks a prediction (naming its record and the ids)
   */
  public Leaderboard build(Task task, String split, String dataset, String protocol, List<Item> items, List<SystemRun> systems,
      String baseline) {
    List<Map<String, Prediction>> sets = systems.stream().map(SystemRun::predictions).toList();
    List<Metric> requested = task == null ? List.of() : task.metrics().stream().map(Metrics::get).toList();
    List<Metric> metrics = Evaluator.metricsFor(requested, items, sets);
    var bootstrap = new Bootstrap(settings.intervalSamples(), settings.seed());
    Map<SystemRun, Map<String, ItemScores>> perItem = new LinkedHashMap<>();
    for (SystemRun s : systems) {
      var byMetric = new LinkedHashMap<String, ItemScores>();
      for (Metric m : metrics) {
        try {
          byMetric.put(m.id(), ItemScores.of(m, items, s.predictions()));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(s.record() + ": " + e.getMessage(), e);
        }
      }
      perItem.put(s, byMetric);
    }
    String headline = metrics.get(0).id();
    List<SystemRun> ranked = new ArrayList<>(systems);
    ranked.sort(Comparator.comparingDouble((SystemRun s) -> -perItem.get(s).get(headline).mean()).thenComparing(SystemRun::label));
    SystemRun best = ranked.get(0);
    SystemRun base = baseline == null ? null : systems.stream().filter(s -> s.label().equals(baseline)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("the baseline " + baseline + " is not one of the systems"));
    var bootstrapTest = new PairedBootstrap(settings.testSamples(), settings.seed());
    var randomization = new ApproximateRandomization(settings.testSamples(), settings.seed());
    var entries = new ArrayList<Leaderboard.Entry>();
    var rankOf = new HashMap<Double, Integer>();
    for (int i = 0; i < ranked.size(); i++) {
      SystemRun s = ranked.get(i);
      Map<String, ItemScores> mine = perItem.get(s);
      var scores = new LinkedHashMap<String, Evaluation.Score>();
      mine.forEach((id, v) -> scores.put(id, Evaluation.Score.of(v.values(), bootstrap)));
      int rank = rankOf.computeIfAbsent(mine.get(headline).mean(), v -> entries.size() + 1);
      PairedComparison vsBest = s == best ? null
          : PairedComparison.of(mine.get(headline), perItem.get(best).get(headline), bootstrapTest, randomization);
      PairedComparison vsBase = base == null || s == base ? null
          : PairedComparison.of(mine.get(headline), perItem.get(base).get(headline), bootstrapTest, randomization);
      entries.add(new Leaderboard.Entry(rank, s, scores, vsBest, vsBase));
    }
    List<String> metricIds = metrics.stream().map(Metric::id).toList();
    return new Leaderboard(task == null ? null : task.id(), split, dataset, protocol, items.size(), metricIds, entries, baseline,
        task == null ? List.of() : task.anchors(), settings);
  }
}
