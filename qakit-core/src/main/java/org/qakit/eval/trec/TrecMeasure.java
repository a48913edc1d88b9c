package org.qakit.eval.trec;

import java.util.List;
import org.qakit.registry.Component;

/**
 * One trec_eval measure (one {@code m_*.c} file): the values it prints, how it computes them for a
 * query, and how trec_eval summarises them over queries. {@link #id()} is trec_eval's measure name,
 * case included ({@code P}), which is what {@code -m} takes.
 */
public interface TrecMeasure extends Component {

  /** How trec_eval turns per-query values into the {@code all} line ({@code meas_avg.c}). */
  enum Summary {
    /** Sum over the evaluated queries divided by the query count (see {@link TrecEval}); printed {@code %6.4f}. */
    MEAN,
    /** Sum over the evaluated queries, not averaged; printed as an integer ({@code %ld}). */
    SUM,
    /** The query count itself ({@code num_q}); printed as an integer. */
    QUERY_COUNT
  }

  /** The names of the printed values, e.g. {@code [P_5, P_10]} or {@code [map]}. */
  List<String> names();

  /** This query's values, one per name. */
  double[] perQuery(TrecRanking ranking);

  Summary summary();

  /**
   * The {@code all} value from the sum of this value over the evaluated queries: by
   * {@link #summary()}, the sum divided by {@code queries} (the divisor of {@link TrecEval}), the
   * sum itself, or {@code queries}.
   */
  default double summarise(double sum, int queries, TrecQrels qrels, TrecEvalOptions options) {
    return switch (summary()) {
      case MEAN -> sum / queries;
      case SUM -> sum;
      case QUERY_COUNT -> queries;
    };
  }

  /** Whether computing needs the ranking; trec_eval does not form one for {@code num_q} alone. */
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
