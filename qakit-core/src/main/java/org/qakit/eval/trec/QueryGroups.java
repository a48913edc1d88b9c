package org.qakit.eval.trec;

import java.util.Arrays;

/**
 * Lines grouped by query with one counting sort, as {@link TrecRun} and {@link TrecQrels} hold
 * them: the lines of query {@code q} are {@code byQuery[groupStart[q]]} up to (not including)
 * {@code byQuery[groupStart[q + 1]]}, in file order.
 *
 * @param groupStart where each query's lines begin in {@code byQuery}; one more entry than queries
 * @param byQuery line indexes ordered by query, then by file position
 */
record QueryGroups(int[] groupStart, int[] byQuery) {

  /** Groups the first {@code size} lines, whose query ids (0 to {@code queryCount - 1}) are {@code queries}. */
  static QueryGroups of(int[] queries, int size, int queryCount) {
    int[] start = new int[queryCount + 1];
    for (int i = 0; i < size; i++) {
      start[queries[i] + 1]++;
    }
    for (int q = 0; q < queryCount; q++) {
      start[q + 1] += start[q];
    }
    int[] next = Arrays.copyOf(start, queryCount);
    int[] byQuery = new int[size];
    for (int i = 0; i < size; i++) {
      byQuery[next[queries[i]]++] = i;
    }
    return new QueryGroups(start, byQuery);
  }
}
