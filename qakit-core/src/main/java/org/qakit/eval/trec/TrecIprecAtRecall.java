package org.qakit.eval.trec;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * trec_eval's {@code iprec_at_recall} ({@code m_iprec_at_recall.c}), interpolated precision at
 * recall levels: the points of the standard recall-precision graph. For one query and recall
 * level x:
 *
 * <pre>iprec_at_recall_x = max { P(k) : k ≥ k_x }        P(k) = (relevant in top k) / k</pre>
 *
 * <p>where k_x is the rank at which the c_x-th relevant document is retrieved and
 * {@code c_x = (long) (x * R + 0.9)}, R the query's relevant documents in the qrels (the 0.9 makes
 * the default levels match old trec_eval's MAP-era cut-offs). Precisely, as trec_eval computes it:
 *
 * <ul>
 *   <li>walking the ranking from the bottom up, the interpolated precision is the running maximum
 *       of P(k), starting from precision over everything retrieved; a level whose c_x is the
 *       count of relevant documents at or above a relevant document takes the maximum reached
 *       there;
 *   <li>a level with c_x = 0 (x = 0, or R = 0) takes the maximum over the whole ranking; a level
 *       whose c_x exceeds the relevant documents retrieved is 0;
 *   <li>with nothing retrieved ({@code -M 0}) the levels with c_x within reach are 0/0, which C
 *       prints as {@code -nan}, and the mean is {@code -nan} too; qakit prints the same.
 * </ul>
 *
 * <p>Levels: {@code -m iprec_at_recall} gives 0.0, 0.1, …, 1.0, printed {@code iprec_at_recall_0.00}
 * to {@code iprec_at_recall_1.00} ({@code %3.2f}); {@code -m iprec_at_recall.0.25,0.5} gives two.
 * They are sorted and must be distinct; qakit also requires them to be decimals between 0 and 1,
 * which trec_eval does not check.
 */
public final class TrecIprecAtRecall implements TrecMeasure {
  static final double[] DEFAULT_LEVELS = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0};
  private static final Pattern DECIMAL = Pattern.compile("[+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?");

  private final double[] levels;

  /** {@code -m iprec_at_recall}: 0.0, 0.1, …, 1.0. */
  public TrecIprecAtRecall() {
    this(DEFAULT_LEVELS);
  }

  /** The given recall levels, sorted; each between 0 and 1 and given once. */
  public TrecIprecAtRecall(double... levels) {
    if (levels.length == 0) {
      throw new IllegalArgumentException("expected at least one recall level for iprec_at_recall, found none");
    }
    double[] sorted = levels.clone();
    Arrays.sort(sorted);
    for (int i = 0; i < sorted.length; i++) {
      if (!(sorted[i] >= 0 && sorted[i] <= 1)) {
        throw new IllegalArgumentException("expected recall levels for iprec_at_recall between 0 and 1, found " + sorted[i]);
      }
      if (i > 0 && sorted[i] == sorted[i - 1]) {
        throw new IllegalArgumentException("expected distinct recall levels for iprec_at_recall, found " + sorted[i] + " twice");
      }
    }
    this.levels = sorted;
  }

  @Override
  public String id() {
    return "iprec_at_recall";
  }

  @Override
  public String description() {
    return "Interpolated precision at recall levels, the data of the standard recall-precision graph: at recall level x,"
        + " the highest precision at any rank at or below the one where (long) (x * R + 0.9) relevant documents have been"
        + " retrieved (R relevant in the qrels); 0 if that many are never retrieved. -m iprec_at_recall gives x ="
        + " 0,0.1,...,1 (iprec_at_recall_0.00 to _1.00); -m iprec_at_recall.0.25,0.5 gives those two.";
  }

  /** {@code iprec_at_recall.0.25,0.5}: comma-separated recall levels. */
  @Override
  public TrecMeasure withParameters(String parameters) {
    String[] parts = parameters.split(",", -1);
    double[] values = new double[parts.length];
    for (int i = 0; i < parts.length; i++) {
      if (!DECIMAL.matcher(parts[i]).matches()) {
        throw new IllegalArgumentException("expected recall levels for iprec_at_recall separated by commas (decimals from 0 to 1),"
            + " found '" + parts[i] + "' in 'iprec_at_recall." + parameters + "'");
      }
      values[i] = Double.parseDouble(parts[i]);
    }
    return new TrecIprecAtRecall(values);
  }

  @Override
  public List<String> names() {
    return Arrays.stream(levels).mapToObj(x -> "iprec_at_recall_" + TrecFormat.fixed(x, 2)).toList();
  }

  @Override
  public Summary summary() {
    return Summary.MEAN;
  }

  /** trec_eval's loop, kept as written. */
  @Override
  public double[] perQuery(TrecRanking r) {
    double[] values = new double[levels.length];
    long[] cutoffs = new long[levels.length];
    for (int i = 0; i < levels.length; i++) {
      cutoffs[i] = (long) (levels[i] * r.numRel() + 0.9);
    }
    long numRelRet = r.numRelRet();
    int current = levels.length - 1;
    while (current >= 0 && cutoffs[current] > numRelRet) {
      current--;
    }
    double precision = CMath.divide(numRelRet, r.numRet());
    double interpolated = precision;
    long relSoFar = numRelRet;
    for (int i = r.numRet(); i > 0 && relSoFar > 0; i--) {
      precision = (double) relSoFar / (double) i;
      if (interpolated < precision) {
        interpolated = precision;
      }
      if (r.relevantAt(i - 1)) {
        while (current >= 0 && relSoFar == cutoffs[current]) {
          values[current--] = interpolated;
        }
        relSoFar--;
      }
    }
    while (current >= 0) {
      values[current--] = interpolated;
    }
    return values;
  }
}
