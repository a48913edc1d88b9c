package org.qakit.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WordsTest {
  @Test
  void splitsLatinWordsAndHanCharacters() {
    assertThat(Words.split("Ｗater boils at 100°C; 长江发源于")).containsExactly("water", "boils", "at", "100", "c", "长", "江", "发", "源", "于");
  }

  @Test
  void keepsCzechDiacriticsAndDropsStopWords() {
    assertThat(Words.split("Kdy byla založena Univerzita?")).containsExactly("kdy", "byla", "založena", "univerzita");
    assertThat(Words.content("the water of the lake")).containsExactly("water", "lake");
    assertThat(Words.content("长江的源头")).containsExactly("长", "江", "源", "头");
  }
}
