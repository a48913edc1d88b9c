package org.qakit.solve.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.text.Language;

class SpanTyperTest {

  /** The type of the span with text {@code span} among the sentence's candidates. */
  private static AnswerType type(Language language, String sentence, String span) {
    var candidates = new SpanCandidates(language);
    List<Token> tokens = Token.split(sentence);
    List<Span> spans = candidates.of(sentence, tokens);
    Span s = spans.stream().filter(x -> x.text().equals(span)).findFirst()
        .orElseThrow(() -> new AssertionError("no span '" + span + "' in " + spans));
    return new SpanTyper(candidates).types(tokens, List.of(s)).get(0);
  }

  @Test
  void czechDatesNumbersAndNames() {
    String s = "Základní kámen mostu položil Karel IV. 9. července 1357.";
    assertThat(type(Language.CZECH, s, "9. července 1357")).isEqualTo(AnswerType.DATE);
    assertThat(type(Language.CZECH, s, "července 1357")).isEqualTo(AnswerType.DATE);
    assertThat(type(Language.CZECH, s, "1357")).isEqualTo(AnswerType.DATE); // a lone year
    assertThat(type(Language.CZECH, s, "9")).isEqualTo(AnswerType.NUMBER);
    assertThat(type(Language.CZECH, s, "Karel IV")).isEqualTo(AnswerType.PERSON); // name + Roman numeral
    assertThat(type(Language.CZECH, s, "Karel")).isEqualTo(AnswerType.OTHER); // part of the run "Karel IV"
    assertThat(type(Language.CZECH, s, "Karel IV. 9. července 1357")).isEqualTo(AnswerType.OTHER);
    assertThat(type(Language.CZECH, s, "Základní")).isEqualTo(AnswerType.PERSON); // the sentence-initial limit
    assertThat(type(Language.CZECH, s, "mostu")).isEqualTo(AnswerType.OTHER);
  }

  @Test
  void czechCapitalisedAdjectivesAreNotNames() {
    String s = "Na jejím břehu založil svatý Prokop kolem roku 1032 Sázavský klášter.";
    assertThat(type(Language.CZECH, s, "Prokop")).isEqualTo(AnswerType.PERSON);
    assertThat(type(Language.CZECH, s, "Sázavský")).isEqualTo(AnswerType.OTHER);
    assertThat(type(Language.CZECH, s, "1032")).isEqualTo(AnswerType.DATE);
    assertThat(type(Language.CZECH, "Karlova univerzita vznikla v Praze.", "Karlova")).isEqualTo(AnswerType.OTHER);
    // -ová surnames stay names
    assertThat(type(Language.CZECH, "Zpívala ji Marta Kubišová.", "Marta Kubišová")).isEqualTo(AnswerType.PERSON);
  }

  @Test
  void placesFollowAPlacePrepositionAndConnectorsJoinNames() {
    String s = "Pramení u Žďáru nad Sázavou a vlévá se do Vltavy.";
    assertThat(type(Language.CZECH, s, "Žďáru nad Sázavou")).isEqualTo(AnswerType.PLACE);
    assertThat(type(Language.CZECH, s, "Žďáru")).isEqualTo(AnswerType.OTHER); // a sub-run
    assertThat(type(Language.CZECH, s, "Vltavy")).isEqualTo(AnswerType.PLACE);
    assertThat(type(Language.ENGLISH, "She was born in Paris and worked for UNESCO.", "Paris")).isEqualTo(AnswerType.PLACE);
    assertThat(type(Language.ENGLISH, "She was born in Paris and worked for UNESCO.", "UNESCO")).isEqualTo(AnswerType.OTHER);
    assertThat(type(Language.ENGLISH, "It was founded by T. G. Masaryk in 1918.", "T. G. Masaryk")).isEqualTo(AnswerType.PERSON);
    assertThat(type(Language.ENGLISH, "The Statue of Liberty stands here.", "Statue of Liberty")).isEqualTo(AnswerType.PERSON);
  }

  @Test
  void englishDatesAndNumbers() {
    String s = "The first humans landed on the Moon on July 20, 1969.";
    assertThat(type(Language.ENGLISH, s, "July 20")).isEqualTo(AnswerType.DATE);
    assertThat(type(Language.ENGLISH, s, "1969")).isEqualTo(AnswerType.DATE);
    assertThat(type(Language.ENGLISH, s, "20")).isEqualTo(AnswerType.NUMBER);
    assertThat(type(Language.ENGLISH, s, "July")).isEqualTo(AnswerType.PERSON); // a capitalised word alone
    String t = "Pure water boils at 100 °C, about one atmosphere, and 3 million people saw six Large Cats.";
    assertThat(type(Language.ENGLISH, t, "100 °C")).isEqualTo(AnswerType.NUMBER);
    assertThat(type(Language.ENGLISH, t, "one atmosphere")).isEqualTo(AnswerType.OTHER); // "one" is left out
    assertThat(type(Language.ENGLISH, t, "3 million people")).isEqualTo(AnswerType.NUMBER);
    assertThat(type(Language.ENGLISH, t, "six")).isEqualTo(AnswerType.NUMBER);
    assertThat(type(Language.ENGLISH, t, "six Large")).isEqualTo(AnswerType.OTHER); // a name after the number
  }
}
