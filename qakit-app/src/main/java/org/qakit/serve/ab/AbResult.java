package org.qakit.serve.ab;

import java.util.Locale;
import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.BinomialTest;

/**
 * The outcome of an A/B test: of {@code answers} picks (one per auditor and pair) over {@code
 * pairs} pairs, {@code identified} named the real question. Under the null hypothesis that the
 * written questions cannot be told from the real ones, each pick is right with probability 1/2,
 * so the number identified is Binomial(answers, 0.5). The p-value is the exact two-sided binomial
 * test's: the probability of an outcome no more likely than the one observed. As Binomial(n, 0.5)
 * is symmetric, that is {@code min(1, 2 P(X >= max(k, n - k)))}, with the upper tail from Apache
 * Commons Statistics' {@link BinomialTest} (one-sided, exact). Its two-sided mode is not used: in
 * version 1.1 it compares the probabilities of mirrored outcomes in floating point and drops one of
 * two equally likely tails now and then (13 of 20 gave 0.189, 7 of 20 gave 0.263; both are
 * 0.263). SciQ's 55 of 100 gives p = 0.368: not significant at 0.05.
 */
public record AbResult(int pairs, int answers, int identified) {
  /** The significance level the page reports against. */
  public static final double ALPHA = 0.05;

  public AbResult {
    if (answers < 0 || identified < 0 || identified > answers) {
      throw new IllegalArgumentException("identified " + identified + " of " + answers + " answers is not a count");
    }
  }

  /** The share of picks that named the real question; NaN before the first answer. */
  public double share() {
    return answers == 0 ? Double.NaN : (double) identified / answers;
  }

  /** The exact two-sided binomial test's p-value against a share of 0.5; 1 before the first answer. */
  public double pValue() {
    if (answers == 0) {
      return 1;
    }
    int far = Math.max(identified, answers - identified);
    double upper = BinomialTest.withDefaults().with(AlternativeHypothesis.GREATER_THAN).test(answers, far, 0.5).getPValue();
    return Math.min(1, 2 * upper);
  }

  /** Whether the share differs from chance at {@link #ALPHA}. */
  public boolean significant() {
    return pValue() < ALPHA;
  }

  /** The project page's sentence, e.g. {@code 55 of 100 answers (100 pairs) named the real question: 55%; …}. */
  public String text() {
    if (answers == 0) {
      return pairs + " pairs loaded; no answer yet.";
    }
    return String.format(Locale.ROOT, "%d of %d answers (%d pairs) named the real question: %.0f%%. Exact two-sided binomial test"
        + " against 50%%: p = %.3f: %s.", identified, answers, pairs, 100 * share(), pValue(), significant()
            ? "significant at 0.05 (the written questions can be told apart)"
            : "not significant at 0.05 (no evidence that the written questions can be told apart)");
  }
}
