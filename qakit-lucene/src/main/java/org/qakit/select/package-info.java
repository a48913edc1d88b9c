/**
 * Answer-sentence selection by features and a learned combiner: one {@link
 * org.qakit.select.FeatureFamily} per feature family, lexical ones for every language (BM25 within
 * the item's own sentences, word, character and IDF-weighted overlap, common subsequences, length,
 * position) and language-aware ones built for a language (answer types from {@link
 * org.qakit.select.QuestionType} and {@code AnswerCues}, numbers and dates from {@code
 * NumberMentions}, entity overlap, infobox attributes), bi-encoder ones over core's {@code
 * TextEncoder} ({@link org.qakit.select.EmbeddingFeatures} with {@code QuestionStatement}, and the
 * measured-but-unused {@link
 * org.qakit.select.EmbeddingContextFeatures}); {@link org.qakit.select.Context} holding
 * an item's analysed text, and {@link org.qakit.select.SentenceRanker}, the {@code sentence-ranker}
 * solver, and {@link org.qakit.select.UntrainedSentenceRanker}, its fixed-weight mode without
 * training data ({@code sentence-ranker-untrained}). docs/rankers.md gives the formulas and the measured figures.
 *
 * <p>To add a family: one class implementing {@code FeatureFamily} whose Javadoc states its
 * formulas and edge cases (and, when it reads words, what it does for each language), added to
 * {@code SentenceFeatures.all()} (language-neutral) or {@code SentenceFeatures.forLanguage}, with a
 * test computing its values by hand on a tiny item, and a row in the ablation of {@code
 * SentenceRankerAblation}.
 */
package org.qakit.select;
