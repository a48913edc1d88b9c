package org.qakit.eval.metric;

import java.util.Arrays;
import java.util.List;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.solve.Prediction;

/**
 * One answer-selection item's candidates in ranked order: score descending, ties broken by
 * position ascending (the project's tie rule; a candidate's position is its id), {@code -0.0}
 * tying with {@code 0.0}. Every {@link RankingMetric} reads its value from this ranking, so an
 * evaluator ranks each item once and hands the ranking to all of them, instead of each metric
 * sorting the item again.
 *
 * <p>The order is a total one (no two positions tie), so it does not depend on the sorting
 * algorithm: it is the order {@link Predictions#ranking} has always returned.
 */
public final class CandidateRanking {
  private final AnswerSelectionItem item;
  private final int[] order;
  private final int positives;

  private CandidateRanking(AnswerSelectionItem item, int[] order) {
    this.item = item;
    this.order = order;
    this.positives = item.positives();
  }

  /**
   * Ranks {@code item}'s candidates by {@code prediction}'s scores.
   *
   * @throws IllegalArgumentException naming the item when the prediction does not fit it
   *     ({@link Predictions#candidateScores})
   */
  public static CandidateRanking of(AnswerSelectionItem item, Prediction prediction) {
    List<Double> scores = Predictions.candidateScores(item, prediction);
    int n = scores.size();
    double[] keys = new double[n];
    Integer[] positions = new Integer[n];
    for (int i = 0; i < n; i++) {
      // + 0.0 makes -0.0 equal to 0.0, so that they tie and the position decides
      keys[i] = -(scores.get(i) + 0.0);
      positions[i] = i;
    }
    Arrays.sort(positions, (a, b) -> {
      int c = Double.compare(keys[a], keys[b]);
      return c != 0 ? c : Integer.compare(a, b);
    });
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = positions[i];
    }
    return new CandidateRanking(item, order);
  }

  public AnswerSelectionItem item() {
    return item;
  }

  /** The number of candidates ranked. */
  public int size() {
    return order.length;
  }

  /** The position (index in the item's candidate list) of the candidate at 0-based {@code rank}. */
  public int position(int rank) {
    return order[rank];
  }

  /** Whether the candidate at 0-based {@code rank} is labelled positive. */
  public boolean positiveAt(int rank) {
    return item.candidates().get(order[rank]).positive();
  }

  /** The number of positive candidates (m in the metrics' formulas). */
  public int positives() {
    return positives;
  }

  /** The 1-based rank of the first positive candidate, or 0 when there is none. */
  public int firstPositiveRank() {
    for (int r = 0; r < order.length; r++) {
      if (positiveAt(r)) {
        return r + 1;
      }
    }
    return 0;
  }

  /** The positions in rank order, as {@link Predictions#ranking} returns them. */
  public List<Integer> positions() {
    return Arrays.stream(order).boxed().toList();
  }
}
