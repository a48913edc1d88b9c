package org.qakit.eval.trec;

import java.util.List;

/**
 * trec_eval's {@code gm_map} ({@code m_gm_map.c}), geometric mean average precision (Robertson,
 * "On GMAP: and other transformations", CIKM 2006): the average precision of {@link TrecMap} per
 * query, averaged geometrically over queries:
 *
 * <pre>gm_map = exp( (Σ_q log(max(AP_q, 0.00001))) / n )</pre>
 *
 * <ul>
 *   <li>An AP below 0.00001 (trec_eval's {@code MIN_GEO_MEAN}), 0 included, counts as 0.00001, so
 *       one query without a relevant document retrieved pulls the mean down hard but not to 0.
 *   <li>n is the divisor of {@link TrecEval}. With {@code -c}, each qrels query the run misses adds
 *       log(0.00001): trec_eval adds {@code (n - evaluated) * log(0.00001)} to the sum of logs.
 *   <li>trec_eval prints no per-query line for it ({@code -q}), only the summary.
 *   <li>log and exp are the C library's; Java's agree to the last bit or one ulp, which never shows
 *       in four decimals ({@link CMath}).
 * </ul>
 */
public final class TrecGmMap implements TrecMeasure {
  static final double MIN_GEO_MEAN = .00001;

  @Override
  public String id() {
    return "gm_map";
  }

  @Override
  public String description() {
    return "Geometric mean average precision: average precision per query as for map, but the summary is the geometric"
        + " mean over queries, exp(mean of log(max(AP, 0.00001))), which rewards consistency across queries. With -c each"
        + " query missing from the run counts as AP 0.00001. Reported only in the summary, not for individual queries.";
  }

  @Override
  public List<String> names() {
    return List.of("gm_map");
  }

  @Override
  public double[] perQuery(TrecRanking r) {
    return new double[] {Math.log(Math.max(TrecMap.averagePrecision(r), MIN_GEO_MEAN))};
  }

  @Override
  public Summary summary() {
    return Summary.GEOMETRIC_MEAN;
  }

  @Override
  public double summarise(double sum, Totals totals) {
    double logs = sum;
    if (totals.options().complete()) {
      logs += (totals.queries() - totals.evaluated()) * Math.log(MIN_GEO_MEAN);
    }
    return Math.exp(logs / totals.queries());
  }
}
