package org.qakit.split;

import java.util.SortedMap;

/**
 * The counts of one part of a split, as the summary table prints them.
 *
 * @param name the part's name ({@code train}, {@code fold-3})
 * @param items the number of items in the part
 * @param groups the number of distinct groups in the part (an item without a group value counts as
 *     a group of its own), or -1 when the split was not grouped
 * @param strata items per value of the stratification field, by the item's own value (as the
 *     grouped rule counts them too); empty when not stratified
 */
public record PartSummary(String name, int items, int groups, SortedMap<String, Integer> strata) {
  public PartSummary {
    strata = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(strata));
  }
}
