package org.qakit.solve.kb;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.qakit.learn.LogisticRegression;

/**
 * Whether to give a KBQA answer: a calibrated probability that the best reading's answer is right,
 * and the thresholds on it, all learned on held-out training folds so that a service can withhold
 * an answer rather than show a wrong link.
 *
 * <p>The probability c is a logistic regression (λ = {@value #LAMBDA}) over the confidence features
 * below, labelled 1 when the answer's Averaged F1 is 1. Its training rows are the training
 * questions answered by models that did not see them ({@link KbqaTrainer}'s folds). The thresholds
 * are chosen on out-of-fold values of c as well: the calibrator of fold f is fitted on the other
 * folds' rows and scores fold f's questions, so neither threshold is chosen on probabilities fitted
 * to the same questions.
 *
 * <ul>
 *   <li>{@link #f1Threshold}: the smallest τ maximising the held-out Averaged F1 when answering
 *       exactly the questions with c ≥ τ (a withheld answer is an empty answer);
 *   <li>{@link #thresholdForPrecision}(P): the smallest τ at which the held-out answers given (c ≥
 *       τ) have mean F1 at least P, i.e. the most answers at precision P; above every held-out value
 *       (withhold all) when no τ reaches P.
 * </ul>
 *
 * <pre>
 * best-prob      π1, the ranker's probability of the best reading
 * best-logit     ln(π1 / (1 − π1)), clipped to ±12
 * prob-gap       π1 − π2, π2 the next reading's probability (0 when there is none)
 * link-score     s(K) of the best reading's subject
 * link-margin    s(K) − s(K2), K2 the best other subject among the readings (0 when there is none)
 * sole-subject   1 if the readings have a single subject
 * mention-chars, mention-share, exact-subject, log-ambiguity, alias-name, fuzzy, partial
 *                the best subject's {@link EntityLinker#FEATURES} of those names
 * </pre>
 */
public final class AnswerCalibration {
  /** Feature names, in vector order. */
  public static final List<String> FEATURES = List.of("best-prob", "best-logit", "prob-gap", "link-score", "link-margin",
      "sole-subject", "mention-chars", "mention-share", "exact-subject", "log-ambiguity", "alias-name", "fuzzy", "partial");
  public static final double LAMBDA = 1e-3;
  private static final int[] LINKER_COLUMNS = columns();

  private final LogisticRegression model;
  private final double f1Threshold;
  private final double[] heldOut;
  private final double[] heldOutF1;

  private AnswerCalibration(LogisticRegression model, double f1Threshold, double[] heldOut, double[] heldOutF1) {
    this.model = model;
    this.f1Threshold = f1Threshold;
    this.heldOut = heldOut;
    this.heldOutF1 = heldOutF1;
  }

  private static int[] columns() {
    return List.of("mention-chars", "mention-share", "exact-subject", "log-ambiguity", "alias-name", "fuzzy", "partial").stream()
        .mapToInt(EntityLinker.FEATURES::indexOf).toArray();
  }

  /**
   * The confidence features of a question whose readings have probabilities {@code probs}, or null
   * when it has no reading.
   */
  static double[] features(List<KbqaFeatures.Reading> readings, double[] probs) {
    if (readings.isEmpty()) {
      return null;
    }
    int best = 0;
    for (int i = 1; i < probs.length; i++) {
      if (probs[i] > probs[best]) {
        best = i;
      }
    }
    double second = 0;
    double otherLink = Double.NaN;
    KbqaFeatures.Reading b = readings.get(best);
    for (int i = 0; i < probs.length; i++) {
      if (i != best) {
        second = Math.max(second, probs[i]);
      }
      if (!readings.get(i).subject().key().equals(b.subject().key())) {
        double s = readings.get(i).vector()[0];
        otherLink = Double.isNaN(otherLink) ? s : Math.max(otherLink, s);
      }
    }
    double p = Math.min(1 - 1e-12, Math.max(1e-12, probs[best]));
    double link = b.vector()[0];
    double[] v = new double[FEATURES.size()];
    v[0] = probs[best];
    v[1] = Math.max(-12, Math.min(12, Math.log(p / (1 - p))));
    v[2] = probs[best] - second;
    v[3] = link;
    v[4] = Double.isNaN(otherLink) ? 0 : link - otherLink;
    v[5] = Double.isNaN(otherLink) ? 1 : 0;
    double[] lf = b.subject().features();
    for (int j = 0; j < LINKER_COLUMNS.length; j++) {
      v[6 + j] = lf[LINKER_COLUMNS[j]];
    }
    return v;
  }

  /**
   * Fits the calibrator and chooses the F1 threshold from held-out rows.
   *
   * @param x each held-out question's confidence features
   * @param answeredF1 its Averaged F1 when answered
   * @param withheldF1 its Averaged F1 when withheld (1 only without a gold answer)
   * @param fold the training fold it was held out from, 0 ≤ fold < k
   * @param k the number of folds (at least 2)
   */
  static AnswerCalibration fit(double[][] x, double[] answeredF1, double[] withheldF1, int[] fold, int k) {
    int n = x.length;
    int[] y = IntStream.range(0, n).map(i -> answeredF1[i] >= 1 ? 1 : 0).toArray();
    double[] outOfFold = new double[n];
    for (int f = 0; f < k; f++) {
      int held = f;
      int[] train = IntStream.range(0, n).filter(i -> fold[i] != held).toArray();
      LogisticRegression m = train(x, y, train);
      for (int i = 0; i < n; i++) {
        if (fold[i] == f) {
          outOfFold[i] = m == null ? 0.5 : m.probability(x[i]);
        }
      }
    }
    LogisticRegression all = train(x, y, IntStream.range(0, n).toArray());
    if (all == null) {
      throw new IllegalArgumentException("kbqa training: the answer calibration needs right and wrong held-out answers, found "
          + Arrays.stream(y).sum() + " right of " + n);
    }
    double tau = KbqaTrainer.bestThreshold(outOfFold, answeredF1, withheldF1);
    Integer[] order = IntStream.range(0, n).boxed().sorted((a, b) -> Double.compare(outOfFold[b], outOfFold[a])).toArray(Integer[]::new);
    double[] sorted = Arrays.stream(order).mapToDouble(i -> outOfFold[i]).toArray();
    double[] f1 = Arrays.stream(order).mapToDouble(i -> answeredF1[i]).toArray();
    return new AnswerCalibration(all, tau, sorted, f1);
  }

  private static LogisticRegression train(double[][] x, int[] y, int[] rows) {
    int[] labels = Arrays.stream(rows).map(i -> y[i]).toArray();
    long pos = Arrays.stream(labels).sum();
    if (pos == 0 || pos == labels.length) {
      return null;
    }
    return LogisticRegression.train(Arrays.stream(rows).mapToObj(i -> x[i]).toArray(double[][]::new), labels, LAMBDA);
  }

  /** The calibrated probability c that the answer with these confidence features is right. */
  public double probability(double[] features) {
    return model.probability(features);
  }

  /** The threshold on c that maximised held-out Averaged F1. */
  public double f1Threshold() {
    return f1Threshold;
  }

  /** How many held-out questions the thresholds were chosen on. */
  public int heldOutQuestions() {
    return heldOut.length;
  }

  /**
   * The smallest threshold on c whose held-out answers (c ≥ τ) have mean F1 ≥ {@code precision};
   * just above the largest held-out c when none has.
   */
  public double thresholdForPrecision(double precision) {
    if (!(precision > 0 && precision <= 1)) {
      throw new IllegalArgumentException("kbqa: the precision target must be in (0, 1], found " + precision);
    }
    double sum = 0;
    double tau = heldOut.length == 0 ? 1 : Math.min(1, Math.nextUp(heldOut[0]));
    int i = 0;
    while (i < heldOut.length) {
      double v = heldOut[i];
      while (i < heldOut.length && heldOut[i] == v) {
        sum += heldOutF1[i++];
      }
      if (sum / i >= precision) {
        tau = v;
      }
    }
    return tau;
  }
}
