/**
 * Splits and cross-validation folds of a dataset's items: {@link org.qakit.split.Splitter} takes
 * a {@link org.qakit.split.SplitSpec} (shares as {@link org.qakit.split.Ratios} or k folds, the
 * fields to stratify and group by, a seed) and returns a {@link org.qakit.split.Split}; {@link
 * org.qakit.split.SplitWriter} writes its id lists or qakit-jsonl files, all or none.
 *
 * <p>Two rules place items: {@link org.qakit.split.LargestRemainderSplit} (items one by one,
 * exact largest-remainder counts per stratum) and {@link org.qakit.split.GreedyGroupSplit} (whole
 * groups, greedily towards the shares and each item's own stratum). Fields are read through {@link
 * org.qakit.dataset.ItemField}. To add a rule: one class with a static {@code assign} that returns
 * each item's part, documented with its exact rule and a worked example, chosen in {@code
 * Splitter}, with hand-counted tests. docs/splits.md is the user's account.
 */
package org.qakit.split;
