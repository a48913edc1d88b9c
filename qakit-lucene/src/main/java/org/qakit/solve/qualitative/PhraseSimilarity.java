package org.qakit.solve.qualitative;

/**
 * How alike two short phrases are, as a cosine in [-1, 1]; optional in the qualitative solver
 * (property alignment and discrete comparisons fall back to it when the lexicon decides nothing).
 * qakit-app backs it with a sentence encoder; qakit-lucene itself has none.
 */
@FunctionalInterface
public interface PhraseSimilarity {
  double similarity(String a, String b);
}
