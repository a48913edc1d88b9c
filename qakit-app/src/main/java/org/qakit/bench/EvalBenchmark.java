package org.qakit.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.qakit.eval.Bootstrap;
import org.qakit.eval.Evaluation;
import org.qakit.eval.Evaluator;
import org.qakit.eval.ItemScores;
import org.qakit.eval.metric.Metric;
import org.qakit.eval.metric.Metrics;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.solve.Prediction;

/**
 * Times the evaluation of answer-selection predictions on synthetic, seeded data: N questions of M
 * candidates (one positive at a random position, a second one for every tenth question; four
 * question types), scored with random numbers that favour the positives a little. Phases, each
 * run {@code repeats} times (the first run includes JIT warm-up; the best is the steady state):
 *
 * <ul>
 *   <li>{@code sort (baseline)}: sorting every question's M scores once ({@code Arrays.sort} on a
 *       copy), the least work any ranking metric needs; the other rows are given as multiples of it;
 *   <li>{@code scoring}: the per-item values of every registered answer-selection metric ({@link
 *       ItemScores});
 *   <li>{@code bootstrap}: the 95% interval of each metric's mean ({@link Bootstrap}, B resamples),
 *       one metric at a time, then all in one pass ({@link Bootstrap#meanIntervals});
 *   <li>{@code evaluate}: {@link Evaluator#evaluate} end to end (scoring, intervals, histogram), and
 *       again with a breakdown by question type, each first on the per-metric path ({@link
 *       Evaluator#perMetric()}, rows marked {@value #PER_METRIC}: every metric ranks every item
 *       again), then on the shared path, alternating (which runs first changes every repeat); the two
 *       evaluations must be equal.
 * </ul>
 */
public final class EvalBenchmark {
  private EvalBenchmark() {}

  /**
   * What to run.
   *
   * @param questions N, at least 1
   * @param candidates M per question, at least 1
   * @param samples B bootstrap resamples, at least 10
   * @param seed seeds the data and the bootstrap
   * @param repeats runs of each phase, at least 1
   */
  public record Spec(int questions, int candidates, int samples, long seed, int repeats) {
    public Spec {
      if (questions < 1 || candidates < 1 || repeats < 1) {
        throw new IllegalArgumentException(
            "expected at least 1 question, 1 candidate and 1 repeat, found " + questions + ", " + candidates + ", " + repeats);
      }
      if (samples < 10) {
        throw new IllegalArgumentException("bootstrap needs at least 10 resamples, found " + samples);
      }
    }
  }

  /** One phase's wall time in milliseconds: the first run and the fastest. */
  public record Timing(String phase, double firstMs, double bestMs) {}

  /** The timings, and the scores computed (so the work cannot be skipped and can be checked). */
  public record Result(Spec spec, List<Timing> timings, Evaluation evaluation) {}

  public static Result run(Spec spec) {
    List<Item> items = items(spec);
    Map<String, Prediction> predictions = predictions(items, spec.seed());
    List<Metric> metrics = Metrics.forKind(ItemKind.ANSWER_SELECTION);
    var bootstrap = new Bootstrap(spec.samples(), spec.seed());
    var timings = new ArrayList<Timing>();
    timings.add(time("sort (baseline)", spec.repeats(), () -> sortAll(items, predictions)));
    var values = new ArrayList<ItemScores>();
    timings.add(time("scoring (" + String.join(", ", metrics.stream().map(Metric::id).toList()) + ")", spec.repeats(), () -> {
      values.clear();
      metrics.forEach(m -> values.add(ItemScores.of(m, items, predictions)));
      return values.size();
    }));
    timings.add(time("bootstrap (" + metrics.size() + " metric(s) x " + spec.samples() + ")", spec.repeats(),
        () -> values.stream().mapToDouble(v -> bootstrap.meanInterval(v.values()).low()).sum()));
    timings.add(time("bootstrap, one pass for all", spec.repeats(),
        () -> bootstrap.meanIntervals(values.stream().map(ItemScores::values).toArray(double[][]::new)).size()));
    Evaluation[] evaluation = new Evaluation[2];
    var plain = new Evaluator(List.of(), List.of(), bootstrap, false);
    var byType = new Evaluator(List.of(), List.of("question_type"), bootstrap, false);
    timings.addAll(timeAlternately("evaluate", spec.repeats(),
        () -> evaluation[1] = plain.perMetric().evaluate(items, predictions), () -> evaluation[0] = plain.evaluate(items, predictions)));
    timings.addAll(timeAlternately("evaluate --by question_type", spec.repeats(),
        () -> byType.perMetric().evaluate(items, predictions), () -> byType.evaluate(items, predictions)));
    if (!evaluation[0].equals(evaluation[1])) {
      throw new IllegalStateException("the shared and the per-metric evaluation differ: " + evaluation[0] + " vs " + evaluation[1]);
    }
    return new Result(spec, timings, evaluation[0]);
  }

  /** The prefix of the phases that run {@link Evaluator#perMetric()}, the path before rankings were shared. */
  public static final String PER_METRIC = "before: ";

  /**
   * The per-metric path's best time over the shared path's for each phase both ran, e.g. {@code
   * evaluate -> 4.2}: how much less time the shared rankings and resamples take.
   */
  public static java.util.Map<String, Double> savings(List<Timing> timings) {
    var byPhase = new java.util.LinkedHashMap<String, Double>();
    timings.forEach(t -> byPhase.put(t.phase(), t.bestMs()));
    var ratios = new java.util.LinkedHashMap<String, Double>();
    byPhase.forEach((phase, ms) -> {
      if (phase.startsWith(PER_METRIC)) {
        String shared = phase.substring(PER_METRIC.length());
        ratios.put(shared, ms / byPhase.get(shared));
      }
    });
    return ratios;
  }

  /**
   * Times the per-metric path ({@value #PER_METRIC}{@code phase}) and the shared one ({@code
   * phase}) in alternating order, the per-metric one first in odd repeats, so that neither gains
   * from running after the other has warmed the JIT.
   */
  private static List<Timing> timeAlternately(String phase, int repeats, Supplier<Object> perMetric, Supplier<Object> shared) {
    double[] first = new double[2];
    double[] best = {Double.MAX_VALUE, Double.MAX_VALUE};
    for (int r = 0; r < repeats; r++) {
      for (int k = 0; k < 2; k++) {
        int which = (r + k) % 2; // 0: per metric, 1: shared
        Supplier<Object> work = which == 0 ? perMetric : shared;
        long start = System.nanoTime();
        if (work.get() == null) {
          throw new IllegalStateException(phase + " computed nothing");
        }
        double ms = (System.nanoTime() - start) / 1e6;
        first[which] = r == 0 ? ms : first[which];
        best[which] = Math.min(best[which], ms);
      }
    }
    return List.of(new Timing(PER_METRIC + phase, first[0], best[0]), new Timing(phase, first[1], best[1]));
  }

  private static Timing time(String phase, int repeats, Supplier<Object> work) {
    double first = 0;
    double best = Double.MAX_VALUE;
    Object sink = null;
    for (int r = 0; r < repeats; r++) {
      long start = System.nanoTime();
      sink = work.get();
      double ms = (System.nanoTime() - start) / 1e6;
      first = r == 0 ? ms : first;
      best = Math.min(best, ms);
    }
    if (sink == null) {
      throw new IllegalStateException(phase + " computed nothing");
    }
    return new Timing(phase, first, best);
  }

  private static double sortAll(List<Item> items, Map<String, Prediction> predictions) {
    double check = 0;
    for (Item item : items) {
      List<Double> scores = ((Prediction.CandidateScores) predictions.get(item.id())).scores();
      double[] copy = new double[scores.size()];
      for (int i = 0; i < copy.length; i++) {
        copy[i] = scores.get(i);
      }
      Arrays.sort(copy);
      check += copy[copy.length - 1];
    }
    return check;
  }

  static List<Item> items(Spec spec) {
    var random = new SplittableRandom(spec.seed());
    String[] types = {"who", "when", "where", "what"};
    var items = new ArrayList<Item>(spec.questions());
    for (int q = 0; q < spec.questions(); q++) {
      int positive = random.nextInt(spec.candidates());
      int second = q % 10 == 0 ? random.nextInt(spec.candidates()) : positive;
      var candidates = new ArrayList<Candidate>(spec.candidates());
      for (int c = 0; c < spec.candidates(); c++) {
        candidates.add(new Candidate(null, "sentence " + c, c == positive || c == second ? 1 : 0));
      }
      items.add(new AnswerSelectionItem("q" + q, "question " + q, candidates, null, Map.of("question_type", types[q % types.length]), null));
    }
    return items;
  }

  static Map<String, Prediction> predictions(List<Item> items, long seed) {
    var random = new SplittableRandom(seed + 1);
    var predictions = new HashMap<String, Prediction>();
    for (Item item : items) {
      var a = (AnswerSelectionItem) item;
      var scores = new ArrayList<Double>(a.candidates().size());
      for (Candidate c : a.candidates()) {
        scores.add(random.nextDouble() + (c.positive() ? 0.3 : 0));
      }
      predictions.put(a.id(), new Prediction.CandidateScores(a.id(), scores));
    }
    return predictions;
  }
}
