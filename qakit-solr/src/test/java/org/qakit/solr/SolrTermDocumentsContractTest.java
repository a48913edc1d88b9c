package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.qakit.knowledge.RetrieverContractTest;
import org.qakit.knowledge.TermDocuments;
import org.qakit.knowledge.TermDocumentsContractTest;

/** The term-documents contract on the 2-shard × 2-replica collection of the retriever contract. */
@ExtendWith(TestCluster.Start.class)
class SolrTermDocumentsContractTest extends TermDocumentsContractTest {
  private final List<SolrRetriever> open = new ArrayList<>();

  @Override
  protected TermDocuments open() {
    SolrRetrieverContractTest.create(TestCluster.current());
    var r = SolrRetriever.open(String.join(",", TestCluster.current().urls()), SolrRetrieverContractTest.COLLECTION, "en:english-porter");
    open.add(r);
    return r;
  }

  @AfterEach
  void close() {
    open.forEach(SolrRetriever::close);
  }

  @Test
  void pagesThroughMorePassagesThanOneRequestBrings() {
    // "magnet" is in 2 of the 8 passages, "water" in 3; a page of 1,000 brings them at once, so the cursor's
    // last page (no new mark) must end the loop with every passage and no repeat
    var r = open();
    assertThat(r.textsWith("water")).hasSize(3);
    assertThat(SolrRetriever.PAGE).isGreaterThan(RetrieverContractTest.CORPUS.size());
  }
}
