package org.qakit.solr;

import java.util.List;
import java.util.Map;

/**
 * The Solr side of qakit's named analyses (the embedded index's {@code org.qakit.analysis.Analyzers}
 * in {@code qakit-lucene}): for each analysis id the schema's {@code <analyzer>} element that builds
 * the same token chain in Solr's Lucene 9 as the embedded index builds in Lucene 10.
 *
 * <ul>
 *   <li>{@code en:english-porter}: Lucene's {@code EnglishAnalyzer} itself (standard tokenizer,
 *       possessives, lower case, English stop words, Porter stemming), named by class so the chain
 *       cannot drift;
 *   <li>{@code zh:smartcn}: Lucene's {@code SmartChineseAnalyzer} (smartcn segmentation and its stop
 *       words); the Solr nodes need the {@code analysis-extras} module ({@code SOLR_MODULES=analysis-extras}).
 * </ul>
 *
 * Not yet: {@code zh:hanlp} (no Solr plugin) and the Czech analyses ({@code cs:hunspell-cs_CZ}
 * needs the dictionary in the config set, larger than ZooKeeper's default 1 MB node; {@code
 * cs:czech-light}); {@link #analyzerXml} names what is supported.
 */
public final class SolrAnalysis {
  private static final Map<String, String> ANALYZERS = Map.of(
      "en:english-porter", "<analyzer class=\"org.apache.lucene.analysis.en.EnglishAnalyzer\"/>",
      "zh:smartcn", "<analyzer class=\"org.apache.lucene.analysis.cn.smart.SmartChineseAnalyzer\"/>");

  private SolrAnalysis() {}

  /** The analysis ids a config set can be generated for, sorted. */
  public static List<String> supported() {
    return ANALYZERS.keySet().stream().sorted().toList();
  }

  /** The Lucene analyzer class an analysis id names in the schema, e.g. {@code org.apache.lucene.analysis.en.EnglishAnalyzer}. */
  public static String analyzerClass(String analysisId) {
    return analyzerXml(analysisId).replaceAll(".*class=\"([^\"]+)\".*", "$1");
  }

  /**
   * The schema {@code <analyzer>} element of an analysis id such as {@code en:english-porter}.
   *
   * @throws IllegalArgumentException for an id without a Solr definition
   */
  public static String analyzerXml(String analysisId) {
    String xml = ANALYZERS.get(analysisId);
    if (xml == null) {
      throw new IllegalArgumentException("the Solr backend has no analysis " + analysisId
          + "; it supports " + String.join(", ", supported()) + " (use the embedded index for the others)");
    }
    return xml;
  }
}
