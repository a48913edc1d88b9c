package org.qakit.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SentenceSplitterTest {
  @Test
  void englishSplitsAfterTerminatorAndSpaceBeforeNonLowercase() {
    assertThat(SentenceSplitter.split("Water boils. It is hot! Is it? \"Yes.\" 3 cups, e.g. tea.\n"))
        .containsExactly("Water boils.", "It is hot!", "Is it?", "\"Yes.\"", "3 cups, e.g. tea.");
  }

  @Test
  void initialsAndOrdinalsDoNotEndASentence() {
    assertThat(SentenceSplitter.split("T. G. Masaryk se narodil 7. března 1850. Byl prezidentem."))
        .containsExactly("T. G. Masaryk se narodil 7. března 1850.", "Byl prezidentem.");
  }

  @Test
  void aRomanNumeralBeforeADateDoesNotEndASentence() {
    assertThat(SentenceSplitter.split("Most založil Karel IV. 9. července 1357. Stojí dodnes. Válka skončila roku MCM. Pak XIV. 3 dny."))
        // "IV." + digit: whole; "MCM." + capital: ends; "XIV." + digit: whole
        .containsExactly("Most založil Karel IV. 9. července 1357.", "Stojí dodnes.", "Válka skončila roku MCM.", "Pak XIV. 3 dny.");
    assertThat(SentenceSplitter.split("He was born in 1990. 25 people came. Act II. 3 scenes."))
        // a number before the period is no numeral; "II." before a digit stays (a known limit for English)
        .containsExactly("He was born in 1990.", "25 people came.", "Act II. 3 scenes.");
  }

  @Test
  void chineseSplitsOnFullWidthTerminatorsWithoutSpace() {
    assertThat(SentenceSplitter.split("地球是圆的。你知道吗？“知道！”好。"))
        .containsExactly("地球是圆的。", "你知道吗？", "“知道！”", "好。");
  }

  @Test
  void wrappedLinesJoinAndBlankLinesEndParagraphs() {
    assertThat(SentenceSplitter.split("A title\n\nThe first line\n  goes on here. Next one\n\n\n"))
        .containsExactly("A title", "The first line goes on here.", "Next one");
  }

  @Test
  void emptyTextHasNoSentences() {
    assertThat(SentenceSplitter.split(" \n\n ")).isEmpty();
  }

  @Test
  void spansPointIntoTheTextAsWritten() {
    String text = "  Karel IV. se narodil\n  14. května 1316. Zemřel v Praze.\n\nKonec";
    var spans = SentenceSplitter.spans(text);
    assertThat(spans).containsExactly(new SentenceSplitter.Span(2, 41), new SentenceSplitter.Span(42, 57), new SentenceSplitter.Span(59, 64));
    assertThat(text.substring(2, 41)).isEqualTo("Karel IV. se narodil\n  14. května 1316.");
    assertThat(spans.stream().map(s -> s.text(text)).toList()).isEqualTo(SentenceSplitter.split(text))
        .containsExactly("Karel IV. se narodil 14. května 1316.", "Zemřel v Praze.", "Konec");
  }
}
