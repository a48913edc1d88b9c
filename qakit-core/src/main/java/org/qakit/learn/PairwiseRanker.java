package org.qakit.learn;

import java.util.ArrayList;
import java.util.List;

/**
 * A pairwise linear ranker (RankNet with a linear scorer; Burges et al. 2005): within each group
 * (question), every pair of a positive row p and a negative row q gives the difference x_p − x_q
 * labelled 1 and x_q − x_p labelled 0, and {@link LogisticRegression} without intercept is fit on
 * those differences:
 *
 * <pre>
 * minimise (1/|P|) Σ_{(p,q)∈P} [ log(1 + e^{−w·(z_p − z_q)}) ] + (λ/2)·‖w‖²
 * </pre>
 *
 * <p>with z = x/σ (σ the standard deviation of the differences; no centring). The score of a row
 * is w·z: only its order within a group is meaningful. Groups without a positive or without a
 * negative give no pair. Pairs are generated in group order, positives before negatives in row
 * order, so training is deterministic.
 *
 * @param model the fitted logistic regression on pair differences (mean 0, bias 0)
 */
public record PairwiseRanker(LogisticRegression model) {

  /**
   * Trains on groups of rows.
   *
   * @param groups per group, its rows (n_g × d)
   * @param labels per group, the rows' labels (0 or 1)
   * @param lambda L2 strength (≥ 0)
   * @throws IllegalArgumentException when no group has both a positive and a negative row
   */
  public static PairwiseRanker train(List<double[][]> groups, List<int[]> labels, double lambda) {
    if (groups.size() != labels.size()) {
      throw new IllegalArgumentException("expected labels for " + groups.size() + " groups, found " + labels.size());
    }
    var rows = new ArrayList<double[]>();
    var ys = new ArrayList<Integer>();
    for (int g = 0; g < groups.size(); g++) {
      double[][] x = groups.get(g);
      int[] y = labels.get(g);
      if (x.length != y.length) {
        throw new IllegalArgumentException("group " + g + ": expected " + x.length + " labels, found " + y.length);
      }
      for (int p = 0; p < x.length; p++) {
        if (y[p] != 1) {
          continue;
        }
        for (int q = 0; q < x.length; q++) {
          if (y[q] != 0) {
            continue;
          }
          double[] diff = new double[x[p].length];
          for (int j = 0; j < diff.length; j++) {
            diff[j] = x[p][j] - x[q][j];
          }
          double[] neg = new double[diff.length];
          for (int j = 0; j < diff.length; j++) {
            neg[j] = -diff[j];
          }
          rows.add(diff);
          ys.add(1);
          rows.add(neg);
          ys.add(0);
        }
      }
    }
    if (rows.isEmpty()) {
      throw new IllegalArgumentException("expected at least one group with a positive and a negative row, found none");
    }
    int[] y = ys.stream().mapToInt(Integer::intValue).toArray();
    return new PairwiseRanker(LogisticRegression.train(rows.toArray(double[][]::new), y, lambda, false));
  }

  /** The score w·(x/σ): higher ranks first. */
  public double score(double[] x) {
    return model.score(x);
  }
}
