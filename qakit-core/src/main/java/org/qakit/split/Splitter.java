package org.qakit.split;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.qakit.dataset.ItemField;
import org.qakit.model.Item;

/**
 * Splits a dataset's items as a {@link SplitSpec} says: without grouping by {@link
 * LargestRemainderSplit} (exact largest-remainder counts per stratum), with grouping by {@link
 * GreedyGroupSplit} (whole groups, greedy towards the shares); k-fold partitions into k equal
 * shares the same way and trains each fold on the others.
 *
 * <p>Deterministic: the same items (in any order, from any number of files) and the same seed give
 * the same parts; only the order of items within a written part follows the dataset.
 */
public final class Splitter {
  private Splitter() {}

  public static Split split(List<? extends Item> items, SplitSpec spec) {
    if (items.isEmpty()) {
      throw new IllegalArgumentException("the dataset has no items to split");
    }
    ItemField strata = field(spec.stratifyBy(), items, "stratify");
    ItemField groups = field(spec.groupBy(), items, "group");
    if (spec.kFold()) {
      int units = groups == null ? items.size() : countGroups(items, groups);
      if (units < spec.ratios().size()) {
        throw new IllegalArgumentException("cannot make " + spec.ratios().size() + " folds from "
            + units + (groups == null ? " items" : " groups") + "; use at most " + units + " folds");
      }
    }
    int[] parts = groups == null
        ? LargestRemainderSplit.assign(items, spec.ratios(), strata, spec.seed())
        : GreedyGroupSplit.assign(items, spec.ratios(), strata, groups, spec.seed());
    var partition = new Partition(items, parts, spec.names(), strata, groups);
    var outputs = new ArrayList<Split.Output>();
    for (int j = 0; j < spec.names().size(); j++) {
      String name = spec.names().get(j);
      if (spec.kFold()) {
        if (partition.summary(j).items() == 0) {
          throw new IllegalArgumentException(name + " is empty: " + units(items, groups) + " cannot fill " + spec.names().size() + " folds evenly; use fewer folds");
        }
        outputs.add(new Split.Output(name + "/train", partition.itemsExcept(j)));
        outputs.add(new Split.Output(name + "/test", partition.items(j)));
      } else {
        outputs.add(new Split.Output(name, partition.items(j)));
      }
    }
    return new Split(partition, outputs, spec.kFold());
  }

  private static ItemField field(String name, List<? extends Item> items, String what) {
    if (name == null) {
      return null;
    }
    ItemField f = ItemField.of(name, items);
    if (!f.hasValueIn(items)) {
      throw new IllegalArgumentException("cannot " + what + " by '" + name + "': no item has a value for it; fields with values: "
          + String.join(", ", ItemField.available(items).stream().filter(n -> ItemField.of(n, items).hasValueIn(items)).toList()));
    }
    return f;
  }

  private static int countGroups(List<? extends Item> items, ItemField groups) {
    var keys = new HashSet<String>();
    for (Item item : items) {
      keys.add(GreedyGroupSplit.groupKey(groups, item));
    }
    return keys.size();
  }

  private static String units(List<? extends Item> items, ItemField groups) {
    return groups == null ? items.size() + " items" : countGroups(items, groups) + " groups";
  }
}
