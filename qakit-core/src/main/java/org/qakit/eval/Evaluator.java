package org.qakit.eval;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.qakit.dataset.ItemField;
import org.qakit.eval.metric.CandidateRanking;
import org.qakit.eval.metric.DiagnosticMetric;
import org.qakit.eval.metric.Metric;
import org.qakit.eval.metric.Metrics;
import org.qakit.eval.metric.RankingMetric;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.solve.Prediction;

/**
 * Scores predictions against a dataset: for each metric, the mean of its per-item values over the
 * items of its kind (see {@link Metric}) with a percentile-bootstrap 95% confidence interval
 * ({@link Bootstrap}), and the same for the items of each value of every breakdown field ({@link
 * ItemField}).
 *
 * <p>Metrics: the ones given, or, when none are, every registered metric of the item kinds the
 * dataset holds ({@link Metrics#forKind}), diagnostics over what predictions name beside their answers ({@link DiagnosticMetric}) only
 * where the predictions carry it. A given metric whose kind the dataset lacks is an error;
 * items of a kind no metric scores are left out and counted in {@link Evaluation#unscored()}.
 *
 * <p>Ids, strict: a scored item without a prediction, or a prediction whose id is no item of the
 * dataset, is an error naming up to ten ids. Lenient: a missing prediction scores 0 for every
 * metric (counted as wrong, and in the first-correct histogram as "none"), a prediction for an
 * unknown id is ignored; {@link Evaluation#coverage()} counts both. A prediction that does not fit
 * its item (wrong shape or size) is always an error.
 *
 * <p>Breakdown values are ordered numerically when they all are numbers, else as strings, with
 * {@link ItemField#NONE} last. Every interval comes from the same seed, so results are
 * reproducible.
 *
 * <p>Work is shared between metrics: each answer-selection item is ranked once and its {@link
 * CandidateRanking} read by every {@link RankingMetric} (and by the first-correct histogram), and
 * the intervals of a kind's metrics come from one resampling pass ({@link
 * Bootstrap#meanIntervals}), since they draw the same item indices. The results are those of
 * scoring metric by metric ({@link #perMetric()}), bit for bit.
 */
public final class Evaluator {
  private static final int NAMED = Ids.NAMED;

  private final List<Metric> metrics;
  private final List<String> by;
  private final Bootstrap bootstrap;
  private final boolean lenient;
  private final boolean shared;

  /**
   * @param metrics the metrics, or an empty list for every registered metric of the kinds present
   * @param by the fields to break results down by (checked against the dataset when evaluating)
   * @param bootstrap the resampling behind every interval
   * @param lenient tolerate missing and unknown ids (see the class comment)
   */
  public Evaluator(List<Metric> metrics, List<String> by, Bootstrap bootstrap, boolean lenient) {
    this(metrics, by, bootstrap, lenient, true);
  }

  private Evaluator(List<Metric> metrics, List<String> by, Bootstrap bootstrap, boolean lenient, boolean shared) {
    if (metrics == null || by == null || bootstrap == null) {
      throw new IllegalArgumentException("an evaluator needs metrics (may be empty), fields (may be empty) and a bootstrap");
    }
    var ids = new HashSet<String>();
    for (Metric m : metrics) {
      if (!ids.add(m.id())) {
        throw new IllegalArgumentException("metric '" + m.id() + "' is given twice");
      }
    }
    if (new HashSet<>(by).size() != by.size()) {
      throw new IllegalArgumentException("a breakdown field is given twice: " + by);
    }
    this.metrics = List.copyOf(metrics);
    this.by = List.copyOf(by);
    this.bootstrap = bootstrap;
    this.lenient = lenient;
    this.shared = shared;
  }

  /**
   * This evaluator on the path qakit took before it shared work between metrics: each metric
   * scores every item by itself ({@link Metric#score}, so every ranking metric ranks each item
   * again), each interval draws its own resamples, and the first-correct histogram ranks once
   * more. Same results, bit for bit; kept as the reference that tests and {@code qakit bench eval}
   * compare the shared path with.
   */
  public Evaluator perMetric() {
    return new Evaluator(metrics, by, bootstrap, lenient, false);
  }

  /** Scores {@code predictions} (by item id) against {@code items}. */
  public Evaluation evaluate(List<? extends Item> items, Map<String, Prediction> predictions) {
    List<Metric> chosen = metricsFor(metrics, items, List.of(predictions));
    Set<ItemKind> kinds = EnumSet.noneOf(ItemKind.class);
    chosen.forEach(m -> kinds.add(m.kind()));
    List<ItemField> fields = by.stream().map(f -> ItemField.of(f, items)).toList();
    Evaluation.Coverage coverage = coverage(items, predictions, kinds);

    Evaluation.MetricScore[] scores = new Evaluation.MetricScore[chosen.size()];
    Evaluation.Breakdown[][] breakdowns = new Evaluation.Breakdown[fields.size()][chosen.size()];
    var rankings = new IdentityHashMap<Item, CandidateRanking>();
    for (ItemKind kind : kinds) {
      List<Item> scored = items.stream().filter(i -> i.kind() == kind).map(Item.class::cast).toList();
      List<Integer> ofKind = new ArrayList<>();
      for (int m = 0; m < chosen.size(); m++) {
        if (chosen.get(m).kind() == kind) {
          ofKind.add(m);
        }
      }
      List<Metric> kindMetrics = ofKind.stream().map(chosen::get).toList();
      double[][] values = shared ? sharedValues(kindMetrics, scored, predictions, rankings) : perMetricValues(kindMetrics, scored, predictions);
      List<Evaluation.Score> kindScores = scores(values);
      for (int k = 0; k < ofKind.size(); k++) {
        Metric metric = chosen.get(ofKind.get(k));
        scores[ofKind.get(k)] = new Evaluation.MetricScore(metric.id(), metric.kind().id(), kindScores.get(k));
      }
      for (int f = 0; f < fields.size(); f++) {
        List<Evaluation.Breakdown> kindBreakdowns = breakdowns(fields.get(f), kindMetrics, scored, values);
        for (int k = 0; k < ofKind.size(); k++) {
          breakdowns[f][ofKind.get(k)] = kindBreakdowns.get(k);
        }
      }
    }
    var allBreakdowns = new ArrayList<Evaluation.Breakdown>();
    for (Evaluation.Breakdown[] field : breakdowns) {
      allBreakdowns.addAll(List.of(field));
    }
    var unscored = new TreeMap<String, Integer>();
    items.stream().filter(i -> !kinds.contains(i.kind())).forEach(i -> unscored.merge(i.kind().id(), 1, Integer::sum));
    List<? extends Item> ranked = items.stream().filter(i -> kinds.contains(i.kind())).toList();
    Map<String, Integer> histogram = shared
        ? FirstCorrectRank.buckets(ranked, item -> {
            CandidateRanking r = rankings.get(item);
            Prediction p = predictions.get(item.id());
            return r != null ? r.firstPositiveRank() : p == null ? 0 : FirstCorrectRank.of(item, p);
          })
        : FirstCorrectRank.buckets(ranked, predictions);
    return new Evaluation(items.size(), List.of(scores), allBreakdowns, coverage, unscored, histogram,
        bootstrap.samples(), bootstrap.seed());
  }

  /**
   * {@link #metricsFor(List, List)}, leaving out, when none is requested, a {@link DiagnosticMetric}
   * that does not apply to every one of {@code predictionSets} (an official submission names no
   * triple).
   */
  public static List<Metric> metricsFor(List<Metric> requested, List<? extends Item> items,
      List<Map<String, Prediction>> predictionSets) {
    List<Metric> chosen = metricsFor(requested, items);
    if (!requested.isEmpty()) {
      return chosen;
    }
    return chosen.stream()
        .filter(m -> !(m instanceof DiagnosticMetric d) || predictionSets.stream().allMatch(p -> d.applies(items, p.values())))
        .toList();
  }

  /**
   * {@code official} followed by every registered {@link DiagnosticMetric} of the items' kinds that
   * applies to {@code predictions} and is not among them: a task's official metrics plus the
   * diagnostics its run can compute (a KBQA run's entity and predicate accuracy, which an official
   * submission cannot carry).
   */
  public static List<Metric> withDiagnostics(List<Metric> official, List<? extends Item> items, Map<String, Prediction> predictions) {
    var out = new ArrayList<Metric>(official);
    for (Metric m : metricsFor(List.of(), items)) {
      if (m instanceof DiagnosticMetric d && !out.contains(m) && d.applies(items, predictions.values())) {
        out.add(m);
      }
    }
    return out;
  }

  /**
   * The metrics to compute: {@code requested} after checking the dataset has items of each one's
   * kind, or, when none is requested, every registered metric of the kinds present.
   */
  public static List<Metric> metricsFor(List<Metric> requested, List<? extends Item> items) {
    var present = new LinkedHashSet<ItemKind>();
    items.forEach(i -> present.add(i.kind()));
    if (items.isEmpty()) {
      throw new IllegalArgumentException("the dataset holds no items to score");
    }
    if (!requested.isEmpty()) {
      for (Metric m : requested) {
        if (!present.contains(m.kind())) {
          throw new IllegalArgumentException(
              "metric '" + m.id() + "' scores " + m.kind().id() + " items, and the dataset has none (it has " + ids(present) + ")");
        }
      }
      return requested;
    }
    var all = new ArrayList<Metric>();
    for (ItemKind kind : ItemKind.values()) {
      if (present.contains(kind)) {
        all.addAll(Metrics.forKind(kind));
      }
    }
    if (all.isEmpty()) {
      throw new IllegalArgumentException("no registered metric scores " + ids(present) + " items yet");
    }
    return all;
  }

  private static String ids(Set<ItemKind> kinds) {
    return String.join(", ", kinds.stream().map(ItemKind::id).toList());
  }

  private Evaluation.Coverage coverage(List<? extends Item> items, Map<String, Prediction> predictions, Set<ItemKind> kinds) {
    var known = new HashSet<String>();
    var missing = new ArrayList<String>();
    for (Item item : items) {
      known.add(item.id());
      if (kinds.contains(item.kind()) && !predictions.containsKey(item.id())) {
        missing.add(item.id());
      }
    }
    var unknown = predictions.keySet().stream().filter(id -> !known.contains(id)).toList();
    if (!lenient && !unknown.isEmpty()) {
      throw new PredictionMismatchException(
          unknown.size() + " prediction(s) name items that are not in the dataset: " + first(unknown)
              + " (--lenient ignores them)");
    }
    if (!lenient && !missing.isEmpty()) {
      throw new PredictionMismatchException(
          missing.size() + " item(s) have no prediction: " + first(missing) + " (--lenient scores them as wrong)");
    }
    return new Evaluation.Coverage(
        predictions.size(), missing.size(), missing.subList(0, Math.min(NAMED, missing.size())),
        unknown.size(), unknown.subList(0, Math.min(NAMED, unknown.size())), lenient);
  }

  private static String first(List<String> ids) {
    return Ids.abbreviate(ids);
  }

  /**
   * Per-item values, one row per metric, in item order; a missing prediction (lenient only) scores
   * 0. Each item is ranked once ({@link CandidateRanking}, kept in {@code rankings} for the
   * histogram) for all the {@link RankingMetric}s; other metrics score the prediction directly.
   */
  private static double[][] sharedValues(List<Metric> metrics, List<Item> scored, Map<String, Prediction> predictions,
      Map<Item, CandidateRanking> rankings) {
    double[][] values = new double[metrics.size()][scored.size()];
    boolean ranks = metrics.stream().anyMatch(RankingMetric.class::isInstance);
    for (int i = 0; i < scored.size(); i++) {
      Item item = scored.get(i);
      Prediction p = predictions.get(item.id());
      if (p == null) {
        continue;
      }
      try {
        CandidateRanking ranking = ranks ? CandidateRanking.of((AnswerSelectionItem) item, p) : null;
        if (ranking != null) {
          rankings.put(item, ranking);
        }
        for (int m = 0; m < values.length; m++) {
          values[m][i] = metrics.get(m) instanceof RankingMetric r ? r.score(ranking) : metrics.get(m).score(item, p);
        }
      } catch (IllegalArgumentException e) {
        // report the error the per-metric path reports (its first metric's first bad item)
        perMetricValues(metrics, scored, predictions);
        throw new PredictionMismatchException(e.getMessage());
      }
    }
    return values;
  }

  /** {@link #sharedValues}, the way {@link #perMetric()} computes them: metric by metric. */
  private static double[][] perMetricValues(List<Metric> metrics, List<Item> scored, Map<String, Prediction> predictions) {
    double[][] values = new double[metrics.size()][scored.size()];
    for (int m = 0; m < values.length; m++) {
      for (int i = 0; i < scored.size(); i++) {
        Prediction p = predictions.get(scored.get(i).id());
        try {
          values[m][i] = p == null ? 0 : metrics.get(m).score(scored.get(i), p);
        } catch (IllegalArgumentException e) {
          throw new PredictionMismatchException(e.getMessage());
        }
      }
    }
    return values;
  }

  /** The score of each row: intervals from one resampling pass, or per row on the per-metric path. */
  private List<Evaluation.Score> scores(double[][] values) {
    if (shared) {
      return Evaluation.Score.ofAll(values, bootstrap);
    }
    var scores = new ArrayList<Evaluation.Score>();
    for (double[] row : values) {
      scores.add(Evaluation.Score.of(row, bootstrap));
    }
    return scores;
  }

  /** One breakdown per metric (one row of {@code values} each) by {@code field}. */
  private List<Evaluation.Breakdown> breakdowns(ItemField field, List<Metric> metrics, List<Item> scored, double[][] values) {
    var groups = new LinkedHashMap<String, List<Integer>>();
    for (int i = 0; i < scored.size(); i++) {
      groups.computeIfAbsent(field.label(scored.get(i)), k -> new ArrayList<>()).add(i);
    }
    var cells = new ArrayList<List<Evaluation.Cell>>();
    metrics.forEach(m -> cells.add(new ArrayList<>()));
    for (String value : order(groups.keySet())) {
      List<Integer> members = groups.get(value);
      double[][] subsets = new double[metrics.size()][members.size()];
      for (int m = 0; m < subsets.length; m++) {
        for (int k = 0; k < members.size(); k++) {
          subsets[m][k] = values[m][members.get(k)];
        }
      }
      List<Evaluation.Score> cellScores = scores(subsets);
      for (int m = 0; m < subsets.length; m++) {
        cells.get(m).add(new Evaluation.Cell(value, cellScores.get(m)));
      }
    }
    var out = new ArrayList<Evaluation.Breakdown>();
    for (int m = 0; m < metrics.size(); m++) {
      out.add(new Evaluation.Breakdown(field.name(), metrics.get(m).id(), cells.get(m)));
    }
    return out;
  }

  /** Numeric order when every value (but {@link ItemField#NONE}) is a number, else string order; NONE last. */
  static List<String> order(Set<String> values) {
    var list = new ArrayList<>(values);
    list.remove(ItemField.NONE);
    boolean numeric = list.stream().allMatch(v -> v.matches("-?\\d+(\\.\\d+)?"));
    list.sort(numeric ? Comparator.comparingDouble(Double::parseDouble) : Comparator.naturalOrder());
    if (values.contains(ItemField.NONE)) {
      list.add(ItemField.NONE);
    }
    return list;
  }
}
