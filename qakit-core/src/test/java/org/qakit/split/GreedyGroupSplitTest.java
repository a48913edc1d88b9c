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
    // 30 groups of 3 at 60:10:30: targets 54, 9, 27 are multiples of 3, so the greedy (always the
    // part furthest below its target) fills them exactly: 18, 3 and 9 groups.
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
    // groups of 4, 3, 3, 2 at 50:50 (targets 6 and 6): 4 → part 0 (tie → earlier); 3 → part 1
    // (deficit 6 > 2); 3 → part 1 (3 > 2); 2 → part 0 (2 > 0). Result 6 and 6.
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
  void stratifiedAndGroupedPlacesAGroupByItsMajorityType() {
    var items = new ArrayList<Item>();
    items.add(item("1", "A", "g1"));
    items.add(item("2", "A", "g1"));
    items.add(item("3", "B", "g1")); // g1: A, A, B → stratum A
    items.add(item("4", "B", "g2"));
    items.add(item("5", "B", "g2")); // g2: B, B → stratum B
    items.add(item("6", "A", "g3"));
    items.add(item("7", "B", "g3")); // g3: A, B tie → A (first in order)
    items.add(item("8", "A", "g4")); // g4 → A
    items.add(item("9", "B", "g5"));
    items.add(item("10", "B", "g5")); // g5 → B
    var strata = ItemField.of("question_type", items);
    var groups = ItemField.of("group", items);
    int[] parts = GreedyGroupSplit.assign(items, Ratios.parse("50:50"), strata, groups, 42);
    // Stratum A (6 items, targets 3 and 3): g1 (3) → part 0 (tie → earlier); g3 (2) → part 1;
    // g4 (1) → part 1 (deficit 1 > 0). Stratum B (4 items, targets 2, 2): the first of g2, g5 → a
    // tie in B and overall (3 and 3 of targets 5, 5) → part 0; the other → part 1.
    Map<String, Integer> partOfGroup = partOfGroup(items, parts);
    assertThat(partOfGroup).containsEntry("g1", 0).containsEntry("g3", 1).containsEntry("g4", 1);
    assertThat(partOfGroup.get("g2") + partOfGroup.get("g5")).isEqualTo(1);
    var p = new Partition(items, parts, List.of("a", "b"), strata, groups);
    // per-item types: part 0 = g1 (A, A, B) + a B group (B, B): A 2, B 3; part 1 = g3 + g4 + the other: A 2, B 3
    assertThat(p.summary(0).strata()).isEqualTo(Map.of("A", 2, "B", 3));
    assertThat(p.summary(1).strata()).isEqualTo(Map.of("A", 2, "B", 3));
    assertThat(p.summary(0).groups()).isEqualTo(2);
    assertThat(p.summary(1).groups()).isEqualTo(3);
  }

  @Test
  void anItemWithoutAGroupIsAGroupOfItsOwn() {
    var items = new ArrayList<Item>();
    addGroup(items, "g", 2, "A");
    items.add(item("loose-1", "A", null));
    items.add(item("loose-2", "A", null));
    // groups: g (2), loose-1 (1), loose-2 (1); 50:50 targets 2, 2: g → part 0, then the loose ones → part 1
    int[] parts = GreedyGroupSplit.assign(items, Ratios.parse("50:50"), null, ItemField.of("group", items), 42);
    assertThat(parts).containsExactly(0, 0, 1, 1);
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
