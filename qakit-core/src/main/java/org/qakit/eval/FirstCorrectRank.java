package org.qakit.eval;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;
import org.qakit.eval.metric.CandidateRanking;
import org.qakit.eval.metric.ExtractionNormalizer;
import org.qakit.eval.metric.KbqaAnswers;
import org.qakit.eval.metric.Predictions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;

/**
 * The distribution of the rank of the first correct answer: how many questions have their first
 * correct answer at rank 1, 2, …, k, further down, or nowhere — the table SQAD's evaluations give
 * for document and answer selection (Medveď, Sabol and Horák, ICAART 2020: "more than 90% accuracy
 * at the top 3 documents"). A distribution, not a mean, so it is not a {@link
 * org.qakit.eval.metric.Metric}.
 *
 * <p>The rank of an item ({@link #of}):
 *
 * <ul>
 *   <li>answer selection: the position of the first candidate labelled 1 in {@link
 *       Predictions#ranking} (score descending, ties by candidate position ascending);
 *   <li>knowledge-base question: {@link KbqaAnswers#firstCorrectRank} (answers split at
 *       {@code " | "}, normalised, repeats dropped; a question without a gold answer is found at
 *       rank 1 when no answer is given);
 *   <li>extraction: the position of the first answer whose {@link ExtractionNormalizer} tokens
 *       equal a gold answer's, among the answers with distinct tokens (a repeat takes no rank).
 * </ul>
 *
 * <p>0 means not found: no positive candidate, or no predicted answer is correct. Multiple-choice
 * items are refused (their ranking of options has no tie rule).
 */
public final class FirstCorrectRank {
  private FirstCorrectRank() {}

  /**
   * Counts of first-correct ranks over the items of one kind.
   *
   * @param kind the kind of items counted
   * @param atRank atRank.get(r - 1) items have their first correct answer at rank r, for r = 1..k
   * @param later items whose first correct answer is below rank k
   * @param notFound items with no correct answer anywhere in the prediction
   */
  public record Distribution(ItemKind kind, List<Long> atRank, long later, long notFound) {
    public Distribution {
      atRank = List.copyOf(atRank);
    }

    /** The cut-off k. */
    public int cutoff() {
      return atRank.size();
    }

    /** The number of items counted. */
    public long total() {
      return atRank.stream().mapToLong(Long::longValue).sum() + later + notFound;
    }

    /** The share of items whose first correct answer is within the top r (r ≤ k); NaN with no items. */
    public double shareWithin(int r) {
      if (r < 1 || r > cutoff()) {
        throw new IllegalArgumentException("expected a rank 1-" + cutoff() + ", found " + r);
      }
      long n = total();
      return n == 0 ? Double.NaN : (double) atRank.subList(0, r).stream().mapToLong(Long::longValue).sum() / n;
    }
  }

  /**
   * The distribution over every item of {@code kind} in {@code items}, with ranks 1..k counted
   * one by one.
   *
   * @throws IllegalArgumentException for k &lt; 1, a multiple-choice kind, or items without a
   *     prediction (named, up to ten)
   */
  public static Distribution distribution(ItemKind kind, List<? extends Item> items, Map<String, Prediction> predictions, int k) {
    if (k < 1) {
      throw new IllegalArgumentException("the rank distribution needs a cut-off k >= 1, found " + k);
    }
    if (kind == ItemKind.MULTIPLE_CHOICE) {
      throw new IllegalArgumentException("expected answer-selection, kb-question or extraction items, found multiple-choice");
    }
    long[] at = new long[k];
    long later = 0;
    long notFound = 0;
    var missing = new ArrayList<String>();
    for (Item item : items) {
      if (item.kind() != kind) {
        continue;
      }
      Prediction p = predictions.get(item.id());
      if (p == null) {
        missing.add(item.id());
        continue;
      }
      int rank = of(item, p);
      if (rank == 0) {
        notFound++;
      } else if (rank <= k) {
        at[rank - 1]++;
      } else {
        later++;
      }
    }
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException(
          missing.size() + " item(s) have no prediction: " + Ids.abbreviate(missing));
    }
    var counts = new ArrayList<Long>(k);
    for (long c : at) {
      counts.add(c);
    }
    return new Distribution(kind, counts, later, notFound);
  }

  /** The 1-based rank of the first correct answer of one item, or 0 when there is none. */
  public static int of(Item item, Prediction prediction) {
    return switch (item) {
      case AnswerSelectionItem a -> CandidateRanking.of(a, prediction).firstPositiveRank();
      case KbQuestionItem q -> KbqaAnswers.firstCorrectRank(q, Predictions.answers(q.id(), prediction));
      case ExtractionItem e -> extractionRank(e, Predictions.answers(e.id(), prediction));
      case MultipleChoiceItem m ->
          throw new IllegalArgumentException("item '" + m.id() + "': expected answer-selection, kb-question or extraction, found multiple-choice");
    };
  }

  private static int extractionRank(ExtractionItem item, List<String> answers) {
    Set<List<String>> gold = new LinkedHashSet<>();
    item.answers().forEach(g -> gold.add(ExtractionNormalizer.tokens(g)));
    Set<List<String>> seen = new LinkedHashSet<>();
    for (String answer : answers) {
      List<String> tokens = ExtractionNormalizer.tokens(answer);
      if (seen.add(tokens) && gold.contains(tokens)) {
        return seen.size();
      }
    }
    return 0;
  }

  /** The largest rank with a bucket of its own in {@link #buckets}. */
  public static final int MAX_BUCKET = 10;

  /**
   * The histogram a report draws over the ranked items of {@code items} (answer selection: the
   * first positive candidate; knowledge base and extraction: the first correct predicted answer):
   * buckets "1" to "10", "&gt;10" and "none", every bucket present, in order; empty when there are
   * no such items. An item without a prediction (a lenient evaluation) counts as "none".
   */
  public static Map<String, Integer> buckets(List<? extends Item> items, Map<String, Prediction> predictions) {
    return buckets(items, item -> {
      Prediction p = predictions.get(item.id());
      return p == null ? 0 : of(item, p);
    });
  }

  /**
   * {@link #buckets(List, Map)} with each item's rank given by {@code rankOf} (the rank {@link #of}
   * gives, 0 for none): an evaluator that has ranked the items already passes its rankings.
   */
  public static Map<String, Integer> buckets(List<? extends Item> items, ToIntFunction<Item> rankOf) {
    var counts = new java.util.LinkedHashMap<String, Integer>();
    if (items.stream().allMatch(i -> i.kind() == ItemKind.MULTIPLE_CHOICE)) {
      return counts;
    }
    for (int r = 1; r <= MAX_BUCKET; r++) {
      counts.put(String.valueOf(r), 0);
    }
    counts.put(">" + MAX_BUCKET, 0);
    counts.put("none", 0);
    for (Item item : items) {
      if (item.kind() != ItemKind.MULTIPLE_CHOICE) {
        int rank = rankOf.applyAsInt(item);
        String bucket = rank == 0 ? "none" : rank > MAX_BUCKET ? ">" + MAX_BUCKET : String.valueOf(rank);
        counts.merge(bucket, 1, Integer::sum);
      }
    }
    return counts;
  }
}
