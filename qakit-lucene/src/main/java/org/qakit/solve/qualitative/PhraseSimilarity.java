package org.qakit.solve.qualitative;

/**
 * How alike two short phrases are, as a cosine in [-1, 1]; optional in the qualitative solver,
 * which places descriptions on a scale with it when no word decides ({@link Projection}).
 * qakit-app backs it with a sentence encoder; qakit-lucene itself has none.
 */
@FunctionalInterface
public interface PhraseSimilarity {
  double similarity(String a, String b);
}
