/**
 * Near-duplicate and leakage detection by GeoSQA's method (Huang et al., EMNLP 2019): {@link
 * org.qakit.dedup.DedupTexts} takes an item's scenario, questions and options; {@link
 * org.qakit.dedup.SuspectSearch} retrieves each item's 10 most similar items from an in-memory
 * BM25 index; {@link org.qakit.dedup.PairFeatures} gives a pair six bag-of-words cosines; {@link
 * org.qakit.dedup.DuplicateMatcher} (logistic regression) decides; {@link
 * org.qakit.dedup.DuplicateClusters} joins accepted pairs by union-find; {@link
 * org.qakit.dedup.Deduplicator} runs it within one list or between two splits. The matcher is
 * trained on {@link org.qakit.dedup.LabelledPair}s that {@link org.qakit.dedup.PairGenerator} builds
 * from the data (exact duplicates, {@link org.qakit.dedup.Rewrite}s, random and retrieved
 * negatives) and {@link org.qakit.dedup.LabelledPairsFile} stores as ids and recipes, without text.
 * docs/curation.md describes the method and its measured accuracy.
 *
 * <p>To add a rewrite: one constant of {@code Rewrite} with its rule in the Javadoc, deterministic
 * from (texts, seed), and a test that applies it by hand.
 */
package org.qakit.dedup;
