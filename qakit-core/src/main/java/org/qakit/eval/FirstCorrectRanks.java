package org.qakit.eval;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.eval.metric.Predictions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;

/**
 * The distribution of the rank of the first correct answer over answer-selection items, as SQAD
 * reports it: for each item, rank its candidates by the project's tie rule (score descending, then
 * position ascending; {@link Predictions#ranking}) and count the 1-based rank of the first
 * candidate labelled 1. Buckets {@code "1"} … {@code "10"}, {@code ">10"}, and {@code "none"} for
 * an item with no positive candidate or, when the evaluation is lenient, no prediction.
 */
public final class FirstCorrectRanks {
  /** The last rank with a bucket of its own. */
  public static final int MAX_RANK = 10;
  /** The bucket of ranks above {@link #MAX_RANK}. */
  public static final String BEYOND = ">" + MAX_RANK;
  /** The bucket of items whose ranking holds no positive candidate. */
  public static final String NONE = "none";

  private FirstCorrectRanks() {}

  /**
   * The histogram over the answer-selection items of {@code items}, every bucket present, in
   * order; empty when there are no such items.
   */
  public static Map<String, Integer> histogram(List<? extends Item> items, Map<String, Prediction> predictions) {
    var counts = new LinkedHashMap<String, Integer>();
    if (items.stream().noneMatch(AnswerSelectionItem.class::isInstance)) {
      return counts;
    }
    for (int r = 1; r <= MAX_RANK; r++) {
      counts.put(String.valueOf(r), 0);
    }
    counts.put(BEYOND, 0);
    counts.put(NONE, 0);
    for (Item item : items) {
      if (item instanceof AnswerSelectionItem a) {
        Prediction p = predictions.get(a.id());
        int rank = p == null ? 0 : rank(a, p);
        String bucket = rank == 0 ? NONE : rank > MAX_RANK ? BEYOND : String.valueOf(rank);
        counts.merge(bucket, 1, Integer::sum);
      }
    }
    return counts;
  }

  /** The 1-based rank of the first positive candidate, or 0 when no candidate is positive. */
  public static int rank(AnswerSelectionItem item, Prediction prediction) {
    List<Integer> order = Predictions.ranking(item, prediction);
    for (int r = 0; r < order.size(); r++) {
      if (item.candidates().get(order.get(r)).positive()) {
        return r + 1;
      }
    }
    return 0;
  }
}
