package org.qakit.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.split.TestItems.item;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.ItemField;
import org.qakit.model.Item;

class GreedyGroupSplitTest {
  @Test
  void equalGroupsMeetTheTargetsExactly() {
    // 30 groups of 3 at 60:10:30: targets 54, 9, 27 are multiples of 3. With equal groups and no
    // strata the rule is Sainte-Laguë (smallest (p_j + 3/2) / w_j), a divisor method, so integer
    // quotas are met exactly: 18, 3 and 9 groups.
    var items = new ArrayList<Item>();
    for (int g = 0; g < 30; g++) {
      for (int q = 0; q < 3; q++) {
        items.add(item("q" + g + "-" + q, null, "g" + g));
      }
    }
    int[] parts = GreedyGroupSplit.assign(items, Ratios.parse("60:10:30"), null, ItemField.of("group", items), 42);
    var p = new Partition(items, parts, List.of("train", "dev", "test"), null, ItemField.of("group", items));
    assertThat(List.of(p.summary(0).items(), p.summary(1).items(), p.summary(2).items())).containsExactly(54, 9, 27);
    assertThat(List.of(p.summary(0).groups(), p.summary(1).groups(), p.summary(2).groups())).containsExactly(18, 3, 9);
    assertNoGroupCrossesParts(items, parts);
  }

  @Test
  void largestGroupsArePlacedFirst() {
    // groups of 4, 3, 3, 2 at 50:50 (targets 6 and 6). Without strata the cost of part j is
    // proportional to m (2 p_j + m) (both terms of the cost are the same): 4 → part 0 (16 = 16,
    // tie → earlier); 3 → part 1 (3·(8+3) = 33 > 3·3 = 9); 3 → part 1 (33 > 3·(6+3) = 27);
    // 2 → part 0 (2·(8+2) = 20 < 2·(12+2) = 28). Result 6 and 6.
    var items = new ArrayList<Item>();
    addGroup(items, "big", 4, "A");
    addGroup(items, "mid1", 3, "A");
    addGroup(items, "mid2", 3, "A");
    addGroup(items, "small", 2, "A");
    int[] parts = GreedyGroupSplit.assign(items, Ratios.parse("50:50"), null, ItemField.of("group", items), 3);
    Map<String, Integer> partOfGroup = partOfGroup(items, parts);
    assertThat(partOfGroup).containsEntry("big", 0).containsEntry("small", 0).containsEntry("mid1", 1).containsEntry("mid2", 1);
  }

  @Test
  void aMixedGroupCountsEachOfItsItemsByItsOwnValue() {
    // 50:50; groups AAA (3), AD (2), D (1), so the order is fixed by size. n_A = 4, n_D = 2, N = 6.
    // cost_j = Σ_s c_s (2 p_js + c_s) / n_s + m (2 p_j + m) / N (equal weights: compare costs).
    // AAA: both parts empty → tie → part 0.
    // AD:  part 0: (2·3+1)/4 + (0+1)/2 + 2·(6+2)/6 = 7/4 + 1/2 + 8/3 ≈ 4.92;
    //      part 1: 1/4 + 1/2 + 4/6 ≈ 1.42 → part 1.
    // D:   part 0: (0+1)/2 + (6+1)/6 = 5/3; part 1: (2+1)/2 + (4+1)/6 = 7/3 → part 0.
    // Parts AAA+D | AD: A is 75% and 50% of them (67% overall). The old rule made AD an A group
    // (majority tie → first value) and gave AAA | AD+D: A 100% and 33%.
    var items = new ArrayList<Item>();
    addGroup(items, "aaa", 3, "A");
    items.add(item("ad-1", "A", "ad"));
    items.add(item("ad-2", "D", "ad"));
    items.add(item("d-1", "D", "d"));
    var strata = ItemField.of("question_type", items);
    var groups = ItemField.of("group", items);
    int[] parts = GreedyGroupSplit.assign(items, Ratios.parse("50:50"), strata, groups, 42);
    assertThat(partOfGroup(items, parts)).containsEntry("aaa", 0).containsEntry("ad", 1).containsEntry("d", 0);
    var p = new Partition(items, parts, List.of("a", "b"), strata, groups);
    assertThat(p.summary(0).strata()).isEqualTo(Map.of("A", 3, "D", 1));
    assertThat(p.summary(1).strata()).isEqualTo(Map.of("A", 1, "D", 1));
  }

  @Test
  void anItemWithoutAGroupIsAGroupOfItsOwn() {
    var items = new ArrayList<Item>();
    addGroup(items, "g", 2, "A");
    items.add(item("loose-1", "A", null));
    items.add(item("loose-2", "A", null));
    // groups: g (2), loose-1 (1), loose-2 (1); 50:50, cost ∝ m (2 p_j + m): g → part 0 (tie);
    // the first loose one → part 1 (1·(4+1) = 5 > 1), the second → part 1 (5 > 1·(2+1) = 3)
    int[] parts = GreedyGroupSplit.assign(items, Ratios.parse("50:50"), null, ItemField.of("group", items), 42);
    assertThat(parts).containsExactly(0, 0, 1, 1);
  }

  @Test
  void aSmallPartGetsItsShareWhenEveryStratumIsTooSmallForIt() {
    // 20 items at 60:10:30 (overall targets 12, 2, 6): 4 types, each with groups of 2, 2 and 1
    // items (type targets 3, 0.5, 1.5). Deciding by the type's deficit first, every type went
    // 2 → train (deficits 3, .5, 1.5), 2 → test (1, .5, 1.5), 1 → train (1, .5, −.5): 3/0/2 per
    // type, 12/0/8 in all, dev empty.
    var items = new ArrayList<Item>();
    for (String type : List.of("A", "B", "C", "D")) {
      addGroup(items, type + "-p1", 2, type);
      addGroup(items, type + "-p2", 2, type);
      addGroup(items, type + "-s", 1, type);
    }
    var strata = ItemField.of("question_type", items);
    var groups = ItemField.of("group", items);
    // Seed 42: pairs A-p1, A-p2, C-p1, C-p2, B-p1, D-p2, D-p1, B-p2, then singles B-s, D-s, C-s, A-s.
    // With n_s = 5, N = 20, 20·cost_j is 16 p_jX + 4 p_j + 20 for a pair of type X and
    // 8 p_jX + 2 p_j + 5 for a single; divided by the weights 6, 1, 3:
    //  A-p1 20/6, 20, 20/3 → train; A-p2 60/6, 20, 20/3 → test; C-p1 28/6, 20, 28/3 → train;
    //  C-p2 68/6, 20, 28/3 → test; B-p1 36/6, 20, 36/3 → train; D-p2 44/6, 20, 36/3 → train;
    //  D-p1 84/6, 20, 36/3 → test; B-p2 84/6, 20, 44/3 → train (train A2 B4 C2 D2, test A2 C2 D2);
    //  B-s 57/6, 5, 17/3 → dev; D-s 41/6, 7, 33/3 → train; C-s 43/6, 7, 33/3 → dev (7 < 7.17);
    //  A-s 43/6, 9, 33/3 → train. Totals 12, 2, 6.
    int[] parts = GreedyGroupSplit.assign(items, Ratios.parse("60:10:30"), strata, groups, 42);
    var p = new Partition(items, parts, List.of("train", "dev", "test"), strata, groups);
    assertThat(List.of(p.summary(0).items(), p.summary(1).items(), p.summary(2).items())).containsExactly(12, 2, 6);
    assertThat(p.summary(1).strata()).isEqualTo(Map.of("B", 1, "C", 1));
    assertThat(p.summary(2).strata()).isEqualTo(Map.of("A", 2, "C", 2, "D", 2));
    // Every seed: dev gets its 2 items, and train and test are within one item of 12 and 6.
    for (long seed = 0; seed < 100; seed++) {
      parts = GreedyGroupSplit.assign(items, Ratios.parse("60:10:30"), strata, groups, seed);
      p = new Partition(items, parts, List.of("train", "dev", "test"), strata, groups);
      assertThat(p.summary(1).items()).as("seed %d", seed).isEqualTo(2);
      assertThat(p.summary(0).items()).as("seed %d", seed).isBetween(11, 12);
      assertThat(p.summary(2).items()).as("seed %d", seed).isBetween(6, 7);
      assertNoGroupCrossesParts(items, parts);
    }
  }

  private static void addGroup(List<Item> items, String group, int size, String type) {
    for (int i = 0; i < size; i++) {
      items.add(item(group + "-" + i, type, group));
    }
  }

  static Map<String, Integer> partOfGroup(List<Item> items, int[] parts) {
    assertNoGroupCrossesParts(items, parts);
    var m = new HashMap<String, Integer>();
    for (int i = 0; i < items.size(); i++) {
      m.put(items.get(i).group(), parts[i]);
    }
    return m;
  }

  static void assertNoGroupCrossesParts(List<? extends Item> items, int[] parts) {
    var m = new HashMap<String, Integer>();
    for (int i = 0; i < items.size(); i++) {
      String g = items.get(i).group();
      if (g != null) {
        Integer earlier = m.putIfAbsent(g, parts[i]);
        assertThat(earlier == null || earlier == parts[i]).as("group %s is in parts %s and %s", g, earlier, parts[i]).isTrue();
      }
    }
  }
}
