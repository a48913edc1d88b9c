package org.qakit.solve.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.text.Language;

class SpanCandidatesTest {

  @Test
  void tokensKeepOffsetsAndJoinNumbersHyphensAndApostrophes() {
    String s = "Karel IV. 9. července, Frýdek-Místek's 1,000 (3.5 %)";
    List<Token> t = Token.split(s);
    assertThat(t.stream().map(Token::text)).containsExactly("Karel", "IV", ".", "9", ".", "července", ",", "Frýdek-Místek's",
        "1,000", "(", "3.5", "%", ")");
    assertThat(t.get(5)).isEqualTo(new Token("července", 13, 21));
    assertThat(s.substring(t.get(7).start(), t.get(7).end())).isEqualTo("Frýdek-Místek's");
    assertThat(t.get(8).digits()).isTrue();
    assertThat(t.get(10).digits()).isTrue();
    assertThat(t.get(0).digits()).isFalse();
    assertThat(t.get(11).unitSymbol()).isTrue();
    // comma and brackets break spans; the period and % do not
    assertThat(t.stream().filter(Token::breaking).map(Token::text)).containsExactly(",", "(", ")");
  }

  @Test
  void spansAreTrimmedOfStopWordsAndBoundedInWords() {
    String s = "Sázava je dlouhá 225 km.";
    List<Token> t = Token.split(s);
    // content tokens: Sázava, dlouhá, 225, km ("je" is a Czech stop word, "." punctuation)
    assertThat(new SpanCandidates(Language.CZECH).of(s, t).stream().map(Span::text)).containsExactly(
        "Sázava", "Sázava je dlouhá", "Sázava je dlouhá 225", "Sázava je dlouhá 225 km",
        "dlouhá", "dlouhá 225", "dlouhá 225 km", "225", "225 km", "km");
    // at most 2 words: "Sázava je dlouhá" has 3
    var two = new SpanCandidates(Language.CZECH, 2).of(s, t);
    assertThat(two.stream().map(Span::text)).containsExactly("Sázava", "dlouhá", "dlouhá 225", "225", "225 km", "km");
    assertThat(two.get(4)).isEqualTo(new Span(3, 4, "225 km", 2));
  }

  @Test
  void spansDoNotCrossBreakingPunctuationButKeepInnerPeriods() {
    String s = "Electric charge is measured in coulombs (C).";
    var spans = new SpanCandidates(Language.ENGLISH).of(s, Token.split(s)).stream().map(Span::text).toList();
    assertThat(spans).contains("measured in coulombs", "C").noneMatch(x -> x.contains("("));
    String date = "položil Karel IV. 9. července 1357.";
    assertThat(new SpanCandidates(Language.CZECH).of(date, Token.split(date)).stream().map(Span::text))
        .contains("9. července 1357", "Karel IV. 9. července 1357").doesNotContain("1357.");
  }

  @Test
  void badArgumentsAreRefused() {
    assertThatThrownBy(() -> new SpanCandidates(Language.ENGLISH, 0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("span candidates: maxWords must be at least 1, found 0");
    assertThatThrownBy(() -> new Span(3, 2, "x", 1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void chineseTokensAreSmartcnWordsWithTheSentencesOffsets() {
    var zh = new SpanCandidates(Language.CHINESE);
    String sentence = "青藏高原平均海拔4000米以上。";
    var tokens = zh.tokens(sentence);
    assertThat(tokens).allSatisfy(t -> assertThat(sentence.substring(t.start(), t.end())).isEqualTo(t.text()));
    assertThat(String.join("", tokens.stream().map(Token::text).toList())).isEqualTo(sentence);
    assertThat(tokens).extracting(Token::text).containsExactly("青藏", "高原", "平均", "海拔", "4000", "米", "以上", "。");
    // 以上 is a HanLP stop word, so no span ends on it; 青藏高原 is a span of two smartcn words
    assertThat(zh.of(sentence, tokens)).extracting(Span::text).contains("青藏高原", "4000米").doesNotContain("4000米以上");
  }
}
