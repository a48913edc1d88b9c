package org.qakit.dedup;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * A train/dev/test split of labelled pairs, grouped so that no item sits in two parts (GeoSQA's
 * 60/20/20 split of its hand-labelled pairs, made leak-free).
 *
 * <p>Rule: pairs that share an item are joined (union-find over item ids), and each connected
 * group goes to one part. Groups are ordered by their smallest item id, shuffled by {@code new
 * Random(seed)}, and handed out in turn to the part whose pair count lies furthest below its
 * target share (60%, 20%, 20% of all pairs; ties to train, then dev). Parts therefore come out
 * close to 60/20/20, never exactly when groups are large.
 */
public final class PairParts {
  /** A part of the split. */
  public enum Part { TRAIN, DEV, TEST }

  private static final double[] SHARES = {0.6, 0.2, 0.2};

  private PairParts() {}

  /** Each pair's part, in the order of {@code pairs}. */
  public static List<Part> split(List<RealPair> pairs, long seed) {
    Map<String, String> parent = new HashMap<>();
    for (RealPair p : pairs) {
      union(parent, p.a(), p.b());
    }
    var groups = new TreeMap<String, List<Integer>>();
    for (int i = 0; i < pairs.size(); i++) {
      groups.computeIfAbsent(find(parent, pairs.get(i).a()), g -> new ArrayList<>()).add(i);
    }
    var order = new ArrayList<>(groups.values());
    Collections.shuffle(order, new Random(seed));
    var parts = new ArrayList<Part>(Collections.nCopies(pairs.size(), Part.TRAIN));
    int[] count = new int[3];
    for (List<Integer> g : order) {
      int best = 0;
      double bestGap = Double.NEGATIVE_INFINITY;
      for (int k = 0; k < 3; k++) {
        double gap = SHARES[k] * pairs.size() - count[k];
        if (gap > bestGap) {
          bestGap = gap;
          best = k;
        }
      }
      for (int i : g) {
        parts.set(i, Part.values()[best]);
      }
      count[best] += g.size();
    }
    return parts;
  }

  /** The root of {@code id}'s group: the smallest id in it (ids compared as strings). */
  private static String find(Map<String, String> parent, String id) {
    String r = id;
    while (!parent.getOrDefault(r, r).equals(r)) {
      r = parent.get(r);
    }
    return r;
  }

  private static void union(Map<String, String> parent, String a, String b) {
    parent.putIfAbsent(a, a);
    parent.putIfAbsent(b, b);
    String ra = find(parent, a);
    String rb = find(parent, b);
    if (!ra.equals(rb)) {
      if (ra.compareTo(rb) < 0) {
        parent.put(rb, ra);
      } else {
        parent.put(ra, rb);
      }
    }
  }
}
