package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.text.Language;

/** The analysis row of the record page: Hunspell morphology for Czech, a plain "none" for English, never Lucene's token type. */
class TextAnalysisTest {
  @Test
  void czechGetsHunspellLemmasAndTheKnownPrefixesAndSaysTheDictionaryHasNoMorphologicalFields() {
    TextAnalysis.Result r = TextAnalysis.analyse(Language.CZECH, "Nejstarší hrad nestojí v Praze, ale na řece.");
    assertThat(r.morphology()).isTrue();
    assertThat(r.formLabel()).isEqualTo("lemma");
    assertThat(r.note()).contains("hunspell-cs").contains("no morphological fields").contains("ne- (negation)");
    List<TextAnalysis.Token> tokens = r.sentences().get(0).tokens();
    assertThat(tokens).extracting(TextAnalysis.Token::word).contains("Nejstarší", "hrad", "nestojí", "Praze", "řece");
    assertThat(token(tokens, "hrad").lemma()).isEqualTo("hrad");
    assertThat(token(tokens, "řece").lemma()).isEqualTo("řeka");
    assertThat(token(tokens, "nestojí").morphology()).contains("ne- (negation)");
    assertThat(token(tokens, "Nejstarší").morphology()).contains("nej- (superlative)");
    assertThat(token(tokens, "hrad").morphology()).isEmpty();
    assertThat(tokens).allSatisfy(t -> assertThat(t.morphology()).doesNotContain("<"));
  }

  @Test
  void englishSaysPlainlyThatThereIsNoMorphologyAndShowsTheStem() {
    TextAnalysis.Result r = TextAnalysis.analyse(Language.ENGLISH, "The oldest castles were standing on the rivers.");
    assertThat(r.morphology()).isFalse();
    assertThat(r.formLabel()).isEqualTo("stem");
    assertThat(r.note()).startsWith("No morphology is available for English");
    List<TextAnalysis.Token> tokens = r.sentences().get(0).tokens();
    assertThat(token(tokens, "castles").lemma()).isEqualTo("castl");
    assertThat(tokens).allSatisfy(t -> assertThat(t.morphology()).isEmpty());
  }

  private static TextAnalysis.Token token(List<TextAnalysis.Token> tokens, String word) {
    return tokens.stream().filter(t -> t.word().equals(word)).findFirst().orElseThrow(() -> new AssertionError("no token " + word + " in " + tokens));
  }
}
