package org.qakit.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.qakit.dataset.ItemField;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.split.GreedyGroupSplit;
import org.qakit.split.Ratios;

/**
 * Cross-validation by item group (a QuaRTz knowledge statement and all its questions, twins
 * included): k folds of whole groups, the score of each fold, and a 95% interval over the folds, so
 * that a figure for a solver shaped on a dataset says how it does on statements of that dataset it
 * is scored on one fold at a time.
 *
 * <p>Folds: {@link GreedyGroupSplit} with equal ratios on the {@code group} field, as the ensemble's
 * cross-fitting uses; an item without a group is a group of its own. No group is in two folds.
 *
 * <p>Outcome of an item: <b>right</b> when its gold label alone has the top score, <b>abstain</b>
 * when two or more labels share the top score (a solver's "no preference"), <b>wrong</b> otherwise
 * (a missing prediction counts as an abstention). Accuracy = right / items (an abstention is
 * wrong, as the {@code accuracy} metric counts it); coverage = answered / items; precision =
 * right / answered (NaN when nothing is answered).
 *
 * <p>Interval: Student's t over the k fold accuracies, mean ± t(0.975, k−1) · s / √k (s the sample
 * standard deviation), clipped to [0, 1]: the spread between sets of statements, which is what an
 * unseen set of statements varies by.
 */
public final class GroupCrossValidation {
  private GroupCrossValidation() {}

  /** t(0.975, df) for df = 1 … 30; beyond 30, 1.96. */
  private static final double[] T975 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
      2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};

  /** What a prediction does with one item. */
  public enum Outcome {
    RIGHT, WRONG, ABSTAIN;

    /** The outcome of {@code p} (null: abstain) on {@code item}. */
    public static Outcome of(MultipleChoiceItem item, Prediction p) {
      if (!(p instanceof Prediction.ChoiceScores cs) || cs.scores().isEmpty()) {
        return ABSTAIN;
      }
      double top = cs.scores().values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
      List<String> best = cs.scores().entrySet().stream().filter(e -> e.getValue() == top).map(Map.Entry::getKey).toList();
      return best.size() > 1 ? ABSTAIN : best.get(0).equals(item.answer()) ? RIGHT : WRONG;
    }
  }

  /** Counts of outcomes over some items. */
  public record Tally(int right, int wrong, int abstained) {
    static final Tally EMPTY = new Tally(0, 0, 0);

    public int items() {
      return right + wrong + abstained;
    }

    /** Right / items; an abstention counts wrong. */
    public double accuracy() {
      return items() == 0 ? Double.NaN : (double) right / items();
    }

    /** Answered / items. */
    public double coverage() {
      return items() == 0 ? Double.NaN : (double) (right + wrong) / items();
    }

    /** Right / answered. */
    public double precision() {
      return right + wrong == 0 ? Double.NaN : (double) right / (right + wrong);
    }

    Tally plus(Outcome o) {
      return new Tally(right + (o == Outcome.RIGHT ? 1 : 0), wrong + (o == Outcome.WRONG ? 1 : 0),
          abstained + (o == Outcome.ABSTAIN ? 1 : 0));
    }
  }

  /** One fold: its number (1-based), how many groups it holds, its items' outcomes. */
  public record Fold(int number, int groups, Tally tally) {}

  /**
   * The result: folds, all items pooled, the mean of the fold accuracies with its 95% interval, and
   * per field value (e.g. {@code id~flip$}) the pooled outcomes.
   */
  public record Result(int k, long seed, List<Fold> folds, Tally pooled, double mean, double low, double high,
      Map<String, Map<String, Tally>> by) {}

  /** The fold (0-based) of each item: k folds of whole groups of about equal item counts. */
  public static int[] folds(List<MultipleChoiceItem> items, int k, long seed) {
    if (k < 2) {
      throw new IllegalArgumentException("cross-validation needs at least 2 folds, found " + k);
    }
    int groups = (int) items.stream().map(i -> i.group() == null ? "\u0000" + i.id() : i.group()).distinct().count();
    if (groups < k) {
      throw new IllegalArgumentException("cross-validation in " + k + " folds needs at least " + k + " groups, found " + groups);
    }
    return GreedyGroupSplit.assign(items, Ratios.equal(k), null, ItemField.of("group", items), seed);
  }

  /**
   * Scores {@code predictions} (by item id) fold by fold.
   *
   * @param by fields whose values the pooled outcomes are also broken down by
   */
  public static Result run(List<MultipleChoiceItem> items, Map<String, Prediction> predictions, int k, long seed,
      List<ItemField> by) {
    int[] fold = folds(items, k, seed);
    Tally[] tallies = new Tally[k];
    Arrays.fill(tallies, Tally.EMPTY);
    List<Set<String>> groups = new ArrayList<>();
    for (int f = 0; f < k; f++) {
      groups.add(new HashSet<>());
    }
    Tally pooled = Tally.EMPTY;
    Map<String, Map<String, Tally>> byField = new LinkedHashMap<>();
    by.forEach(field -> byField.put(field.name(), new TreeMap<>()));
    for (int i = 0; i < items.size(); i++) {
      MultipleChoiceItem item = items.get(i);
      Outcome o = Outcome.of(item, predictions.get(item.id()));
      tallies[fold[i]] = tallies[fold[i]].plus(o);
      groups.get(fold[i]).add(item.group() == null ? "\u0000" + item.id() : item.group());
      pooled = pooled.plus(o);
      for (ItemField field : by) {
        byField.get(field.name()).merge(field.label(item), Tally.EMPTY.plus(o), GroupCrossValidation::sum);
      }
    }
    var folds = new ArrayList<Fold>();
    double[] acc = new double[k];
    for (int f = 0; f < k; f++) {
      folds.add(new Fold(f + 1, groups.get(f).size(), tallies[f]));
      acc[f] = tallies[f].accuracy();
    }
    double mean = Arrays.stream(acc).average().orElse(Double.NaN);
    double ss = 0;
    for (double a : acc) {
      ss += (a - mean) * (a - mean);
    }
    double half = tQuantile(k - 1) * Math.sqrt(ss / (k - 1)) / Math.sqrt(k);
    return new Result(k, seed, List.copyOf(folds), pooled, mean, Math.max(0, mean - half), Math.min(1, mean + half), byField);
  }

  /** t(0.975, df). */
  static double tQuantile(int df) {
    return df <= T975.length ? T975[df - 1] : 1.96;
  }

  private static Tally sum(Tally a, Tally b) {
    return new Tally(a.right() + b.right(), a.wrong() + b.wrong(), a.abstained() + b.abstained());
  }
}
