package org.qakit.eval.trec;

import java.util.Arrays;
import java.util.regex.Pattern;

/**
 * Rank cutoffs as trec_eval reads them for {@code P}, {@code recall}, {@code success} and
 * {@code ndcg_cut} ({@code meas_init.c}, {@code get_long_cutoffs}): comma-separated integers,
 * sorted increasing whatever order they are given in, each positive and given once (trec_eval:
 * "Negative cutoff detected", "duplicate cutoffs detected"). trec_eval reads a non-number with
 * {@code atol} as 0 and refuses it as negative; qakit names it.
 */
final class TrecCutoffs {
  private static final Pattern CUTOFF = Pattern.compile("[+-]?[0-9]+");

  private TrecCutoffs() {}

  /** {@code -m measure.5,10}: the cutoffs after the dot, checked and sorted. */
  static long[] parse(String measure, String parameters) {
    String[] parts = parameters.split(",", -1);
    long[] values = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      if (!CUTOFF.matcher(parts[i]).matches()) {
        throw new IllegalArgumentException("expected integer cutoffs for " + measure + " separated by commas, found '" + parts[i]
            + "' in '" + measure + "." + parameters + "'");
      }
      try {
        values[i] = Long.parseLong(parts[i]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("expected a cutoff for " + measure + " up to " + Long.MAX_VALUE + ", found '" + parts[i] + "'", e);
      }
    }
    return check(measure, values);
  }

  /** A sorted copy; each must be positive and appear once. */
  static long[] check(String measure, long... cutoffs) {
    if (cutoffs.length == 0) {
      throw new IllegalArgumentException("expected at least one cutoff for " + measure + ", found none");
    }
    long[] sorted = cutoffs.clone();
    Arrays.sort(sorted);
    if (sorted[0] <= 0) {
      throw new IllegalArgumentException("expected positive cutoffs for " + measure + ", found " + sorted[0]);
    }
    for (int i = 1; i < sorted.length; i++) {
      if (sorted[i] == sorted[i - 1]) {
        throw new IllegalArgumentException("expected distinct cutoffs for " + measure + ", found " + sorted[i] + " twice");
      }
    }
    return sorted;
  }
}
