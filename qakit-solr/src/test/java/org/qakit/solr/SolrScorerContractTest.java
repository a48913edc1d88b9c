package org.qakit.solr;

import org.junit.jupiter.api.extension.ExtendWith;
import org.qakit.knowledge.PassageScorerContractTest;
import org.qakit.knowledge.Retriever;

/** The passage-scorer contract on the 2-shard × 2-replica collection of the retriever contract. */
@ExtendWith(TestCluster.Start.class)
class SolrScorerContractTest extends PassageScorerContractTest {
  @Override
  protected Retriever open() {
    SolrRetrieverContractTest.create(TestCluster.current());
    return SolrRetriever.open(String.join(",", TestCluster.current().urls()), SolrRetrieverContractTest.COLLECTION, "en:english-porter");
  }
}
