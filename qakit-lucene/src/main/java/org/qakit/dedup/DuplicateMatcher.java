package org.qakit.dedup;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.learn.LogisticRegression;

/**
 * The trained near-duplicate decision: a logistic regression ({@link LogisticRegression}, λ =
 * {@value #LAMBDA}) over the six {@link PairFeatures}; a pair is a duplicate when P(duplicate) ≥
 * the threshold (0.5 by default). GeoSQA trains its classifier on hand-labelled pairs and reports
 * 95.3% accuracy; here the pairs are hand-labelled real pairs ({@link RealPairsEvaluation}) or come
 * from {@link PairGenerator}, whose easy pairs overrate the matcher (docs/curation.md).
 *
 * @param model the fitted regression
 * @param threshold the acceptance threshold on the probability, in (0, 1)
 */
public record DuplicateMatcher(LogisticRegression model, double threshold) {
  /** The L2 strength. */
  public static final double LAMBDA = 1e-3;

  public DuplicateMatcher {
    if (model.features() != PairFeatures.NAMES.size()) {
      throw new IllegalArgumentException("expected a model of " + PairFeatures.NAMES.size() + " features, found " + model.features());
    }
    if (!(threshold > 0 && threshold < 1)) {
      throw new IllegalArgumentException("expected a threshold in (0, 1), found " + threshold);
    }
  }

  /**
   * Labelled pairs turned into feature rows: every pair's features and label, and whether it is held out.
   *
   * @param features one row per pair, in file order
   * @param labels 0 or 1
   * @param heldOut whether the row belongs to the test part
   * @param kinds each pair's kind
   */
  public record Rows(double[][] features, int[] labels, boolean[] heldOut, List<String> kinds) {
    /** The rows of one part. */
    Rows part(boolean test) {
      var f = new ArrayList<double[]>();
      var l = new ArrayList<Integer>();
      var k = new ArrayList<String>();
      for (int i = 0; i < labels.length; i++) {
        if (heldOut[i] == test) {
          f.add(features[i]);
          l.add(labels[i]);
          k.add(kinds.get(i));
        }
      }
      return new Rows(f.toArray(double[][]::new), l.stream().mapToInt(Integer::intValue).toArray(), new boolean[f.size()], k);
    }
  }

  /**
   * The feature rows of {@code pairs} over {@code items} (by id); a rewrite pair analyses the
   * rewritten texts with {@code analyzer}.
   *
   * @throws IllegalArgumentException when a pair names an item that is not in {@code items}
   */
  public static Rows rows(List<LabelledPair> pairs, List<AnalysedTexts> items, Analyzer analyzer) {
    Map<String, AnalysedTexts> byId = new HashMap<>();
    items.forEach(t -> byId.put(t.id(), t));
    double[][] x = new double[pairs.size()][];
    int[] y = new int[pairs.size()];
    boolean[] held = new boolean[pairs.size()];
    var kinds = new ArrayList<String>();
    for (int i = 0; i < pairs.size(); i++) {
      LabelledPair p = pairs.get(i);
      AnalysedTexts a = find(byId, p.a(), i);
      AnalysedTexts b = p.b() != null ? find(byId, p.b(), i) : AnalysedTexts.of(p.rewrite().apply(a.texts(), p.seed()), analyzer);
      x[i] = PairFeatures.of(a, b);
      y[i] = p.label();
      held[i] = p.heldOut();
      kinds.add(p.kind());
    }
    return new Rows(x, y, held, kinds);
  }

  private static AnalysedTexts find(Map<String, AnalysedTexts> byId, String id, int pair) {
    AnalysedTexts t = byId.get(id);
    if (t == null) {
      throw new IllegalArgumentException("labelled pair " + (pair + 1) + ": item '" + id + "' is not in the data read");
    }
    return t;
  }

  /** Trains on the rows not held out. */
  public static DuplicateMatcher train(Rows rows, double threshold) {
    Rows train = rows.part(false);
    return new DuplicateMatcher(LogisticRegression.train(train.features(), train.labels(), LAMBDA), threshold);
  }

  /** P(duplicate | features). */
  public double probability(double[] features) {
    return model.probability(features);
  }

  public boolean accepts(double probability) {
    return probability >= threshold;
  }

  /**
   * Scores of the matcher on the held-back rows: accuracy = correct / n; precision, recall and F1
   * of the duplicate class (0 when undefined); accuracy by pair kind.
   */
  public record Accuracy(int trainPairs, int testPairs, double accuracy, double precision, double recall, double f1,
      Map<String, Double> byKind) {}

  /** Measures the matcher on the held-back rows of {@code rows}. */
  public Accuracy accuracy(Rows rows) {
    Rows test = rows.part(true);
    int tp = 0;
    int fp = 0;
    int fn = 0;
    int correct = 0;
    var kindRight = new java.util.TreeMap<String, int[]>();
    for (int i = 0; i < test.labels().length; i++) {
      boolean said = accepts(probability(test.features()[i]));
      boolean gold = test.labels()[i] == 1;
      correct += said == gold ? 1 : 0;
      tp += said && gold ? 1 : 0;
      fp += said && !gold ? 1 : 0;
      fn += !said && gold ? 1 : 0;
      int[] c = kindRight.computeIfAbsent(test.kinds().get(i), k -> new int[2]);
      c[0] += said == gold ? 1 : 0;
      c[1]++;
    }
    int n = test.labels().length;
    double p = tp + fp == 0 ? 0 : (double) tp / (tp + fp);
    double rc = tp + fn == 0 ? 0 : (double) tp / (tp + fn);
    var byKind = new java.util.LinkedHashMap<String, Double>();
    kindRight.forEach((k, c) -> byKind.put(k, (double) c[0] / c[1]));
    return new Accuracy(rows.labels().length - n, n, n == 0 ? 0 : (double) correct / n, p, rc,
        p + rc == 0 ? 0 : 2 * p * rc / (p + rc), byKind);
  }
}
