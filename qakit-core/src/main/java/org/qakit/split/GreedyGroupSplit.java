package org.qakit.split;

import java.math.BigInteger;
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
 * in two parts, aiming at the shares by item count and, when stratifying, at every stratum's share
 * within every part.
 *
 * <p>Rule, for weights {@code w_j} summing to {@code W}, {@code N} items, {@code n_s} items of
 * stratum value {@code s} (each item counted by its own value; without stratification all items
 * have one value):
 *
 * <ol>
 *   <li>A group is the set of items with one value of the group field; an item without a value is a
 *       group of its own.
 *   <li>Groups are sorted by key, shuffled with one {@link Random} seeded once with the seed, then
 *       stably sorted by size, largest first (large groups placed first leave the small ones to
 *       even out the counts).
 *   <li>The targets are {@code T_j = N · w_j / W} items in part j and {@code T_js = n_s · w_j / W}
 *       items of value s in part j. The split is scored by the Pearson-style discrepancy
 *       <pre>  L = Σ_j Σ_s (p_js − T_js)² / T_js  +  Σ_j (p_j − T_j)² / T_j</pre>
 *       ({@code p_js}, {@code p_j}: items placed). The first term is the fit of every part's
 *       stratum counts, the second the fit of the part sizes, which is what the ratios ask for
 *       first; without it a part whose share of every stratum is below one group (dev at 10% of
 *       strata of 5 items) would never get a group.
 *   <li>Each group, with {@code c_s} items of value s and {@code m} items in all, goes to the part
 *       where it raises L least. Adding it to part j raises L by {@code (W / w_j) · cost_j} with
 *       <pre>  cost_j = Σ_s c_s (2 p_js + c_s) / n_s  +  m (2 p_j + m) / N</pre>
 *       so the chosen part is the one with the smallest {@code cost_j / w_j}. A group is thus
 *       weighed by its own stratum counts, not by a majority value: a group of one A and one D
 *       item goes where A and D are both short. The costs are compared as exact fractions. A tie
 *       goes to the part least filled relative to its weight ({@code p_j / w_j}), then to the
 *       earlier part.
 * </ol>
 *
 * <p>With single-item groups and no stratification the rule is Sainte-Laguë (Webster)
 * apportionment: the next item goes to the part with the smallest {@code (p_j + 1/2) / w_j}. A part
 * that has nothing yet is thus preferred once the others are at about half an item per unit of
 * their weight above it. The counts are close to the shares, not exact: a part can be off by up to
 * about one group. With 30 groups of 3 items at 60:10:30 the targets 54, 9, 27 are met exactly.
 */
public final class GreedyGroupSplit {
  private GreedyGroupSplit() {}

  /** The part (0-based) of each item, by item index. */
  public static int[] assign(List<? extends Item> items, Ratios ratios, ItemField strata, ItemField groups, long seed) {
    Map<String, List<Integer>> byGroup = new TreeMap<>();
    Map<String, Integer> valueIndex = new TreeMap<>();
    for (int i = 0; i < items.size(); i++) {
      Item item = items.get(i);
      byGroup.computeIfAbsent(groupKey(groups, item), x -> new ArrayList<>()).add(i);
      valueIndex.putIfAbsent(value(strata, item), 0);
    }
    int v = 0;
    for (var e : valueIndex.entrySet()) {
      e.setValue(v++);
    }
    int[] valueOf = new int[items.size()];
    long[] n = new long[v];
    for (int i = 0; i < items.size(); i++) {
      valueOf[i] = valueIndex.get(value(strata, items.get(i)));
      n[valueOf[i]]++;
    }
    var order = new ArrayList<>(byGroup.values());
    Collections.shuffle(order, new Random(seed));
    order.sort(Comparator.comparingInt((List<Integer> g) -> g.size()).reversed());

    int k = ratios.size();
    long total = items.size();
    long[][] placedValue = new long[k][v];
    long[] placed = new long[k];
    int[] part = new int[items.size()];
    for (List<Integer> group : order) {
      var counts = new TreeMap<Integer, Long>();
      for (int i : group) {
        counts.merge(valueOf[i], 1L, Long::sum);
      }
      long m = group.size();
      // cost_j · D with D = N · Π n_s over the group's values, so every term is an integer
      BigInteger d = counts.keySet().stream().map(s -> BigInteger.valueOf(n[s])).reduce(BigInteger.valueOf(total), BigInteger::multiply);
      BigInteger perItem = d.divide(BigInteger.valueOf(total)); // D / N
      var perValue = new TreeMap<Integer, BigInteger>(); // D / n_s
      counts.keySet().forEach(s -> perValue.put(s, d.divide(BigInteger.valueOf(n[s]))));
      int best = -1;
      BigInteger bestCost = null;
      for (int j = 0; j < k; j++) {
        BigInteger cost = perItem.multiply(BigInteger.valueOf(m * (2 * placed[j] + m)));
        for (var e : counts.entrySet()) {
          long c = e.getValue();
          cost = cost.add(perValue.get(e.getKey()).multiply(BigInteger.valueOf(c * (2 * placedValue[j][e.getKey()] + c))));
        }
        if (best < 0 || better(cost, j, bestCost, best, ratios, placed)) {
          best = j;
          bestCost = cost;
        }
      }
      for (int i : group) {
        part[i] = best;
        placedValue[best][valueOf[i]]++;
      }
      placed[best] += m;
    }
    return part;
  }

  /** Whether part {@code a} with {@code costA} beats part {@code b} (a later part than b). */
  private static boolean better(BigInteger costA, int a, BigInteger costB, int b, Ratios ratios, long[] placed) {
    // costA / w_a < costB / w_b  ⇔  costA · w_b < costB · w_a
    int c = costA.multiply(BigInteger.valueOf(ratios.weight(b))).compareTo(costB.multiply(BigInteger.valueOf(ratios.weight(a))));
    if (c != 0) {
      return c < 0;
    }
    // tie: less filled relative to the weight, p_a / w_a < p_b / w_b; then the earlier part (b)
    return placed[a] * ratios.weight(b) < placed[b] * ratios.weight(a);
  }

  /**
   * The key of the item's group: its value of {@code groups}, or for an item without one a key of
   * its own (prefixed differently, so a singleton never merges with a real group).
   */
  static String groupKey(ItemField groups, Item item) {
    String g = groups.value(item);
    return g != null ? "g" + g : "\u0000" + item.id();
  }

  private static String value(ItemField strata, Item item) {
    return strata == null ? "" : strata.label(item);
  }
}
