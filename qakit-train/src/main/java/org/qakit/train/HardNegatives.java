package org.qakit.train;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;

/**
 * Hard-negative sampling for the pair head: each time a question enters a step, it brings all its
 * positive candidates and {@code count} of its negatives, drawn without replacement so that the
 * negatives a first-stage ranker scores highest (the ones most like an answer) come more often.
 * A question's negatives are ranked by their hardness, highest first (r = 0, 1, ...; ties keep
 * candidate order), and negative r has weight w_r = 1 / (r + 1). The draw is Efraimidis and
 * Spirakis' (2006) weighted sampling: each negative gets the key ln(u) / w_r with u uniform in
 * (0, 1], and the {@code count} largest keys are kept, so the hardest negative is the likeliest to
 * be kept, the second hardest the next, and so on, while every negative can still be drawn.
 *
 * <p>The generator of a draw is seeded by (the run's seed, epoch, question index), so a step sees the same
 * candidates in every run and after a resume. A question with at most {@code count} negatives
 * keeps them all. Candidates stay in their order.
 */
public final class HardNegatives {
  private final int count;
  private final String source;
  private final List<int[]> ranked;

  private HardNegatives(int count, String source, List<int[]> ranked) {
    if (count < 1) {
      throw new IllegalArgumentException("negatives: expected at least 1 per question (0 keeps every candidate), found " + count);
    }
    this.count = count;
    this.source = source;
    this.ranked = ranked;
  }

  /**
   * A sampler for {@code items}.
   *
   * @param hardness per item, one score per candidate (higher: harder, e.g. its BM25 against the question)
   * @param count negatives per question per step (at least 1)
   * @param source what the hardness is, for the card and checkpoint ({@code bm25})
   */
  public static HardNegatives of(List<AnswerSelectionItem> items, List<double[]> hardness, int count, String source) {
    if (hardness.size() != items.size()) {
      throw new IllegalArgumentException("hardness: expected one row per question (" + items.size() + "), found " + hardness.size());
    }
    var ranked = new ArrayList<int[]>(items.size());
    for (int q = 0; q < items.size(); q++) {
      List<Candidate> c = items.get(q).candidates();
      double[] h = hardness.get(q);
      if (h.length != c.size()) {
        throw new IllegalArgumentException("hardness of item '" + items.get(q).id() + "': expected " + c.size() + " scores, found " + h.length);
      }
      ranked.add(IntStream.range(0, c.size()).filter(i -> !c.get(i).positive()).boxed()
          .sorted(Comparator.comparingDouble((Integer i) -> -h[i]).thenComparing(i -> i)).mapToInt(Integer::intValue).toArray());
    }
    return new HardNegatives(count, source, List.copyOf(ranked));
  }

  /** Negatives per question per step. */
  public int count() {
    return count;
  }

  /** The same ranking with another number of negatives per question (a sweep's cell). */
  public HardNegatives withCount(int count) {
    return new HardNegatives(count, source, ranked);
  }

  /** The ranking of the questions at {@code indices} of the list it was made for, in that order (a cross-validation fold). */
  public HardNegatives subset(int[] indices) {
    var sub = new ArrayList<int[]>(indices.length);
    for (int i : indices) {
      sub.add(ranked.get(i));
    }
    return new HardNegatives(count, source, List.copyOf(sub));
  }

  /** What a checkpoint and the card record of the sampling: {@code 3 of each question's negatives, by bm25}. */
  public String describe() {
    return count + " of each question's negatives, weighted 1/(rank+1) by " + source;
  }

  /**
   * Item {@code index} of the training list with its positives and the negatives drawn for {@code
   * epoch} (0-based) by a run with {@code seed}.
   */
  public AnswerSelectionItem sample(AnswerSelectionItem item, int index, int epoch, long seed) {
    int[] negatives = ranked.get(index);
    if (negatives.length <= count) {
      return item;
    }
    boolean[] keep = new boolean[item.candidates().size()];
    for (int i : drawn(negatives, index, epoch, seed)) {
      keep[i] = true;
    }
    var candidates = new ArrayList<Candidate>();
    for (int i = 0; i < keep.length; i++) {
      Candidate c = item.candidates().get(i);
      if (keep[i] || c.positive()) {
        candidates.add(c);
      }
    }
    return new AnswerSelectionItem(item.id(), item.question(), candidates, item.document(), item.types(), item.group());
  }

  /** The candidate indices of item {@code index}'s negatives, hardest first. */
  int[] ranked(int index) {
    return ranked.get(index).clone();
  }

  /** The candidate indices of the negatives kept, largest key first. */
  int[] drawn(int[] negatives, int index, int epoch, long seed) {
    var random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L ^ (epoch + 1L) * 0xC2B2AE3D27D4EB4FL ^ (index + 1L) * 0x165667B19E3779F9L);
    double[] keys = new double[negatives.length];
    for (int r = 0; r < negatives.length; r++) {
      double u = 1.0 - random.nextDouble(); // (0, 1]
      keys[r] = Math.log(u) * (r + 1); // ln(u) / w_r with w_r = 1/(r+1)
    }
    Integer[] byKey = IntStream.range(0, negatives.length).boxed().toArray(Integer[]::new);
    Arrays.sort(byKey, Comparator.comparingDouble((Integer r) -> -keys[r]).thenComparing(r -> r));
    int[] out = new int[count];
    for (int k = 0; k < count; k++) {
      out[k] = negatives[byKey[k]];
    }
    return out;
  }
}
