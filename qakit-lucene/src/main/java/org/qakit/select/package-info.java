/**
 * Answer-sentence selection by lexical features and a learned combiner: one {@link
 * org.qakit.select.FeatureFamily} per feature family (BM25 within the item's own sentences, word,
 * character and IDF-weighted overlap, common subsequences, length, position), {@link
 * org.qakit.select.Context} holding an item's analysed text, and {@link
 * org.qakit.select.SentenceRanker}, the {@code sentence-ranker} solver. docs/rankers.md gives the
 * formulas and the measured figures.
 *
 * <p>To add a family: one class implementing {@code FeatureFamily} whose Javadoc states its
 * formulas and edge cases, added to {@code SentenceFeatures.all()}, with a test computing its
 * values by hand on a tiny item.
 */
package org.qakit.select;
