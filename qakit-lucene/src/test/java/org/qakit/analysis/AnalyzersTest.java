package org.qakit.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.junit.jupiter.api.Test;
import org.qakit.text.Language;

class AnalyzersTest {
  static List<String> tokens(Language language, String text) throws IOException {
    var out = new ArrayList<String>();
    try (Analyzer a = Analyzers.forLanguage(language); var ts = a.tokenStream("text", text)) {
      CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        out.add(term.toString());
      }
      ts.end();
    }
    return out;
  }

  @Test
  void englishStemsAndDropsStopWords() throws IOException {
    assertThat(tokens(Language.ENGLISH, "The glaciers are melting faster")).containsExactly("glacier", "melt", "faster");
  }

  @Test
  void chineseIsSegmentedIntoWords() throws IOException {
    assertThat(tokens(Language.CHINESE, "长江发源于青藏高原")).containsExactly("长江", "发源", "于", "青藏", "高原");
  }

  @Test
  void czechUsesHunspellLemmasWhenTheDictionaryIsInstalled() throws IOException {
    // .ci/run installs Debian's hunspell-cs; "řekách" (rivers, locative plural) -> lemma "řeka"
    assertThat(Analyzers.czechHunspellAvailable()).as("hunspell-cs installed").isTrue();
    assertThat(Analyzers.id(Language.CZECH)).isEqualTo("cs:hunspell-cs_CZ");
    assertThat(tokens(Language.CZECH, "Ryby žijí v řekách")).contains("řeka").doesNotContain("v");
    assertThat(Analyzers.warning(Language.CZECH)).isNull();
  }

  @Test
  void everyLanguageHasAnIdNamingItsAnalysis() {
    assertThat(Analyzers.id(Language.ENGLISH)).isEqualTo("en:english-porter");
    assertThat(Analyzers.id(Language.CHINESE)).isEqualTo("zh:smartcn");
    assertThat(Language.of("CS")).isEqualTo(Language.CZECH);
  }
}
