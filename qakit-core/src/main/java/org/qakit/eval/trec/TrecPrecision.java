package org.qakit.eval.trec;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * trec_eval's {@code P} ({@code m_P.c}), precision at cutoffs: for one query and cutoff k,
 *
 * <pre>P_k = (relevant documents among the first k retrieved) / k</pre>
 *
 * <p>The divisor is always k: when fewer than k documents are retrieved the missing ones count as
 * non-relevant (3 retrieved, 2 of them relevant: P_10 = 0.2). {@code -M} cuts before this, so
 * {@code -M 5 -m P.10} divides at most 5 relevant documents by 10. The summary is the mean over
 * the queries of {@link TrecEval}.
 *
 * <p>Cutoffs: {@code -m P} gives trec_eval's defaults 5, 10, 15, 20, 30, 100, 200, 500, 1000;
 * {@code -m P.1,5} gives {@code P_1} and {@code P_5}. Cutoffs are printed in increasing order
 * whatever order they are given in ({@code P.10,5} prints {@code P_5} then {@code P_10}), must be
 * positive integers and must not repeat (trec_eval: "Negative cutoff detected", "duplicate
 * cutoffs detected"; trec_eval reads a non-number with {@code atol} as 0 and refuses it as
 * negative, qakit names it).
 */
public final class TrecPrecision implements TrecMeasure {
  static final long[] DEFAULT_CUTOFFS = {5, 10, 15, 20, 30, 100, 200, 500, 1000};
  private static final Pattern CUTOFF = Pattern.compile("[+-]?[0-9]+");

  private final long[] cutoffs;

  /** {@code -m P}: the default cutoffs. */
  public TrecPrecision() {
    this(DEFAULT_CUTOFFS);
  }

  /** The given cutoffs, sorted; each must be positive and appear once. */
  public TrecPrecision(long... cutoffs) {
    if (cutoffs.length == 0) {
      throw new IllegalArgumentException("expected at least one cutoff for P, found none");
    }
    long[] sorted = cutoffs.clone();
    Arrays.sort(sorted);
    if (sorted[0] <= 0) {
      throw new IllegalArgumentException("expected positive cutoffs for P, found " + sorted[0]);
    }
    for (int i = 1; i < sorted.length; i++) {
      if (sorted[i] == sorted[i - 1]) {
        throw new IllegalArgumentException("expected distinct cutoffs for P, found " + sorted[i] + " twice");
      }
    }
    this.cutoffs = sorted;
  }

  @Override
  public String id() {
    return "P";
  }

  @Override
  public String description() {
    return "precision at cutoffs k (P.5,10; P alone: 5,10,15,20,30,100,200,500,1000): relevant in the top k divided by k, even when fewer than k are retrieved";
  }

  /** {@code P.5,10}: comma-separated cutoffs. */
  @Override
  public TrecMeasure withParameters(String parameters) {
    String[] parts = parameters.split(",", -1);
    long[] values = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      if (!CUTOFF.matcher(parts[i]).matches()) {
        throw new IllegalArgumentException("expected integer cutoffs for P separated by commas, found '" + parts[i] + "' in 'P." + parameters + "'");
      }
      try {
        values[i] = Long.parseLong(parts[i]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("expected a cutoff for P up to " + Long.MAX_VALUE + ", found '" + parts[i] + "'", e);
      }
    }
    return new TrecPrecision(values);
  }

  public long[] cutoffs() {
    return cutoffs.clone();
  }

  @Override
  public List<String> names() {
    return Arrays.stream(cutoffs).mapToObj(k -> "P_" + k).toList();
  }

  /** trec_eval's loop, kept as written: a cutoff's value is taken when the scan reaches it. */
  @Override
  public double[] perQuery(TrecRanking r) {
    double[] values = new double[cutoffs.length];
    int next = 0;
    long relSoFar = 0;
    for (int i = 0; i < r.numRet() && next < cutoffs.length; i++) {
      if (i == cutoffs[next]) {
        values[next] = (double) relSoFar / (double) i;
        next++;
        if (next == cutoffs.length) {
          break;
        }
      }
      if (r.relevantAt(i)) {
        relSoFar++;
      }
    }
    for (; next < cutoffs.length; next++) {
      values[next] = (double) relSoFar / (double) cutoffs[next];
    }
    return values;
  }

  @Override
  public Summary summary() {
    return Summary.MEAN;
  }
}
