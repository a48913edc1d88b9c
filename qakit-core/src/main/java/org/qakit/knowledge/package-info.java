/**
 * Background knowledge as solvers see it: {@link org.qakit.knowledge.Retriever} (ranked search,
 * ties by id) returning {@link org.qakit.knowledge.Hit}s. Backends live in other modules (BM25 and
 * dense retrieval over Lucene in {@code qakit-lucene}'s {@code org.qakit.retrieve});
 * a new backend implements the interface and passes its contract test ({@code RetrieverContractTest}
 * in the test jar). Backend-free combinations live here: {@link org.qakit.knowledge.HybridRetriever}
 * (two lists merged by a {@link org.qakit.knowledge.RankFusion}: {@link
 * org.qakit.knowledge.ReciprocalRankFusion} or {@link org.qakit.knowledge.LinearFusion}) and {@link
 * org.qakit.knowledge.RerankRetriever} (candidates re-scored by a {@code TextEncoder}'s cosine);
 * {@link org.qakit.knowledge.PassageText} is what an encoder reads of a passage.
 */
package org.qakit.knowledge;
