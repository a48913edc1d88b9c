package org.qakit.split;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.qakit.dataset.ItemField;
import org.qakit.model.Item;

/**
 * Splits items one by one (no grouping), stratum by stratum, so that each part gets its share of
 * every stratum.
 *
 * <p>Rule, for weights {@code w_j} summing to {@code W} and a stratum of {@code n} items:
 *
 * <ol>
 *   <li>Strata are visited in the order of their values ({@link String#compareTo}); without
 *       stratification all items form one stratum. Items without a value form the stratum
 *       {@value ItemField#NONE}.
 *   <li>The stratum's items are sorted by id, then shuffled with one {@link Random} seeded once
 *       with the seed ({@link Collections#shuffle(List, Random)}, whose algorithm and generator the
 *       JDK specifies), so the result depends on the items and the seed, not on file order.
 *   <li>Part j gets {@code floor(n · w_j / W)} items; the {@code n − Σ floor} items left over go one
 *       each to the parts with the largest remainders {@code n · w_j mod W} (largest-remainder, or
 *       Hamilton, rounding: the counts add up to n exactly and each is within 1 of its quota).
 *       Equal remainders go first to the part furthest below its overall target {@code N · w_j /
 *       W} counting the strata already cut (so ties do not all favour one part), then to the
 *       earlier part.
 *   <li>The shuffled stratum is cut in part order: the first counts[0] items to part 0, and so on.
 * </ol>
 *
 * <p>Example: 10 items at 60:10:30 give quotas 6, 1, 3 exactly. 7 items give 4.2, 0.7, 2.1 →
 * floors 4, 0, 2 (one left), remainders 0.2, 0.7, 0.1 → the middle part gets it: 4, 1, 2.
 */
public final class LargestRemainderSplit {
  private LargestRemainderSplit() {}

  /** The part (0-based) of each item, by item index. */
  public static int[] assign(List<? extends Item> items, Ratios ratios, ItemField strata, long seed) {
    Map<String, List<Integer>> byStratum = new TreeMap<>();
    for (int i = 0; i < items.size(); i++) {
      String stratum = strata == null ? "" : strata.label(items.get(i));
      byStratum.computeIfAbsent(stratum, s -> new ArrayList<>()).add(i);
    }
    var random = new Random(seed);
    int[] part = new int[items.size()];
    long[] placed = new long[ratios.size()];
    for (List<Integer> stratum : byStratum.values()) {
      stratum.sort(Comparator.comparing(i -> items.get(i).id()));
      Collections.shuffle(stratum, random);
      int[] counts = counts(stratum.size(), ratios, placed, items.size());
      int next = 0;
      for (int j = 0; j < counts.length; j++) {
        for (int c = 0; c < counts[j]; c++) {
          part[stratum.get(next++)] = j;
        }
        placed[j] += counts[j];
      }
    }
    return part;
  }

  /**
   * Largest-remainder counts of {@code n} items; {@code placed} are the items already in each
   * part from earlier strata, {@code total} all items (for the tie rule).
   */
  static int[] counts(int n, Ratios ratios, long[] placed, long total) {
    int k = ratios.size();
    long w = ratios.total();
    int[] counts = new int[k];
    long[] remainder = new long[k];
    int left = n;
    for (int j = 0; j < k; j++) {
      counts[j] = (int) (n * ratios.weight(j) / w);
      remainder[j] = n * ratios.weight(j) % w;
      left -= counts[j];
    }
    var order = new ArrayList<Integer>();
    for (int j = 0; j < k; j++) {
      order.add(j);
    }
    // deficit below the overall target, in units of 1/W: total·w_j − (placed_j + floor_j)·W
    order.sort(
        Comparator.comparingLong((Integer j) -> -remainder[j])
            .thenComparingLong(j -> -(total * ratios.weight(j) - (placed[j] + counts[j]) * w))
            .thenComparingInt(j -> j));
    for (int i = 0; i < left; i++) {
      counts[order.get(i)]++;
    }
    return counts;
  }
}
