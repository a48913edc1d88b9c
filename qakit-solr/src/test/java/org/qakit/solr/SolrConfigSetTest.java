package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;

class SolrConfigSetTest {
  private final SolrConfigSet english = new SolrConfigSet("en:english-porter");

  @Test
  void theSchemaNamesTheAnalysisAndScoresWithQakitsBm25() {
    assertThat(english.name()).isEqualTo("qakit-en-english-porter");
    assertThat(english.schema())
        .contains("<schema name=\"qakit en:english-porter\" version=\"1.6\">")
        .contains("<float name=\"k1\">1.2</float>", "<float name=\"b\">0.75</float>")
        .contains("<analyzer class=\"org.apache.lucene.analysis.en.EnglishAnalyzer\"/>")
        .contains("<field name=\"title\" type=\"string\" indexed=\"false\" stored=\"true\" docValues=\"false\"/>");
    assertThat(new SolrConfigSet("zh:smartcn").name()).isEqualTo("qakit-zh-smartcn");
  }

  @Test
  void theConfigUsesExactDistributedStatistics() {
    assertThat(SolrConfigSet.solrconfig()).contains("<statsCache class=\"org.apache.solr.search.stats.ExactStatsCache\"/>");
  }

  @Test
  void theZipHoldsSchemaAndConfig() throws Exception {
    var names = new ArrayList<String>();
    try (var zip = new ZipInputStream(new ByteArrayInputStream(english.zip()))) {
      for (var e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
        names.add(e.getName());
      }
    }
    assertThat(names).containsExactly("schema.xml", "solrconfig.xml");
  }

  @Test
  void theCzechConfigSetCarriesTheHunspellDictionaryAndNamesItsChain() throws Exception {
    var czech = new SolrConfigSet("cs:hunspell-cs_CZ");
    assertThat(czech.name()).isEqualTo("qakit-cs-hunspell-cs-CZ");
    assertThat(czech.schema()).contains("<filter class=\"solr.HunspellStemFilterFactory\" dictionary=\"cs_CZ.dic\" affix=\"cs_CZ.aff\"")
        .contains("words=\"org/apache/lucene/analysis/cz/stopwords.txt\"");
    assertThat(SolrAnalysis.analyzerClass("cs:hunspell-cs_CZ")).isEqualTo("solr.StandardTokenizerFactory > solr.LowerCaseFilterFactory"
        + " > solr.StopFilterFactory > solr.HunspellStemFilterFactory");
    var sizes = new java.util.LinkedHashMap<String, Long>();
    try (var zip = new ZipInputStream(new ByteArrayInputStream(czech.zip()))) {
      for (var e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
        sizes.put(e.getName(), zip.transferTo(java.io.OutputStream.nullOutputStream()));
      }
    }
    assertThat(sizes.keySet()).containsExactly("schema.xml", "solrconfig.xml", "cs_CZ.aff", "cs_CZ.dic");
    // Debian's dictionary, byte for byte: larger than ZooKeeper's default node limit of 1 MB (0xfffff bytes)
    assertThat(sizes.get("cs_CZ.dic")).isEqualTo(java.nio.file.Files.size(java.nio.file.Path.of("/usr/share/hunspell/cs_CZ.dic")))
        .isGreaterThan(0xfffffL).isLessThan(SolrAnalysis.JUTE_MAX_BUFFER);
  }

  @Test
  void badUrlsAreRefusedWithAnExample() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> SolrNodes.parse("localhost:8983"))
        .hasMessage("--solr: expected a Solr base URL such as http://localhost:8983/solr, found 'localhost:8983'");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> SolrNodes.parse(" , "))
        .hasMessage("--solr: expected at least one Solr URL such as http://localhost:8983/solr");
    try (var nodes = SolrNodes.parse("http://a:8983/solr/, http://b:8983/solr")) {
      assertThat(nodes.urls()).containsExactly("http://a:8983/solr", "http://b:8983/solr");
    }
  }
}
