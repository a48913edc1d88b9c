package org.qakit.solve.kb;

/**
 * One similarity between a question pattern (the normalised question without the entity mention)
 * and a normalised predicate of a candidate subject: a column of the predicate ranker. Lexical
 * ones are {@link CharOverlap} and {@link PredicateInPattern}; learned ones come from {@link
 * PatternAssociation}; the embedding similarity is {@link PredicateEmbedding} (cosine of the encoded
 * pattern and predicate), added by {@link KbqaFeatures#predicateFeatures} when the model has one.
 */
public interface PredicateFeature {
  /** A short name for explanations and docs, e.g. {@code char-1}. */
  String name();

  /** The feature's value; pattern and predicate are normalised ({@link org.qakit.kb.KbNames#normalize}). */
  double value(QuestionPattern pattern, String predicate);
}
