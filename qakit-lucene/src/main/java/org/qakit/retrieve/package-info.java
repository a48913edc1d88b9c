/**
 * Retrieval over qakit indexes: {@link org.qakit.retrieve.Bm25Retriever} (bag-of-words BM25, ties
 * by passage id) and {@link org.qakit.retrieve.DenseRetriever} (cosine with the index's vectors,
 * exact or HNSW; docs/retrieval.md), returning {@link org.qakit.knowledge.Hit}s (the core retrieval contract {@link org.qakit.knowledge.Retriever}). Solvers ask a retriever, never Lucene
 * directly; a new ranking function is a new retriever class with its formula in the Javadoc and the
 * same ranking rule. See docs/indexing.md.
 */
package org.qakit.retrieve;
