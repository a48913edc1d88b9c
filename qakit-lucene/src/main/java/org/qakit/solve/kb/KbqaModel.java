package org.qakit.solve.kb;

import org.qakit.learn.LogisticRegression;

/**
 * What {@link KbqaTrainer} learns: the entity linker's logistic regression over {@link
 * EntityLinker#FEATURES}, the predicate ranker's over {@link KbqaFeatures}, the pattern–predicate
 * association, and the answer threshold.
 *
 * @param linker scores candidate subjects
 * @param ranker gives P(reading is right) for a (subject, predicate) reading
 * @param association the learned pattern–predicate statistics
 * @param threshold the least confidence an answer needs (below it: no answer); the confidence is
 *     the calibrated probability of {@code calibration}, or the best reading's π when there is none
 * @param maxCandidates candidate subjects kept per question before their facts are read
 * @param topSubjects subjects whose predicates are ranked
 * @param embedding the embedding similarity the ranker was trained with, or null when none
 * @param calibration the probability that an answer is right and its thresholds ({@link
 *     AnswerCalibration}), or null when too few training questions were given to learn it
 */
public record KbqaModel(LogisticRegression linker, LogisticRegression ranker, PatternAssociation association, double threshold,
    int maxCandidates, int topSubjects, PredicateEmbedding embedding, AnswerCalibration calibration) {
  public KbqaModel {
    if (linker == null || ranker == null || association == null) {
      throw new IllegalArgumentException("kbqa model: linker, ranker and association are required");
    }
    if (!(threshold >= 0 && threshold <= 1)) {
      throw new IllegalArgumentException("kbqa model: threshold must be in [0, 1], found " + threshold);
    }
    if (maxCandidates < 1 || topSubjects < 1) {
      throw new IllegalArgumentException("kbqa model: maxCandidates and topSubjects must be at least 1, found "
          + maxCandidates + " and " + topSubjects);
    }
  }

  /** A model without the embedding similarity and the calibration (its threshold is on π). */
  public KbqaModel(LogisticRegression linker, LogisticRegression ranker, PatternAssociation association, double threshold,
      int maxCandidates, int topSubjects) {
    this(linker, ranker, association, threshold, maxCandidates, topSubjects, null, null);
  }

  /**
   * This model answering only where the held-out answers reached {@code precision} (a service's
   * target, e.g. 0.95): the threshold becomes {@link AnswerCalibration#thresholdForPrecision}.
   */
  public KbqaModel withMinPrecision(double precision) {
    if (calibration == null) {
      throw new IllegalArgumentException("kbqa: --min-precision needs the answer calibration, learned from at least "
          + KbqaTrainer.FOLDS + " training questions; this model has none");
    }
    return new KbqaModel(linker, ranker, association, calibration.thresholdForPrecision(precision), maxCandidates, topSubjects,
        embedding, calibration);
  }
}
