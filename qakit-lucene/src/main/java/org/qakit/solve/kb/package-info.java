/**
 * Knowledge-base question answering (NLPCC 2016 KBQA) over a {@link org.qakit.kb.KbStore}: {@link
 * org.qakit.solve.kb.EntityLinker} (dictionary mentions, features of mention, popularity and the
 * subject's predicates), predicate matching ({@link org.qakit.solve.kb.PredicateFeature}s: {@link
 * org.qakit.solve.kb.CharOverlap}, {@link org.qakit.solve.kb.PredicateInPattern}, the learned
 * {@link org.qakit.solve.kb.PatternAssociation}; an embedding similarity would be one more
 * implementation listed in {@link org.qakit.solve.kb.KbqaFeatures#predicateFeatures}), both
 * combined by logistic regressions that {@link org.qakit.solve.kb.KbqaTrainer} fits, and {@link
 * org.qakit.solve.kb.KbqaSolver}, which answers and explains. See docs/kbqa.md.
 */
package org.qakit.solve.kb;
