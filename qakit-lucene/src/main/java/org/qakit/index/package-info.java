/**
 * Indexes of passages: {@link org.qakit.index.IndexBuilder} writes one (fields in {@link
 * org.qakit.index.IndexFields}, analysis from {@link org.qakit.analysis.Analyzers}, scoring in
 * {@link org.qakit.index.Bm25}) with its {@code qakit-index.json} ({@link
 * org.qakit.index.IndexStats}). Passages come from a {@link org.qakit.corpus.Corpus} (one or more
 * importers over files and folders) or any {@link org.qakit.index.PassageSource} (a dataset's
 * passages). See docs/indexing.md.
 */
package org.qakit.index;
