/**
 * The distributed backend: qakit corpora in SolrCloud through SolrJ, behind core's {@link
 * org.qakit.knowledge.Retriever}. {@link org.qakit.solr.SolrConfigSet} generates a collection's
 * config set from the same analysis and BM25 definitions the embedded index uses, {@link
 * org.qakit.solr.SolrCollections} creates and checks collections, {@link org.qakit.solr.SolrIndexer}
 * indexes a corpus (batches, retries, a final count), {@link org.qakit.solr.SolrRetriever} searches
 * with exact distributed statistics; {@link org.qakit.solr.SolrKnowledgeBase} is core's {@link
 * org.qakit.kb.KnowledgeBase} on a collection of subject runs ({@link org.qakit.solr.SolrKbConfigSet}),
 * for {@code kbqa}. This module sees no Lucene 10 (Solr 9 carries Lucene 9): a new
 * analysis gets its Solr {@code <analyzer>} in {@link org.qakit.solr.SolrAnalysis} and an equality
 * test against the embedded index in {@code qakit-app}.
 */
package org.qakit.solr;
