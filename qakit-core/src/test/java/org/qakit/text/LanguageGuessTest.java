package org.qakit.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class LanguageGuessTest {
  @Test
  void tellsCzechEnglishAndChineseApart() {
    assertThat(LanguageGuess.of(List.of("how are glacier caves formed?", "what is the population of Brno?"))).isEqualTo(Language.ENGLISH);
    assertThat(LanguageGuess.of(List.of("Kolik obyvatel žije v Brně?", "Kdo založil hrad Karlštejn?"))).isEqualTo(Language.CZECH);
    assertThat(LanguageGuess.of(List.of("袁湘琴是谁演的？"))).isEqualTo(Language.CHINESE);
    // a Czech name inside English text is under 1% of its letters: still English
    assertThat(LanguageGuess.of(List.of("The river flows through many towns of Bohemia and joins the Elbe near Mělník in the north."
        + " It is the longest river of the country and a symbol of the nation in music and poetry."))).isEqualTo(Language.ENGLISH);
    assertThat(LanguageGuess.of(List.of("", "123 ?"))).isEqualTo(Language.ENGLISH);
  }
}
