package org.qakit.knowledge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The ranking rule of every {@link Retriever}: score descending, then passage id ascending (Java
 * {@code String} order). Fused and re-scored lists are sorted with it, so that their order, and
 * which hits survive a cut-off, never depend on the order the lists came in.
 */
public final class HitOrder {
  /** Score descending, then id ascending. */
  public static final Comparator<Hit> RANKING =
      Comparator.comparingDouble(Hit::score).reversed().thenComparing(Hit::id);

  private HitOrder() {}

  /** The {@code k} best of {@code hits} by {@link #RANKING} (all of them when fewer), as a new list. */
  public static List<Hit> top(List<Hit> hits, int k) {
    var sorted = new ArrayList<>(hits);
    sorted.sort(RANKING);
    return List.copyOf(sorted.subList(0, Math.min(k, sorted.size())));
  }

  /** Throws the contract's message for {@code k < 1}. */
  public static void checkK(int k) {
    if (k < 1) {
      throw new IllegalArgumentException("search: k must be at least 1, found " + k);
    }
  }
}
