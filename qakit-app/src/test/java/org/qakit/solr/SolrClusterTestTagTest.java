package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The classes that use the shared SolrCloud cluster run in one JVM of their own (tag {@value
 * SolrClusterTest#TAG}); an unmarked class that asks for the cluster fails at once, before any
 * cluster starts, instead of starting a second one in another test JVM.
 */
class SolrClusterTestTagTest {
  @Test
  void anUnmarkedTestThatAsksForTheClusterFailsNamingItself() {
    assertThatThrownBy(() -> SolrClusterProcess.shared()).isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith(SolrClusterTestTagTest.class.getName() + " uses the shared SolrCloud cluster but is not marked @SolrClusterTest");
  }
}
