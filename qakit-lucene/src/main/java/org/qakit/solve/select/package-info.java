/**
 * Index-backed selection solvers over candidates that name indexed documents: {@link
 * org.qakit.solve.select.DocumentSelector} (id {@code doc-select}) ranks SQAD's candidate articles
 * by BM25 of the question in an index of the articles; {@link
 * org.qakit.solve.select.DocumentCollection} makes every document of that index a candidate, so
 * that the whole collection is ranked. (The learned answer-sentence ranker, which
 * needs no index, is {@code org.qakit.select.SentenceRanker}.) See docs/extraction.md.
 */
package org.qakit.solve.select;
