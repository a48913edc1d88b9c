package org.qakit.dedup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qakit.learn.LogisticRegression;

/**
 * The matcher trained and measured on hand-labelled real pairs, as GeoSQA did (60/20/20): a
 * {@link DuplicateMatcher} is fitted on the train part ({@link PairParts}), its threshold is the
 * one of 0.05, 0.10, …, 0.95 with the best dev accuracy (ties: the one closest to 0.5, then the
 * smaller), and accuracy, precision and recall are measured on the test part. Any other matcher
 * (e.g. one trained on generated pairs) can be measured on the same test part.
 */
public final class RealPairsEvaluation {
  private RealPairsEvaluation() {}

  /**
   * Scores on one part: accuracy = correct / pairs; precision, recall and F1 of the duplicate
   * class (0 when undefined).
   */
  public record Scores(int pairs, int duplicates, double accuracy, double precision, double recall, double f1) {}

  /**
   * What a run gives.
   *
   * @param train pairs in the train part
   * @param dev pairs in the dev part
   * @param matcher the matcher trained on the train part, with the dev-chosen threshold
   * @param devScores its scores on dev
   * @param testScores its scores on test
   */
  public record Result(int train, int dev, DuplicateMatcher matcher, Scores devScores, Scores testScores) {}

  /** The feature rows and labels of the pairs of one part. */
  public record Part(List<RealPair> pairs, double[][] features, int[] labels) {}

  /** The pairs of {@code part}, with their features over {@code items} (by {@code dataset:id}). */
  public static Part part(List<RealPair> pairs, List<PairParts.Part> parts, PairParts.Part part, Map<String, AnalysedTexts> items) {
    var ps = new ArrayList<RealPair>();
    var f = new ArrayList<double[]>();
    for (int i = 0; i < pairs.size(); i++) {
      if (parts.get(i) == part) {
        RealPair p = pairs.get(i);
        ps.add(p);
        f.add(PairFeatures.of(item(items, p.a()), item(items, p.b())));
      }
    }
    return new Part(ps, f.toArray(double[][]::new), ps.stream().mapToInt(RealPair::label).toArray());
  }

  /** Trains on the train part, picks the threshold on dev, measures on test. */
  public static Result run(List<RealPair> pairs, long seed, Map<String, AnalysedTexts> items) {
    List<PairParts.Part> parts = PairParts.split(pairs, seed);
    Part train = part(pairs, parts, PairParts.Part.TRAIN, items);
    Part dev = part(pairs, parts, PairParts.Part.DEV, items);
    Part test = part(pairs, parts, PairParts.Part.TEST, items);
    if (train.labels().length == 0 || dev.labels().length == 0 || test.labels().length == 0) {
      throw new IllegalArgumentException("expected pairs in each of train, dev and test, found " + train.labels().length + ", "
          + dev.labels().length + " and " + test.labels().length);
    }
    LogisticRegression model = LogisticRegression.train(train.features(), train.labels(), DuplicateMatcher.LAMBDA);
    double best = 0.5;
    double bestAccuracy = -1;
    for (int t = 1; t <= 19; t++) {
      double threshold = t / 20.0;
      double a = scores(new DuplicateMatcher(model, threshold), dev).accuracy();
      if (a > bestAccuracy || a == bestAccuracy && Math.abs(threshold - 0.5) < Math.abs(best - 0.5)) {
        bestAccuracy = a;
        best = threshold;
      }
    }
    DuplicateMatcher matcher = new DuplicateMatcher(model, best);
    return new Result(train.labels().length, dev.labels().length, matcher, scores(matcher, dev), scores(matcher, test));
  }

  /** The scores of {@code matcher} on {@code part}. */
  public static Scores scores(DuplicateMatcher matcher, Part part) {
    int tp = 0;
    int fp = 0;
    int fn = 0;
    int correct = 0;
    int n = part.labels().length;
    for (int i = 0; i < n; i++) {
      boolean said = matcher.accepts(matcher.probability(part.features()[i]));
      boolean gold = part.labels()[i] == 1;
      correct += said == gold ? 1 : 0;
      tp += said && gold ? 1 : 0;
      fp += said && !gold ? 1 : 0;
      fn += !said && gold ? 1 : 0;
    }
    double p = tp + fp == 0 ? 0 : (double) tp / (tp + fp);
    double r = tp + fn == 0 ? 0 : (double) tp / (tp + fn);
    return new Scores(n, tp + fn, n == 0 ? 0 : (double) correct / n, p, r, p + r == 0 ? 0 : 2 * p * r / (p + r));
  }

  private static AnalysedTexts item(Map<String, AnalysedTexts> items, String id) {
    AnalysedTexts t = items.get(id);
    if (t == null) {
      throw new IllegalArgumentException("labelled pair item '" + id + "' is not among the items read (its dataset's train and dev splits)");
    }
    return t;
  }
}
