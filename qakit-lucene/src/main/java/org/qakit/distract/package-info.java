/**
 * Distractor suggestion by learning to rank (SciQ's second step; Liang et al., BEA 2018): {@link
 * org.qakit.distract.PhraseForm} prepares a phrase, {@link org.qakit.distract.DistractorFeatures}
 * describes a candidate against a question and its answer (lexical overlap, form, length,
 * option co-occurrence in the training questions from {@link
 * org.qakit.distract.OptionCooccurrence}, and embedding similarity when a {@code TextEncoder} is
 * given), {@link org.qakit.distract.DistractorRanker} learns a pairwise ranker, and {@link
 * org.qakit.distract.DistractorEvaluation} scores it with P@k, R@10, MAP, NDCG@10 and MRR.
 * docs/curation.md gives the measured figures.
 *
 * <p>To add a feature: one more entry in {@code DistractorFeatures} (name, formula in the Javadoc,
 * computed in {@code of}), a hand-computed test, and re-measured regression files.
 */
package org.qakit.distract;
