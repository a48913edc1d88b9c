package org.qakit.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.qakit.eval.metric.CandidateRanking;
import org.qakit.eval.metric.Metric;
import org.qakit.eval.metric.Metrics;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.testing.SharedData;

/**
 * The evaluator's shared path (each item ranked once for every metric, one resampling pass per
 * kind) against the per-metric path it replaced, on real datasets from ../shared/data with seeded
 * predictions full of ties (scores from {-0.0, 0.0, 0.5, 1.0}): every score, interval, breakdown
 * cell and histogram bucket must be the same double, bit for bit.
 */
class SharedRankingEvaluatorTest {
  static final Bootstrap BOOTSTRAP = new Bootstrap(200, 42);

  static List<Item> read(String format, String file) throws IOException {
    return Formats.get(format).read(SharedData.path(file), ReadOptions.STRICT).items();
  }

  /** Seeded scores with many ties and both zeros, so that the tie rule decides often. */
  static Map<String, Prediction> predictions(List<Item> items, long seed) {
    var random = new SplittableRandom(seed);
    var predictions = new HashMap<String, Prediction>();
    for (Item item : items) {
      switch (item) {
        case AnswerSelectionItem a -> {
          var scores = new ArrayList<Double>();
          a.candidates().forEach(c -> scores.add(score(random)));
          predictions.put(a.id(), new Prediction.CandidateScores(a.id(), scores));
        }
        case MultipleChoiceItem m -> {
          var scores = new LinkedHashMap<String, Double>();
          m.labels().forEach(l -> scores.put(l, score(random)));
          predictions.put(m.id(), new Prediction.ChoiceScores(m.id(), scores));
        }
        default -> throw new IllegalArgumentException("unexpected " + item.kind());
      }
    }
    return predictions;
  }

  static double score(SplittableRandom random) {
    int v = random.nextInt(4);
    return v == 0 ? (random.nextBoolean() ? -0.0 : 0.0) : v / 2.0;
  }

  static void assertSameAsPerMetric(List<Item> items, Map<String, Prediction> predictions, List<String> by, boolean lenient) {
    var evaluator = new Evaluator(List.of(), by, BOOTSTRAP, lenient);
    Evaluation shared = evaluator.evaluate(items, predictions);
    Evaluation perMetric = evaluator.perMetric().evaluate(items, predictions);
    assertThat(shared).isEqualTo(perMetric);
    // every registered metric of the kinds present was computed, each over all its items
    var kinds = items.stream().map(Item::kind).distinct().toList();
    List<String> expected = new ArrayList<>();
    for (ItemKind kind : ItemKind.values()) {
      if (kinds.contains(kind)) {
        Metrics.forKind(kind).stream().map(Metric::id).forEach(expected::add);
      }
    }
    assertThat(shared.scores()).extracting(Evaluation.MetricScore::metric).containsExactlyElementsOf(expected);
    assertThat(shared.scores()).allSatisfy(s -> assertThat(s.score().n()).isEqualTo(
        (int) items.stream().filter(i -> i.kind().id().equals(s.kind())).count()));
    assertThat(shared.breakdowns()).hasSize(by.size() * expected.size());
  }

  @Test
  void wikiQaDevScoresTheSameAsMetricByMetric() throws IOException {
    List<Item> items = read("wikiqa", "wikiqa/WikiQA-dev.tsv");
    assertThat(items).hasSizeGreaterThan(100);
    assertSameAsPerMetric(items, predictions(items, 1), List.of("candidates"), false);
  }

  @Test
  void nlpccDbqaScoresTheSameAsMetricByMetric() throws IOException {
    List<Item> items = read("nlpcc-dbqa", "nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    assertThat(items).hasSizeGreaterThan(100);
    assertSameAsPerMetric(items, predictions(items, 2), List.of("candidates"), false);
  }

  @Test
  void arcMultipleChoiceScoresTheSameAsMetricByMetric() throws IOException {
    List<Item> items = read("arc", "arc/ARC-Easy-validation.jsonl");
    assertThat(items).hasSizeGreaterThan(100);
    assertSameAsPerMetric(items, predictions(items, 3), List.of("answer", "choices"), false);
  }

  @Test
  void aMixedLenientEvaluationWithMissingPredictionsScoresTheSame() throws IOException {
    var items = new ArrayList<Item>(read("wikiqa", "wikiqa/WikiQA-dev.tsv"));
    items.addAll(read("arc", "arc/ARC-Challenge-validation.jsonl"));
    var predictions = predictions(items, 4);
    for (int i = 0; i < items.size(); i += 7) {
      predictions.remove(items.get(i).id());
    }
    assertSameAsPerMetric(items, predictions, List.of("kind"), true);
  }

  @Test
  void aPredictionThatDoesNotFitIsTheSameErrorOnBothPaths() throws IOException {
    List<Item> items = read("wikiqa", "wikiqa/WikiQA-dev.tsv");
    var predictions = predictions(items, 6);
    var a = (AnswerSelectionItem) items.get(3);
    predictions.put(a.id(), new Prediction.CandidateScores(a.id(), List.of(1.0)));
    var evaluator = new Evaluator(List.of(), List.of(), BOOTSTRAP, false);
    var shared = org.assertj.core.api.Assertions.catchThrowable(() -> evaluator.evaluate(items, predictions));
    var perMetric = org.assertj.core.api.Assertions.catchThrowable(() -> evaluator.perMetric().evaluate(items, predictions));
    assertThat(shared).isInstanceOf(PredictionMismatchException.class)
        .hasMessage("item '" + a.id() + "': expected " + a.candidates().size() + " candidate scores, found 1");
    assertThat(shared).hasMessage(perMetric.getMessage());
  }

  @Test
  void theRankingIsTheOrderTheMetricsAlwaysUsed() throws IOException {
    List<Item> items = read("nlpcc-dbqa", "nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    var predictions = predictions(items, 5);
    int tied = 0;
    for (Item item : items) {
      var a = (AnswerSelectionItem) item;
      List<Double> scores = ((Prediction.CandidateScores) predictions.get(a.id())).scores();
      // the comparator Predictions.ranking sorted with before rankings were shared
      List<Integer> before = IntStream.range(0, scores.size()).boxed()
          .sorted(Comparator.comparingDouble((Integer i) -> -(scores.get(i) + 0.0)).thenComparingInt(i -> i))
          .toList();
      CandidateRanking ranking = CandidateRanking.of(a, predictions.get(a.id()));
      assertThat(ranking.positions()).as(a.id()).isEqualTo(before);
      tied += scores.stream().distinct().count() < scores.size() ? 1 : 0;
    }
    assertThat(tied).isGreaterThan(items.size() / 2);
  }

  @Test
  void oneResamplingPassGivesEachRowTheIntervalOfItsOwn() {
    var random = new SplittableRandom(9);
    double[][] rows = new double[5][37];
    for (double[] row : rows) {
      for (int i = 0; i < row.length; i++) {
        row[i] = random.nextDouble() < 0.3 ? 1 : random.nextDouble();
      }
    }
    var intervals = BOOTSTRAP.meanIntervals(rows);
    for (int r = 0; r < rows.length; r++) {
      assertThat(intervals.get(r)).isEqualTo(BOOTSTRAP.meanInterval(rows[r]));
    }
    assertThat(intervals.get(0)).isNotEqualTo(intervals.get(1));
  }
}
