package org.qakit.knowledge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reciprocal-rank fusion: Cormack, Clarke and Büttcher (2009), "Reciprocal Rank Fusion
 * outperforms Condorcet and individual Rank Learning Methods", SIGIR 2009:
 *
 * <pre>
 * RRF(d) = Σ_i 1 / (c + r_i(d))      over the lists i that hold d; r_i(d) = d's rank in list i, from 1
 * </pre>
 *
 * with c = {@value #DEFAULT_C} as in the paper (fixed there by a pilot study, not tuned per
 * collection). Only ranks count, so lists with incomparable scores (BM25, cosine) fuse without any
 * normalisation. A passage missing from a list adds nothing for it (as if ranked beyond its end).
 * Ties (equal sums, e.g. rank 1 in one list and rank 1 in the other) go to the smaller id.
 */
public final class ReciprocalRankFusion implements RankFusion {
  /** The paper's c. */
  public static final int DEFAULT_C = 60;

  private final int c;

  public ReciprocalRankFusion() {
    this(DEFAULT_C);
  }

  /** @param c the rank offset, at least 0 (0 weighs the top ranks most) */
  public ReciprocalRankFusion(int c) {
    if (c < 0) {
      throw new IllegalArgumentException("reciprocal-rank fusion: c must be at least 0, found " + c);
    }
    this.c = c;
  }

  @Override
  public List<Hit> fuse(List<List<Hit>> rankings, int k) {
    HitOrder.checkK(k);
    Map<String, Hit> first = new LinkedHashMap<>();
    Map<String, Double> sums = new LinkedHashMap<>();
    for (List<Hit> list : rankings) {
      for (int r = 0; r < list.size(); r++) {
        Hit h = list.get(r);
        first.putIfAbsent(h.id(), h);
        sums.merge(h.id(), 1.0 / (c + r + 1), Double::sum);
      }
    }
    var fused = new ArrayList<Hit>(sums.size());
    sums.forEach((id, s) -> {
      Hit h = first.get(id);
      fused.add(new Hit(id, h.text(), h.title(), s));
    });
    return HitOrder.top(fused, k);
  }

  @Override
  public String describe() {
    return "rrf(c=" + c + ")";
  }
}
