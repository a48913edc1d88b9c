package org.qakit.split;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import org.qakit.dataset.ItemField;
import org.qakit.model.Item;

/**
 * Items divided into named parts (the splits, or the test folds of k-fold), each item in exactly
 * one part; items keep their dataset order within a part.
 */
public final class Partition {
  private final List<Item> items;
  private final int[] parts;
  private final List<String> names;
  private final ItemField strata;
  private final ItemField groups;

  /**
   * @param items the items in dataset order
   * @param parts the part of each item (0-based), by item index
   * @param names the parts' names
   * @param strata the stratification field, or null
   * @param groups the grouping field, or null
   */
  public Partition(List<? extends Item> items, int[] parts, List<String> names, ItemField strata, ItemField groups) {
    if (parts.length != items.size()) {
      throw new IllegalArgumentException("expected one part per item (" + items.size() + "), found " + parts.length);
    }
    for (int p : parts) {
      if (p < 0 || p >= names.size()) {
        throw new IllegalArgumentException("expected parts 0.." + (names.size() - 1) + ", found " + p);
      }
    }
    this.items = List.copyOf(items);
    this.parts = parts.clone();
    this.names = List.copyOf(names);
    this.strata = strata;
    this.groups = groups;
  }

  public List<String> names() {
    return names;
  }

  /** The part (0-based) of the item at {@code index} in dataset order. */
  public int partOf(int index) {
    return parts[index];
  }

  /** The items of part {@code j}, in dataset order. */
  public List<Item> items(int j) {
    var out = new ArrayList<Item>();
    for (int i = 0; i < items.size(); i++) {
      if (parts[i] == j) {
        out.add(items.get(i));
      }
    }
    return out;
  }

  /** The items of every part but {@code j}, in dataset order (the training set of fold j). */
  public List<Item> itemsExcept(int j) {
    var out = new ArrayList<Item>();
    for (int i = 0; i < items.size(); i++) {
      if (parts[i] != j) {
        out.add(items.get(i));
      }
    }
    return out;
  }

  /** The values of the stratification field over all items, sorted; empty when not stratified. */
  public List<String> strataValues() {
    var values = new TreeSet<String>();
    if (strata != null) {
      items.forEach(i -> values.add(strata.label(i)));
    }
    return List.copyOf(values);
  }

  /** The counts of part {@code j}. */
  public PartSummary summary(int j) {
    return summary(names.get(j), items(j));
  }

  /** The counts of all items together, named {@code all}. */
  public PartSummary summaryOfAll() {
    return summary("all", items);
  }

  private PartSummary summary(String name, List<Item> of) {
    var strataCounts = new TreeMap<String, Integer>();
    var groupKeys = new HashSet<String>();
    for (Item item : of) {
      if (strata != null) {
        strataCounts.merge(strata.label(item), 1, Integer::sum);
      }
      if (groups != null) {
        groupKeys.add(GreedyGroupSplit.groupKey(groups, item));
      }
    }
    return new PartSummary(name, of.size(), groups == null ? -1 : groupKeys.size(), strataCounts);
  }
}
