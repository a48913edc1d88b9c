package org.qakit.fitness;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * How much a term marks a passage as fit: the smoothed log-odds of its document frequency among
 * fit passages against unfit (background) ones,
 *
 * <pre>
 * w(t) = log((df_F(t) + 1) / (N_F + 2)) − log((df_U(t) + 1) / (N_U + 2))
 * </pre>
 *
 * <p>with N_F, N_U the numbers of fit and unfit passages and df the number of passages of a set
 * that contain t (add-one smoothing of a Bernoulli estimate, as in a multivariate Bernoulli naive
 * Bayes model; McCallum and Nigam 1998). An unseen term weighs log((N_U + 2)/(N_F + 2)).
 *
 * <p>{@link #weightLeavingOut} is the weight a training passage sees when its own occurrence is
 * taken out of the counts (its own set's df and N each less one), so that a term found only in
 * that passage does not make it look fit: the leave-one-out estimate used to build training rows
 * without leaking their labels into their features.
 */
public final class DomainTerms {
  private final Map<String, int[]> df; // [fit, unfit]
  private final int fit;
  private final int unfit;

  private DomainTerms(Map<String, int[]> df, int fit, int unfit) {
    this.df = df;
    this.fit = fit;
    this.unfit = unfit;
  }

  /**
   * Counts the terms of each passage once.
   *
   * @param fitPassages each fit passage's distinct terms, at least one passage
   * @param unfitPassages each unfit passage's distinct terms, at least one passage
   */
  public static DomainTerms count(Collection<? extends Set<String>> fitPassages, Collection<? extends Set<String>> unfitPassages) {
    if (fitPassages.isEmpty() || unfitPassages.isEmpty()) {
      throw new IllegalArgumentException("domain terms: expected fit and unfit passages, found " + fitPassages.size()
          + " fit and " + unfitPassages.size() + " unfit");
    }
    var df = new HashMap<String, int[]>();
    for (Set<String> p : fitPassages) {
      p.forEach(t -> df.computeIfAbsent(t, k -> new int[2])[0]++);
    }
    for (Set<String> p : unfitPassages) {
      p.forEach(t -> df.computeIfAbsent(t, k -> new int[2])[1]++);
    }
    return new DomainTerms(df, fitPassages.size(), unfitPassages.size());
  }

  /** w(t) over all counted passages. */
  public double weight(String term) {
    int[] c = df.getOrDefault(term, new int[2]);
    return logOdds(c[0], fit, c[1], unfit);
  }

  /**
   * w(t) with one passage that contains {@code term} taken out of its set's counts.
   *
   * @param ownIsFit whether that passage is one of the fit ones
   */
  public double weightLeavingOut(String term, boolean ownIsFit) {
    int[] c = df.get(term);
    if (c == null || c[ownIsFit ? 0 : 1] == 0) {
      throw new IllegalArgumentException("domain terms: '" + term + "' was not counted in a " + (ownIsFit ? "fit" : "unfit")
          + " passage, so no passage of that set can be left out for it");
    }
    return ownIsFit ? logOdds(c[0] - 1, fit - 1, c[1], unfit) : logOdds(c[0], fit, c[1] - 1, unfit - 1);
  }

  /** The number of distinct terms counted. */
  public int size() {
    return df.size();
  }

  private static double logOdds(int dfFit, int nFit, int dfUnfit, int nUnfit) {
    return Math.log((dfFit + 1.0) / (nFit + 2.0)) - Math.log((dfUnfit + 1.0) / (nUnfit + 2.0));
  }
}
