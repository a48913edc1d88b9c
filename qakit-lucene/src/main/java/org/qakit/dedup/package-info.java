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
 * negatives) and {@link org.qakit.dedup.LabelledPairsFile} stores as ids and recipes, without text,
 * or on hand-labelled real pairs: {@link org.qakit.dedup.SuspectMiner} lists BM25 suspect pairs for
 * a person to read ({@link org.qakit.dedup.SuspectSample} spreads a sample over the similarity
 * range), {@link org.qakit.dedup.RealPairsFile} stores the labels as ids, and {@link
 * org.qakit.dedup.RealPairsEvaluation} trains and measures on a grouped 60/20/20 split ({@link
 * org.qakit.dedup.PairParts}). docs/curation.md describes the method, the labelling criteria and
 * the measured accuracy.
 *
 * <p>To add a rewrite: one constant of {@code Rewrite} with its rule in the Javadoc, deterministic
 * from (texts, seed), and a test that applies it by hand.
 */
package org.qakit.dedup;
