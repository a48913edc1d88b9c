/**
 * Background knowledge as solvers see it: {@link org.qakit.knowledge.Retriever} (ranked search,
 * ties by id) returning {@link org.qakit.knowledge.Hit}s. Backends live in other modules (BM25,
 * dense and hybrid retrieval over Lucene in {@code qakit-lucene}'s {@code org.qakit.retrieve});
 * a new backend implements the interface and passes its contract test.
 */
package org.qakit.knowledge;
