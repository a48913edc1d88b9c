package org.qakit.czech;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analysis;
import org.qakit.analysis.Analyzers;
import org.qakit.text.Language;

/** cs:hunspell-fallback against cs:hunspell-cs_CZ (both need Debian's hunspell-cs, as every Czech test here). */
class CzechLemmaFallbackTest {
  private static List<String> terms(String analysis, String text) {
    try (var a = new Analysis(Language.CZECH, analysis).analyzer()) {
      return Analyzers.tokens(a, "text", text);
    }
  }

  @Test
  void properNamesTheDictionaryListsCapitalisedAreLemmatised() {
    // lower-cased "brně" is unknown to the dictionary; "Brně" is a form of Brno
    assertThat(terms("hunspell-cs_CZ", "Brno Brně")).containsExactly("brno", "brně");
    assertThat(terms("hunspell-fallback", "Brno Brně")).containsExactly("brno", "brno");
    assertThat(terms("hunspell-fallback", "Karlštejna Karlštejnu")).containsExactly("karlštejn", "karlštejn");
  }

  @Test
  void wordsUnknownInEitherFormAreStemmedAndKnownWordsKeepTheirLemma() {
    // Sněžka is listed capitalised: its forms meet in the lemma with the fallback only
    assertThat(terms("hunspell-cs_CZ", "Sněžka Sněžce Sněžky")).containsExactly("sněžka", "sněžce", "sněžky");
    assertThat(terms("hunspell-fallback", "Sněžka Sněžce Sněžky")).containsExactly("sněžka", "sněžka", "sněžka");
    // Cuxhaven is in neither form: the stems meet (ending stripped, cut to 7 characters), the raw forms do not
    assertThat(terms("hunspell-cs_CZ", "Cuxhavenu Cuxhavenem")).containsExactly("cuxhavenu", "cuxhavenem");
    assertThat(terms("hunspell-fallback", "Cuxhavenu Cuxhavenem")).containsExactly("cuxhave", "cuxhave");
    assertThat(terms("hunspell-fallback", "Mělníka Mělníku")).containsExactly("mělník", "mělník");
    // a word the dictionary knows gets exactly the lemma it gets without the fallback
    String known = "Vltava je nejdelší řeka v Česku a pramení na Šumavě; turistů navštíví hrad založený roku 1348.";
    assertThat(terms("hunspell-fallback", "turistů navštíví hrad založený"))
        .isEqualTo(terms("hunspell-cs_CZ", "turistů navštíví hrad založený"))
        .containsExactly("turista", "navštívit", "hrad", "založený");
    assertThat(terms("hunspell-fallback", known)).hasSameSizeAs(terms("hunspell-cs_CZ", known));
    assertThat(Analyzers.names(Language.CZECH)).contains("hunspell-fallback");
  }
}
