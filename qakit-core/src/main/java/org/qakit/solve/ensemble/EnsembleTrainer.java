package org.qakit.solve.ensemble;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import org.qakit.dataset.ItemField;
import org.qakit.learn.LogisticRegression;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Solver;
import org.qakit.split.GreedyGroupSplit;
import org.qakit.split.Ratios;

/**
 * Trains an {@link EnsembleSolver}: the members score every training item once, each option
 * becomes a row of {@link MemberFeatures} labelled 1 for the gold option and 0 otherwise, and a
 * pointwise L2 logistic regression ({@link LogisticRegression}) is fit on the rows.
 *
 * <p>λ by cross-validation on the training items only: the items are dealt into min({@value
 * #FOLDS}, g) folds of about equal size, g the number of groups, by {@link GreedyGroupSplit} with
 * the seed: an item's group key ({@link MultipleChoiceItem#group}: a scenario, a QuaRTz knowledge
 * sentence) keeps all its items in one fold, so a statement's twin questions are never learned
 * from and scored in the same cross-validation round; an item without a group is a group of its
 * own. For each λ of {@link
 * #LAMBDAS}, a model fit on the other folds answers each held-out item, which counts as right when
 * the gold option's score is strictly above every other option's (a tie for the top is wrong, as in
 * the accuracy metric). The λ with the highest held-out accuracy wins, the larger λ on ties; the
 * final model is fit on all items with it. {@link Training} keeps the accuracy of every λ and the
 * weights each fold learned at the chosen λ, so their spread shows how stable the weights are.
 *
 * <p>Members that are themselves trained (e.g. on the same training file) score their own training
 * items here, in sample, and the combination would over-trust them: use untrained members (ir, pmi,
 * word-overlap, an embedding solver) or members trained on other data. Deterministic: the member
 * scores are collected in item order and the learner uses no randomness.
 */
public final class EnsembleTrainer {
  /** Cross-validation folds at most. */
  public static final int FOLDS = 5;

  /** The λ values tried. */
  public static final List<Double> LAMBDAS = List.of(1e-4, 1e-3, 1e-2, 1e-1, 1.0);

  private EnsembleTrainer() {}

  /**
   * How the combination was chosen.
   *
   * @param features the feature names, in vector order
   * @param items the training items
   * @param groups the groups they make (an item without a group key counts as one); no group is split across folds
   * @param lambdas the λ values tried
   * @param accuracies the cross-validated accuracy of each λ
   * @param lambda the λ chosen
   * @param foldWeights the weights each fold's model learned at the chosen λ (on standardised features)
   */
  public record Training(List<String> features, int items, int groups, List<Double> lambdas, List<Double> accuracies, double lambda,
      List<double[]> foldWeights) {
    public Training {
      features = List.copyOf(features);
      lambdas = List.copyOf(lambdas);
      accuracies = List.copyOf(accuracies);
      foldWeights = foldWeights.stream().map(double[]::clone).toList();
    }

    /** The cross-validated accuracy of the chosen λ. */
    public double cvAccuracy() {
      return accuracies.get(lambdas.indexOf(lambda));
    }

    /** A few lines for a person: accuracy per λ, then one row of weights per fold and the final ones. */
    public String summary(LogisticRegression finalModel) {
      var sb = new StringBuilder();
      sb.append(String.format(Locale.ROOT, "ensemble: trained on %d items in %d groups (a group stays in one fold); %d-fold"
          + " cross-validated accuracy by lambda:", items, groups, foldWeights.size()));
      for (int i = 0; i < lambdas.size(); i++) {
        sb.append(String.format(Locale.ROOT, " %s=%.4f", lambdas.get(i), accuracies.get(i)));
      }
      sb.append(String.format(Locale.ROOT, "; chose lambda=%s%n", lambda));
      sb.append(String.format(Locale.ROOT, "%-8s", "weights"));
      features.forEach(f -> sb.append(String.format(Locale.ROOT, " %18s", f)));
      sb.append('\n');
      for (int f = 0; f < foldWeights.size(); f++) {
        row(sb, "fold " + (f + 1), foldWeights.get(f));
      }
      row(sb, "final", finalModel.weights());
      return sb.toString();
    }

    private static void row(StringBuilder sb, String name, double[] w) {
      sb.append(String.format(Locale.ROOT, "%-8s", name));
      for (double v : w) {
        sb.append(String.format(Locale.ROOT, " %18.4f", v));
      }
      sb.append('\n');
    }
  }

  /**
   * Trains the combination of {@code members} on {@code items}.
   *
   * @throws IllegalArgumentException with fewer than 2 items, fewer than 2 members or members sharing an id
   */
  public static EnsembleSolver train(List<Solver> members, List<MultipleChoiceItem> items, long seed) {
    List<Solver> checked = EnsembleSolver.checkMembers(members);
    if (items.size() < 2) {
      throw new IllegalArgumentException("ensemble: expected at least 2 multiple-choice training items, found " + items.size());
    }
    List<String> names = EnsembleSolver.featureNames(checked);
    var probe = new EnsembleSolver(checked, new LogisticRegression(new double[names.size()], ones(names.size()),
        new double[names.size()], 0), null);
    // member scores item by item in parallel; toList keeps item order
    List<double[][]> rows = items.parallelStream().map(i -> probe.rows(i).x()).toList();
    int[][] gold = new int[items.size()][];
    for (int i = 0; i < items.size(); i++) {
      var item = items.get(i);
      gold[i] = item.choices().stream().mapToInt(c -> c.label().equals(item.answer()) ? 1 : 0).toArray();
    }
    int k = Math.min(FOLDS, groups(items));
    int[] fold = folds(items, k, seed);
    var accuracies = new ArrayList<Double>();
    double bestAccuracy = -1;
    double bestLambda = LAMBDAS.getFirst();
    List<double[]> bestWeights = List.of();
    for (double lambda : LAMBDAS) {
      int right = 0;
      var weights = new ArrayList<double[]>();
      for (int f = 0; f < k; f++) {
        LogisticRegression m = fit(rows, gold, fold, f, lambda);
        weights.add(m.weights());
        for (int i = 0; i < items.size(); i++) {
          if (fold[i] == f && right(m, rows.get(i), gold[i])) {
            right++;
          }
        }
      }
      double accuracy = right / (double) items.size();
      accuracies.add(accuracy);
      if (accuracy >= bestAccuracy) { // λ ascending: the larger λ wins ties
        bestAccuracy = accuracy;
        bestLambda = lambda;
        bestWeights = weights;
      }
    }
    LogisticRegression model = fit(rows, gold, fold, -1, bestLambda);
    return new EnsembleSolver(checked, model, new Training(names, items.size(), groups(items), LAMBDAS, accuracies, bestLambda, bestWeights));
  }

  /** Fit on every item whose fold is not {@code held} (-1: all items). */
  private static LogisticRegression fit(List<double[][]> rows, int[][] gold, int[] fold, int held, double lambda) {
    var x = new ArrayList<double[]>();
    var y = new ArrayList<Integer>();
    for (int i = 0; i < rows.size(); i++) {
      if (fold[i] == held) {
        continue;
      }
      for (int o = 0; o < rows.get(i).length; o++) {
        x.add(rows.get(i)[o]);
        y.add(gold[i][o]);
      }
    }
    return LogisticRegression.train(x.toArray(double[][]::new), y.stream().mapToInt(Integer::intValue).toArray(), lambda);
  }

  /** Whether the gold option's score is strictly above every other option's. */
  static boolean right(LogisticRegression m, double[][] rows, int[] gold) {
    double g = Double.NaN;
    for (int o = 0; o < rows.length; o++) {
      if (gold[o] == 1) {
        g = m.score(rows[o]);
      }
    }
    for (int o = 0; o < rows.length; o++) {
      if (gold[o] == 0 && m.score(rows[o]) >= g) {
        return false;
      }
    }
    return true;
  }

  /** The fold (0-based) of each item: whole groups, k folds of about equal item counts ({@link GreedyGroupSplit}). */
  static int[] folds(List<MultipleChoiceItem> items, int k, long seed) {
    return GreedyGroupSplit.assign(items, Ratios.equal(k), null, ItemField.of("group", items), seed);
  }

  /** How many groups the items make; an item without a group key counts as one. */
  static int groups(List<MultipleChoiceItem> items) {
    var keys = new HashSet<String>();
    int loose = 0;
    for (MultipleChoiceItem item : items) {
      if (item.group() == null) {
        loose++;
      } else {
        keys.add(item.group());
      }
    }
    return keys.size() + loose;
  }

  private static double[] ones(int n) {
    double[] v = new double[n];
    java.util.Arrays.fill(v, 1);
    return v;
  }
}
