package org.qakit.eval.trec;

import java.util.List;
import org.qakit.registry.Component;

/**
 * One trec_eval measure (one {@code m_*.c} file): the values it prints, how it computes them for a
 * query, and how trec_eval summarises them over queries. {@link #id()} is trec_eval's measure name,
 * case included ({@code P}), which is what {@code -m} takes; {@link #description()} is the
 * explanation {@code qakit eval trec --help} prints, as trec_eval's {@code -h} prints its own.
 */
public interface TrecMeasure extends Component {

  /** How trec_eval turns per-query values into the {@code all} line ({@code meas_avg.c}). */
  enum Summary {
    /** Sum over the evaluated queries divided by the query count (see {@link TrecEval}); printed {@code %6.4f}. */
    MEAN,
    /** Sum over the evaluated queries, not averaged; printed as an integer ({@code %ld}). */
    SUM,
    /** The query count itself ({@code num_q}); printed as an integer. */
    QUERY_COUNT,
    /**
     * The per-query values are natural logarithms; the summary is {@code exp} of their mean
     * ({@code te_calc_avg_meas_s_gm}); printed {@code %6.4f}.
     */
    GEOMETRIC_MEAN,
    /** Not a number: the run's id ({@code runid}), printed as text. */
    RUN_ID
  }

  /** What a summary may depend on besides the per-query sums. */
  record Totals(int evaluated, int queries, TrecQrels qrels, TrecEvalOptions options) {}

  /** The names of the printed values, e.g. {@code [P_5, P_10]} or {@code [map]}. */
  List<String> names();

  /** This query's values, one per name. */
  double[] perQuery(TrecRanking ranking);

  Summary summary();

  /**
   * Whether {@code -q} prints this measure's values for each query. trec_eval does not for
   * {@code runid}, {@code num_q} and {@code gm_map}.
   */
  default boolean printsPerQuery() {
    return summary() == Summary.MEAN || summary() == Summary.SUM;
  }

  /** Whether trec_eval prints the values as integers ({@code %ld}) rather than {@code %6.4f}. */
  default boolean integer() {
    return summary() == Summary.SUM || summary() == Summary.QUERY_COUNT;
  }

  /**
   * The {@code all} value from the sum of this value over the evaluated queries: by
   * {@link #summary()}, the sum divided by {@code totals.queries()} (the divisor of
   * {@link TrecEval}), the sum itself, or {@code totals.queries()}. A NaN sum stays NaN, sign
   * included, as in C.
   */
  default double summarise(double sum, Totals totals) {
    return switch (summary()) {
      case MEAN -> Double.isNaN(sum) ? sum : sum / totals.queries();
      case SUM -> sum;
      case QUERY_COUNT -> totals.queries();
      case GEOMETRIC_MEAN, RUN_ID -> throw new IllegalStateException(id() + " must define its own summary");
    };
  }

  /** Whether computing needs the ranking; trec_eval does not form one for {@code num_q} or {@code runid} alone. */
  default boolean needsRanking() {
    return true;
  }

  /**
   * This measure with the parameters after the dot of {@code -m name.params}. trec_eval ignores
   * parameters a measure does not take; qakit refuses them.
   */
  default TrecMeasure withParameters(String parameters) {
    throw new IllegalArgumentException("trec_eval measure '" + id() + "' takes no parameters, found '" + id() + "." + parameters + "'");
  }
}
