package org.qakit.fitness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.eval.metric.Metrics;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.solve.Prediction;

/**
 * Stratified k-fold cross-validation of {@link PassageFitness}: the fit and the unfit passages are
 * each shuffled with {@code new Random(seed)} and dealt to folds in turn; each fold is scored by a
 * model trained on the others. A fold's held-out passages form one ranking, measured by
 *
 * <ul>
 *   <li>AUC, the Mann–Whitney statistic: the share of (fit, unfit) pairs in which the fit passage
 *       scores higher, ties counting one half; 0.5 is chance;
 *   <li>average precision and P@10 of the fit passages in the ranking, by qakit's {@code map} and
 *       {@code p@10} metrics (docs/metrics.md; score ties broken by position, fit passages first
 *       in the held-out list, so ties favour nothing but input order).
 * </ul>
 *
 * <p>Each measure is averaged over the folds.
 *
 * @param folds the number of folds
 * @param fit the fit passages
 * @param unfit the unfit passages
 * @param auc the mean AUC
 * @param averagePrecision the mean average precision
 * @param precisionAt10 the mean P@10
 */
public record FitnessEvaluation(int folds, int fit, int unfit, double auc, double averagePrecision, double precisionAt10) {

  /**
   * Runs the cross-validation.
   *
   * @param folds at least 2, and at most the size of the smaller set
   */
  public static FitnessEvaluation crossValidate(Analyzer analyzer, List<FitnessFeatures> fit, List<FitnessFeatures> unfit,
      int folds, long seed) {
    if (folds < 2) {
      throw new IllegalArgumentException("passage fitness: expected at least 2 folds, found " + folds);
    }
    if (fit.size() < folds || unfit.size() < folds) {
      throw new IllegalArgumentException("passage fitness: " + folds + " folds need at least " + folds
          + " fit and " + folds + " unfit passages, found " + fit.size() + " and " + unfit.size());
    }
    Random rnd = new Random(seed);
    int[] fitFold = deal(fit.size(), folds, rnd);
    int[] unfitFold = deal(unfit.size(), folds, rnd);
    double auc = 0;
    double ap = 0;
    double p10 = 0;
    for (int f = 0; f < folds; f++) {
      var trainFit = new ArrayList<FitnessFeatures>();
      var trainUnfit = new ArrayList<FitnessFeatures>();
      var heldFit = new ArrayList<FitnessFeatures>();
      var heldUnfit = new ArrayList<FitnessFeatures>();
      split(fit, fitFold, f, trainFit, heldFit);
      split(unfit, unfitFold, f, trainUnfit, heldUnfit);
      PassageFitness model = PassageFitness.train(analyzer, trainFit, trainUnfit);
      double[] pos = heldFit.stream().mapToDouble(model::score).toArray();
      double[] neg = heldUnfit.stream().mapToDouble(model::score).toArray();
      auc += auc(pos, neg);
      var candidates = new ArrayList<Candidate>();
      var scores = new ArrayList<Double>();
      for (double s : pos) {
        candidates.add(new Candidate("c" + candidates.size(), "passage", 1));
        scores.add(s);
      }
      for (double s : neg) {
        candidates.add(new Candidate("c" + candidates.size(), "passage", 0));
        scores.add(s);
      }
      var item = AnswerSelectionItem.of("fold-" + (f + 1), "fit for writing questions", candidates);
      var prediction = new Prediction.CandidateScores(item.id(), scores);
      ap += Metrics.get("map").score(item, prediction);
      p10 += Metrics.get("p@10").score(item, prediction);
    }
    return new FitnessEvaluation(folds, fit.size(), unfit.size(), auc / folds, ap / folds, p10 / folds);
  }

  /**
   * The Mann–Whitney AUC of positive against negative scores: (R₊ − P(P+1)/2) / (P·N), R₊ the sum
   * of the positives' ranks among all scores in ascending order, tied scores sharing their mean rank.
   */
  public static double auc(double[] positives, double[] negatives) {
    if (positives.length == 0 || negatives.length == 0) {
      throw new IllegalArgumentException("AUC: expected positive and negative scores, found " + positives.length
          + " and " + negatives.length);
    }
    int n = positives.length + negatives.length;
    double[][] all = new double[n][];
    for (int i = 0; i < positives.length; i++) {
      all[i] = new double[] {positives[i], 1};
    }
    for (int i = 0; i < negatives.length; i++) {
      all[positives.length + i] = new double[] {negatives[i], 0};
    }
    Arrays.sort(all, (a, b) -> Double.compare(a[0], b[0]));
    double rankSum = 0;
    for (int i = 0; i < n;) {
      int j = i;
      while (j < n && all[j][0] == all[i][0]) {
        j++;
      }
      double meanRank = (i + 1 + j) / 2.0; // ranks i+1 … j
      for (int k = i; k < j; k++) {
        if (all[k][1] == 1) {
          rankSum += meanRank;
        }
      }
      i = j;
    }
    double p = positives.length;
    return (rankSum - p * (p + 1) / 2) / (p * negatives.length);
  }

  private static int[] deal(int size, int folds, Random rnd) {
    var order = new ArrayList<Integer>();
    for (int i = 0; i < size; i++) {
      order.add(i);
    }
    Collections.shuffle(order, rnd);
    int[] fold = new int[size];
    for (int pos = 0; pos < size; pos++) {
      fold[order.get(pos)] = pos % folds;
    }
    return fold;
  }

  private static void split(List<FitnessFeatures> all, int[] fold, int f, List<FitnessFeatures> train, List<FitnessFeatures> held) {
    for (int i = 0; i < all.size(); i++) {
      (fold[i] == f ? held : train).add(all.get(i));
    }
  }
}
