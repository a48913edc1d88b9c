package org.qakit.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.split.TestItems.ofType;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.ItemField;
import org.qakit.model.Item;

class LargestRemainderSplitTest {
  private static final Ratios SQAD = Ratios.parse("60:10:30");

  @Test
  void countsAreLargestRemainderQuotas() {
    // 10 items: 6, 1, 3 exactly
    assertThat(LargestRemainderSplit.counts(10, SQAD, new long[3], 10)).containsExactly(6, 1, 3);
    // 7 items: quotas 4.2, 0.7, 2.1 → floors 4, 0, 2 (one left); largest remainder 0.7 → 4, 1, 2
    assertThat(LargestRemainderSplit.counts(7, SQAD, new long[3], 7)).containsExactly(4, 1, 2);
    // 1 item: quotas 0.6, 0.1, 0.3 → all to the first part
    assertThat(LargestRemainderSplit.counts(1, SQAD, new long[3], 1)).containsExactly(1, 0, 0);
    // 5 items at 50:50: 2.5, 2.5 → equal remainders, equal deficits → the earlier part
    assertThat(LargestRemainderSplit.counts(5, Ratios.parse("50:50"), new long[2], 5)).containsExactly(3, 2);
    // same, but part 0 already holds 3 of 10 and part 1 holds 2: deficits 5−3−2 = 0 and 5−2−2 = 1 → part 1
    assertThat(LargestRemainderSplit.counts(5, Ratios.parse("50:50"), new long[] {3, 2}, 10)).containsExactly(2, 3);
  }

  @Test
  void everyStratumIsSplitByTheRatiosAndEqualRemaindersEvenOutTheTotals() {
    var items = new ArrayList<Item>();
    items.addAll(ofType("a", "A", 10));
    items.addAll(ofType("b", "B", 5));
    items.addAll(ofType("c", "C", 5));
    var strata = ItemField.of("question_type", items);
    int[] parts = LargestRemainderSplit.assign(items, SQAD, strata, 42);
    // A (10): 6, 1, 3 exactly.
    // B (5): 3.0, 0.5, 1.5 → floors 3, 0, 1, one left, remainders 0.5 = 0.5 → overall deficits
    //   (targets 12, 2, 6 of 20): dev 2 − 1 = 1, test 6 − (3 + 1) = 2 → test: 3, 0, 2.
    // C (5): same floors; now dev 2 − 1 = 1, test 6 − (5 + 1) = 0 → dev: 3, 1, 1.
    // Totals 12, 2, 6 = exactly 60:10:30 of 20.
    assertThat(countByStratum(items, parts, strata)).isEqualTo(Map.of(
        "A", List.of(6, 1, 3), "B", List.of(3, 0, 2), "C", List.of(3, 1, 1)));
  }

  @Test
  void theSameSeedGivesTheSameSplitWhateverTheItemOrder() {
    List<Item> items = new ArrayList<>(ofType("x", "X", 50));
    items.addAll(ofType("y", "Y", 30));
    var strata = ItemField.of("question_type", items);
    Map<String, Integer> first = byId(items, LargestRemainderSplit.assign(items, SQAD, strata, 7));
    assertThat(byId(items, LargestRemainderSplit.assign(items, SQAD, strata, 7))).isEqualTo(first);
    List<Item> shuffled = new ArrayList<>(items);
    Collections.shuffle(shuffled, new Random(1));
    assertThat(shuffled).isNotEqualTo(items);
    assertThat(byId(shuffled, LargestRemainderSplit.assign(shuffled, SQAD, strata, 7))).isEqualTo(first);
    assertThat(byId(items, LargestRemainderSplit.assign(items, SQAD, strata, 8))).isNotEqualTo(first);
  }

  static Map<String, List<Integer>> countByStratum(List<Item> items, int[] parts, ItemField strata) {
    var counts = new HashMap<String, List<Integer>>();
    for (int i = 0; i < items.size(); i++) {
      var row = counts.computeIfAbsent(strata.label(items.get(i)), s -> new ArrayList<>(List.of(0, 0, 0)));
      row.set(parts[i], row.get(parts[i]) + 1);
    }
    return counts;
  }

  static Map<String, Integer> byId(List<Item> items, int[] parts) {
    var m = new HashMap<String, Integer>();
    for (int i = 0; i < items.size(); i++) {
      m.put(items.get(i).id(), parts[i]);
    }
    return m;
  }
}
