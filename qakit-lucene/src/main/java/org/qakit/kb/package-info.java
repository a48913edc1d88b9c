/**
 * The knowledge-base store: {@link org.qakit.kb.KbStoreBuilder} streams {@code subject ||| predicate
 * ||| object} triples ({@link org.qakit.kb.KbInputs}) into a Lucene index of subject runs ({@link
 * org.qakit.kb.SubjectRun}) with normalised keys and names ({@link org.qakit.kb.KbNames}) and its
 * {@code qakit-kb.json} ({@link org.qakit.kb.KbStats}); {@link org.qakit.kb.KbStore} answers lookups by
 * subject, subject + predicate and name, and finds the names a text mentions (the entity-linking
 * dictionary). A synthetic knowledge base of the NLPCC shape for scale measurements comes from
 * {@link org.qakit.kb.SyntheticKb}. See docs/kbqa.md.
 */
package org.qakit.kb;
