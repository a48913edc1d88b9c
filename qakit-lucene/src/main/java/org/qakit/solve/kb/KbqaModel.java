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
 * @param threshold the least probability an answered reading needs (below it: no answer)
 * @param maxCandidates candidate subjects kept per question before their facts are read
 * @param topSubjects subjects whose predicates are ranked
 * @param embedding the embedding similarity the ranker was trained with, or null when none
 */
public record KbqaModel(LogisticRegression linker, LogisticRegression ranker, PatternAssociation association, double threshold,
    int maxCandidates, int topSubjects, PredicateEmbedding embedding) {
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

  /** A model without the embedding similarity. */
  public KbqaModel(LogisticRegression linker, LogisticRegression ranker, PatternAssociation association, double threshold,
      int maxCandidates, int topSubjects) {
    this(linker, ranker, association, threshold, maxCandidates, topSubjects, null);
  }
}
