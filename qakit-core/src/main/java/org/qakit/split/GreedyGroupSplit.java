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
 * Splits whole groups (a scenario, a knowledge sentence, a document), so that no group has items
 * in two parts, aiming at the shares by item count; optionally stratified.
 *
 * <p>Rule, for weights {@code w_j} summing to {@code W}:
 *
 * <ol>
 *   <li>A group is the set of items with one value of the group field; an item without a value is a
 *       group of its own.
 *   <li>With stratification, a group's stratum is the stratum value most of its items have (a tie
 *       goes to the value first in {@link String#compareTo} order, an item without a value counting
 *       as {@value ItemField#NONE}); without it all groups form one stratum.
 *   <li>Strata are visited in the order of their values. Within a stratum, groups are sorted by
 *       key, shuffled with one {@link Random} seeded once with the seed, then stably sorted by size,
 *       largest first (large groups placed first leave the small ones to even out the counts).
 *   <li>Each group goes to the part furthest below its target in the stratum, {@code n_s · w_j / W
 *       − placed_s,j} ({@code n_s} the items of the stratum); a tie goes to the part furthest below
 *       its overall target {@code N · w_j / W − placed_j}, then to the earlier part.
 * </ol>
 *
 * <p>The counts are close to the shares, not exact: a part can overshoot by up to one group. With
 * 30 groups of 3 items at 60:10:30 the targets 54, 9, 27 are met exactly (18, 3 and 9 groups).
 */
public final class GreedyGroupSplit {
  private GreedyGroupSplit() {}

  /** The part (0-based) of each item, by item index. */
  public static int[] assign(List<? extends Item> items, Ratios ratios, ItemField strata, ItemField groups, long seed) {
    Map<String, List<Integer>> byGroup = new TreeMap<>();
    for (int i = 0; i < items.size(); i++) {
      Item item = items.get(i);
      byGroup.computeIfAbsent(groupKey(groups, item), x -> new ArrayList<>()).add(i);
    }
    Map<String, List<List<Integer>>> byStratum = new TreeMap<>();
    for (List<Integer> group : byGroup.values()) {
      byStratum.computeIfAbsent(majority(group, items, strata), x -> new ArrayList<>()).add(group);
    }
    var random = new Random(seed);
    int k = ratios.size();
    long w = ratios.total();
    long total = items.size();
    long[] placed = new long[k];
    int[] part = new int[items.size()];
    for (List<List<Integer>> stratum : byStratum.values()) {
      Collections.shuffle(stratum, random);
      stratum.sort(Comparator.comparingInt((List<Integer> g) -> g.size()).reversed());
      long n = stratum.stream().mapToLong(List::size).sum();
      long[] placedHere = new long[k];
      for (List<Integer> group : stratum) {
        int best = 0;
        for (int j = 1; j < k; j++) {
          // deficits in units of 1/W: n·w_j − placed·W
          long here = n * ratios.weight(j) - placedHere[j] * w;
          long bestHere = n * ratios.weight(best) - placedHere[best] * w;
          long overall = total * ratios.weight(j) - placed[j] * w;
          long bestOverall = total * ratios.weight(best) - placed[best] * w;
          if (here > bestHere || here == bestHere && overall > bestOverall) {
            best = j;
          }
        }
        for (int i : group) {
          part[i] = best;
        }
        placedHere[best] += group.size();
        placed[best] += group.size();
      }
    }
    return part;
  }

  /**
   * The key of the item's group: its value of {@code groups}, or for an item without one a key of
   * its own (prefixed differently, so a singleton never merges with a real group).
   */
  static String groupKey(ItemField groups, Item item) {
    String g = groups.value(item);
    return g != null ? "g" + g : "\u0000" + item.id();
  }

  private static String majority(List<Integer> group, List<? extends Item> items, ItemField strata) {
    if (strata == null) {
      return "";
    }
    var counts = new TreeMap<String, Integer>();
    for (int i : group) {
      counts.merge(strata.label(items.get(i)), 1, Integer::sum);
    }
    String best = counts.firstKey();
    for (var e : counts.entrySet()) {
      if (e.getValue() > counts.get(best)) {
        best = e.getKey();
      }
    }
    return best;
  }
}
