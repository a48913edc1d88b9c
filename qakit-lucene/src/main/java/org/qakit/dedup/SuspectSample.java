package org.qakit.dedup;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * A sample of suspect pairs spread over the similarity range, so that a person labelling it sees
 * near-duplicates and look-alikes both (most BM25 neighbours are not duplicates, so a uniform
 * sample would hold almost no positive).
 *
 * <p>Rule: the pairs are put in {@code bins} equal-width bins of {@link SuspectPair#similarity()}
 * over [{@code from}, 1] (1 goes in the last bin, a pair below {@code from} in the first, so that
 * the rare close pairs get most of the bins); each bin's pairs are shuffled by {@code new Random(seed)}
 * (bins in ascending order, one generator); then bins take turns, lowest first, each giving its
 * next pair, until {@code n} pairs are drawn or every bin is empty. A thin bin thus gives all it
 * has and the others share the rest. The sample is returned in the order drawn.
 */
public final class SuspectSample {
  private SuspectSample() {}

  /** Draws at most {@code n} pairs by the rule above. */
  public static List<SuspectPair> stratified(List<SuspectPair> pairs, int n, int bins, double from, long seed) {
    if (!(from >= 0 && from < 1)) {
      throw new IllegalArgumentException("expected the lowest similarity binned in [0, 1), found " + from);
    }
    if (bins < 1 || n < 0) {
      throw new IllegalArgumentException("expected at least 1 bin and a sample size of 0 or more, found " + bins + " and " + n);
    }
    var byBin = new ArrayList<List<SuspectPair>>();
    for (int b = 0; b < bins; b++) {
      byBin.add(new ArrayList<>());
    }
    for (SuspectPair p : pairs) {
      byBin.get(Math.min(bins - 1, Math.max(0, (int) ((p.similarity() - from) / (1 - from) * bins)))).add(p);
    }
    Random r = new Random(seed);
    for (List<SuspectPair> bin : byBin) {
      bin.sort(Comparator.comparing((SuspectPair p) -> p.a().id()).thenComparing(p -> p.b().id()));
      java.util.Collections.shuffle(bin, r);
    }
    var out = new ArrayList<SuspectPair>();
    int[] next = new int[bins];
    boolean any = true;
    while (out.size() < n && any) {
      any = false;
      for (int b = 0; b < bins && out.size() < n; b++) {
        if (next[b] < byBin.get(b).size()) {
          out.add(byBin.get(b).get(next[b]++));
          any = true;
        }
      }
    }
    return out;
  }
}
