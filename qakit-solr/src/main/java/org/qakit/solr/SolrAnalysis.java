package org.qakit.solr;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The Solr side of qakit's named analyses (the embedded index's {@code org.qakit.analysis.Analyzers}
 * in {@code qakit-lucene}): for each analysis id the schema's {@code <analyzer>} element that builds
 * the same token chain in Solr's Lucene 9 as the embedded index builds in Lucene 10, and the files
 * the config set must carry for it.
 *
 * <ul>
 *   <li>{@code en:english-porter}: Lucene's {@code EnglishAnalyzer} itself (standard tokenizer,
 *       possessives, lower case, English stop words, Porter stemming), named by class so the chain
 *       cannot drift;
 *   <li>{@code cs:czech-light}: Lucene's {@code CzechAnalyzer} itself (standard tokenizer, lower
 *       case, Czech stop words, {@code CzechStemFilter}'s light stemming), by class as English is;
 *   <li>{@code zh:smartcn}: Lucene's {@code SmartChineseAnalyzer} (smartcn segmentation and its stop
 *       words); the Solr nodes need the {@code analysis-extras} module ({@code SOLR_MODULES=analysis-extras});
 *   <li>{@code cs:hunspell-cs_CZ}: the embedded chain factory by factory: standard tokenizer, lower
 *       case, {@code CzechAnalyzer}'s stop words (read from Lucene's own jar on the node's classpath,
 *       {@value #CZECH_STOP_WORDS}), Hunspell with one lemma per word ({@code longestOnly}, repeats
 *       removed, case kept) from Debian's dictionary ({@value #CZECH_DICTIONARY}.aff/.dic), which
 *       the config set carries: its 3.6 MB {@code .dic} is larger than a ZooKeeper node may be by
 *       default (1 MB), so ZooKeeper and every Solr node need {@code -Djute.maxbuffer} raised
 *       (docs/scale-out.md).
 * </ul>
 *
 * Not supported: {@code zh:hanlp} ({@link #HANLP_REFUSED}: HanLP is not a Solr analyzer; qakit's
 * HanLP chain, its model files and HanLP's jar would have to be a plugin on every node);
 * {@link #analyzerXml} names what is supported.
 */
public final class SolrAnalysis {
  /** Where Debian's hunspell-cs puts the Czech dictionary (without extension), as the embedded index reads it. */
  public static final String CZECH_DICTIONARY = "/usr/share/hunspell/cs_CZ";
  /** The stop word list of Lucene's {@code CzechAnalyzer}, a resource of lucene-analysis-common. */
  public static final String CZECH_STOP_WORDS = "org/apache/lucene/analysis/cz/stopwords.txt";
  /** Why {@code zh:hanlp} has no Solr definition, and what to use instead. */
  public static final String HANLP_REFUSED = "the Solr backend cannot analyse as zh:hanlp (HanLP is no Solr analyzer: a"
      + " collection would need qakit's HanLP segmenter and its model on every node); use --analyzer smartcn (zh:smartcn)"
      + " with --backend solr, or keep zh:hanlp on the embedded index (--backend embedded, -o DIR)";
  /** The {@code jute.maxbuffer} (bytes) that a config set with the Czech dictionary needs: 8 MiB. */
  public static final int JUTE_MAX_BUFFER = 8 << 20;

  private static final String CZECH_CHAIN = """
      <analyzer>
            <tokenizer class="solr.StandardTokenizerFactory"/>
            <filter class="solr.LowerCaseFilterFactory"/>
            <filter class="solr.StopFilterFactory" words="%s" ignoreCase="false"/>
            <filter class="solr.HunspellStemFilterFactory" dictionary="cs_CZ.dic" affix="cs_CZ.aff" ignoreCase="false" longestOnly="true"/>
          </analyzer>""".formatted(CZECH_STOP_WORDS);

  private static final Map<String, String> ANALYZERS = Map.of(
      "en:english-porter", "<analyzer class=\"org.apache.lucene.analysis.en.EnglishAnalyzer\"/>",
      "cs:czech-light", "<analyzer class=\"org.apache.lucene.analysis.cz.CzechAnalyzer\"/>",
      "zh:smartcn", "<analyzer class=\"org.apache.lucene.analysis.cn.smart.SmartChineseAnalyzer\"/>",
      "cs:hunspell-cs_CZ", CZECH_CHAIN);

  private SolrAnalysis() {}

  /** The analysis ids a config set can be generated for, sorted. */
  public static List<String> supported() {
    return ANALYZERS.keySet().stream().sorted().toList();
  }

  /**
   * What the schema's analyzer of an analysis id is, as {@link SolrCollections#check} compares it with
   * a collection's: the analyzer class ({@code org.apache.lucene.analysis.en.EnglishAnalyzer}), or
   * for a chain its tokenizer and filter factories joined by {@code " > "} ({@code
   * solr.StandardTokenizerFactory > solr.LowerCaseFilterFactory > ...}).
   */
  public static String analyzerClass(String analysisId) {
    String xml = analyzerXml(analysisId);
    if (xml.startsWith("<analyzer class=")) {
      return xml.replaceAll(".*class=\"([^\"]+)\".*", "$1");
    }
    return String.join(" > ", java.util.regex.Pattern.compile("<(?:tokenizer|filter) class=\"([^\"]+)\"").matcher(xml).results()
        .map(m -> m.group(1)).toList());
  }

  /**
   * The files the config set of an analysis id carries besides schema and config, by name in the
   * config set: for {@code cs:hunspell-cs_CZ} the dictionary's {@code cs_CZ.aff} and {@code cs_CZ.dic}.
   */
  public static Map<String, Path> files(String analysisId) {
    analyzerXml(analysisId);
    if (analysisId.equals("cs:hunspell-cs_CZ")) {
      return Map.of("cs_CZ.aff", Path.of(CZECH_DICTIONARY + ".aff"), "cs_CZ.dic", Path.of(CZECH_DICTIONARY + ".dic"));
    }
    return Map.of();
  }

  /**
   * The schema {@code <analyzer>} element of an analysis id such as {@code en:english-porter}.
   *
   * @throws IllegalArgumentException for an id without a Solr definition
   */
  public static String analyzerXml(String analysisId) {
    String xml = ANALYZERS.get(analysisId);
    if (xml == null) {
      if (analysisId.equals("zh:hanlp")) {
        throw new IllegalArgumentException(HANLP_REFUSED);
      }
      throw new IllegalArgumentException("the Solr backend has no analysis " + analysisId
          + "; it supports " + String.join(", ", supported()) + " (use the embedded index for the others)");
    }
    return xml;
  }
}
