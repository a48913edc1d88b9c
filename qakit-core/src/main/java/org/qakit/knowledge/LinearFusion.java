package org.qakit.knowledge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A convex combination of two min-max-normalised score lists, the fusion Bruch, Gai and Ingber
 * (2023), "An Analysis of Fusion Functions for Hybrid Retrieval", ACM TOIS 42(1), call TM2C2 and
 * find better than reciprocal-rank fusion once α is fitted on a few labelled queries:
 *
 * <pre>
 * score(d) = α · m₁(d) + (1 − α) · m₂(d)
 * m_i(d)   = (s_i(d) − min_i) / (max_i − min_i)   over the hits of list i;  1 when max_i = min_i
 * m_i(d)   = 0                                     when list i does not hold d
 * </pre>
 *
 * List 1 is the lexical one (BM25) and list 2 the dense one in {@link HybridRetriever}. α is a
 * parameter: choose it on labelled training or development queries (a grid 0, 0.1, …, 1 as the
 * paper does), never on test. A missing passage counts as the list's minimum, which is a lower
 * bound on its true score under that list's model. Ties go to the smaller id.
 */
public final class LinearFusion implements RankFusion {
  private final double alpha;

  /** @param alpha the weight of the first list, in [0, 1] */
  public LinearFusion(double alpha) {
    if (!(alpha >= 0 && alpha <= 1)) {
      throw new IllegalArgumentException("linear fusion: alpha must be in [0, 1], found " + alpha);
    }
    this.alpha = alpha;
  }

  public double alpha() {
    return alpha;
  }

  @Override
  public List<Hit> fuse(List<List<Hit>> rankings, int k) {
    HitOrder.checkK(k);
    if (rankings.size() != 2) {
      throw new IllegalArgumentException("linear fusion: expected 2 ranked lists, found " + rankings.size());
    }
    Map<String, Hit> first = new LinkedHashMap<>();
    Map<String, Double> sums = new LinkedHashMap<>();
    for (int i = 0; i < 2; i++) {
      List<Hit> list = rankings.get(i);
      double weight = i == 0 ? alpha : 1 - alpha;
      double min = list.stream().mapToDouble(Hit::score).min().orElse(0);
      double max = list.stream().mapToDouble(Hit::score).max().orElse(0);
      for (Hit h : list) {
        first.putIfAbsent(h.id(), h);
        double m = max == min ? 1 : (h.score() - min) / (max - min);
        sums.merge(h.id(), weight * m, Double::sum);
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
    return "linear(alpha=" + alpha + ")";
  }
}
