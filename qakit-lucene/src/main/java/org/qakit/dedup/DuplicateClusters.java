package org.qakit.dedup;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Clusters of duplicates: the connected components of the accepted pairs (union-find with path
 * halving; the root of a component is its smallest position). Components of one item are left
 * out. Order: clusters by their smallest position; members ascending; pairs by (a, b).
 */
public final class DuplicateClusters {

  /** One cluster: its member positions and the accepted pairs that joined them. */
  public record Cluster(List<Integer> members, List<ScoredPair> pairs) {
    public Cluster {
      members = List.copyOf(members);
      pairs = List.copyOf(pairs);
    }

    /** The smallest probability of its pairs: how sure the weakest link is. */
    public double weakest() {
      return pairs.stream().mapToDouble(ScoredPair::probability).min().orElse(1);
    }
  }

  private DuplicateClusters() {}

  /** The clusters of {@code accepted} pairs over {@code n} positions. */
  public static List<Cluster> of(int n, List<ScoredPair> accepted) {
    int[] parent = new int[n];
    for (int i = 0; i < n; i++) {
      parent[i] = i;
    }
    for (ScoredPair p : accepted) {
      int ra = find(parent, p.a());
      int rb = find(parent, p.b());
      if (ra != rb) {
        parent[Math.max(ra, rb)] = Math.min(ra, rb);
      }
    }
    var members = new TreeMap<Integer, List<Integer>>();
    for (int i = 0; i < n; i++) {
      members.computeIfAbsent(find(parent, i), r -> new ArrayList<>()).add(i);
    }
    var pairs = new TreeMap<Integer, List<ScoredPair>>();
    accepted.stream().sorted(java.util.Comparator.comparingInt(ScoredPair::a).thenComparingInt(ScoredPair::b))
        .forEach(p -> pairs.computeIfAbsent(find(parent, p.a()), r -> new ArrayList<>()).add(p));
    var out = new ArrayList<Cluster>();
    members.forEach((root, m) -> {
      if (m.size() > 1) {
        out.add(new Cluster(m, pairs.getOrDefault(root, List.of())));
      }
    });
    return out;
  }

  private static int find(int[] parent, int i) {
    while (parent[i] != i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  }
}
