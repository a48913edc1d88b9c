package org.qakit.solve.ensemble;

import java.util.List;
import java.util.Map;

/**
 * One member solver's scores of an item's options turned into features that mean the same on
 * every item, whatever the member's scale (BM25 sums, PMI averages, word counts): with s_o the
 * member's score of option o, k options, mean μ and population standard deviation σ of the s_o,
 *
 * <pre>
 * z   = (s_o − μ) / σ                       (0 when all s_o are equal: the member cannot tell the options apart)
 * top = 1/t if s_o = max_o' s_o', else 0    (t = the number of options sharing the maximum)
 * </pre>
 *
 * A member that gives no scores for the item (it does not handle it, or it leaves out one of the
 * item's labels) abstains: both features are 0 for every option, so it pushes no option up or
 * down. This follows the Aristo combination (Clark et al. 2016, "Combining Retrieval, Statistics,
 * and Inference to Answer Elementary Science Questions", AAAI): each solver's option scores are
 * normalised within the question before a logistic regression weighs the solvers; z and top are
 * qakit's normalisation (the paper's exact per-solver calibration is not published in full).
 */
public final class MemberFeatures {
  /** The two feature names of one member, {@code <member>:z} and {@code <member>:top}. */
  public static List<String> names(String member) {
    return List.of(member + ":z", member + ":top");
  }

  private MemberFeatures() {}

  /**
   * The features of every option, in {@code labels} order: rows of {z, top}.
   *
   * @param scores the member's score by label, or null when it abstains
   */
  public static double[][] of(List<String> labels, Map<String, Double> scores) {
    int k = labels.size();
    double[][] out = new double[k][2];
    if (scores == null || !scores.keySet().containsAll(labels)) {
      return out;
    }
    double[] s = new double[k];
    double mean = 0;
    double max = Double.NEGATIVE_INFINITY;
    double min = Double.POSITIVE_INFINITY;
    for (int o = 0; o < k; o++) {
      s[o] = scores.get(labels.get(o));
      mean += s[o] / k;
      max = Math.max(max, s[o]);
      min = Math.min(min, s[o]);
    }
    double var = 0;
    int tied = 0;
    for (int o = 0; o < k; o++) {
      var += (s[o] - mean) * (s[o] - mean) / k;
      tied += s[o] == max ? 1 : 0;
    }
    double sd = Math.sqrt(var);
    for (int o = 0; o < k; o++) {
      out[o][0] = max > min ? (s[o] - mean) / sd : 0; // equal scores: no rounding noise from μ
      out[o][1] = s[o] == max ? 1.0 / tied : 0;
    }
    return out;
  }
}
