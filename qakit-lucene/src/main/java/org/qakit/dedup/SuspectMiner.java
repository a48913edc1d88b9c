package org.qakit.dedup;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lists the suspect pairs a person should read: within each pool (items analysed alike, e.g. all
 * Chinese datasets together), every item's {@code k} best BM25 neighbours ({@link SuspectSearch}),
 * so pairs are found within one dataset and across the datasets of a pool. A pair found from both
 * sides is listed once, at the first item's turn; pairs follow item order, then neighbour rank.
 * Deterministic for any thread count.
 */
public final class SuspectMiner {
  private SuspectMiner() {}

  /**
   * The suspect pairs of every pool.
   *
   * @param pools lists of analysed items; items of two pools are never paired
   * @param k neighbours per item, at least 1
   * @param threads search threads, at least 1
   */
  public static List<SuspectPair> mine(List<List<AnalysedTexts>> pools, int k, int threads) {
    if (k < 1) {
      throw new IllegalArgumentException("expected at least 1 neighbour per item, found " + k);
    }
    var out = new ArrayList<SuspectPair>();
    for (List<AnalysedTexts> items : pools) {
      if (items.size() < 2) {
        continue;
      }
      int[][] suspects = SuspectSearch.of(items).allSuspects(k, i -> true, j -> true, Math.max(1, threads));
      Map<Long, SuspectPair> seen = new LinkedHashMap<>();
      for (int i = 0; i < items.size(); i++) {
        for (int j : suspects[i]) {
          int a = Math.min(i, j);
          int b = Math.max(i, j);
          seen.computeIfAbsent((long) a * items.size() + b,
              key -> new SuspectPair(items.get(a), items.get(b), PairFeatures.of(items.get(a), items.get(b))));
        }
      }
      out.addAll(seen.values());
    }
    return out;
  }
}
