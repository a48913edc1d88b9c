package org.qakit.eval;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qakit.eval.metric.Accuracy;
import org.qakit.eval.metric.MeanReciprocalRank;
import org.qakit.eval.metric.Metric;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;
import org.qakit.solve.Solvers;

/**
 * Scores every index-free solver of {@link Solvers} on a dataset with the metric its items call
 * for: accuracy when there are multiple-choice items, else MRR (NLPCC definition) when the
 * answer-selection candidates are labelled. Knowledge-base and extraction items get no score yet.
 * Each score comes with its 95% percentile-bootstrap interval over items ({@link Bootstrap}, the
 * default {@value Bootstrap#DEFAULT_SAMPLES} resamples and seed {@value Bootstrap#DEFAULT_SEED}).
 *
 * @param metric the metric used
 * @param items how many items it scored
 * @param scores the score of each solver, by solver id, in registry order
 * @param intervals the 95% confidence interval of each score, by solver id, in registry order
 */
public record BaselineScores(String metric, int items, Map<String, Double> scores, Map<String, Bootstrap.Interval> intervals) {

  public BaselineScores {
    scores = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(scores));
    intervals = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(intervals));
  }

  /** The baselines' scores on {@code items}, or empty when no metric applies to them. */
  public static Optional<BaselineScores> of(List<Item> items) {
    Metric metric = metricFor(items);
    if (metric == null) {
      return Optional.empty();
    }
    int scored = (int) items.stream().filter(i -> i.kind() == metric.kind()).count();
    var bootstrap = new Bootstrap(Bootstrap.DEFAULT_SAMPLES, Bootstrap.DEFAULT_SEED);
    var scores = new LinkedHashMap<String, Double>();
    var intervals = new LinkedHashMap<String, Bootstrap.Interval>();
    for (Solver solver : Solvers.registry().all()) {
      ItemScores values = score(solver, metric, items);
      scores.put(solver.id(), values.mean());
      intervals.put(solver.id(), bootstrap.meanInterval(values.values()));
    }
    return Optional.of(new BaselineScores(metric.id(), scored, scores, intervals));
  }

  static Metric metricFor(List<Item> items) {
    if (items.stream().anyMatch(i -> i.kind() == ItemKind.MULTIPLE_CHOICE)) {
      return new Accuracy(Accuracy.TiePolicy.WRONG);
    }
    boolean selection = items.stream().anyMatch(i -> i.kind() == ItemKind.ANSWER_SELECTION);
    boolean labelled = items.stream()
        .filter(AnswerSelectionItem.class::isInstance)
        .map(AnswerSelectionItem.class::cast)
        .allMatch(a -> a.candidates().stream().allMatch(Candidate::labelled));
    return selection && labelled ? new MeanReciprocalRank() : null;
  }

  private static ItemScores score(Solver solver, Metric metric, List<Item> items) {
    Map<String, Prediction> predictions = new HashMap<>();
    for (Item item : items) {
      solver.solve(item).ifPresent(p -> predictions.put(item.id(), p));
    }
    return ItemScores.of(metric, items, predictions);
  }
}
