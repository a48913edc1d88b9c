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

  @Test
  void collapsingAgreesWithTheRegexOnRandomText() {
    var random = new java.util.Random(7);
    String alphabet = "ab .\t\n\u000B\f\r\u00A0\u2003č";
    for (int n = 0; n < 20_000; n++) {
      var text = new StringBuilder();
      for (int i = random.nextInt(12); i > 0; i--) {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String t = text.toString();
      int start = t.isEmpty() ? 0 : random.nextInt(t.length());
      int end = start + (t.length() == start ? 0 : random.nextInt(t.length() - start + 1));
      assertThat(new SentenceSplitter.Span(start, end).text(t)).as("'%s' [%d, %d)", t, start, end)
          .isEqualTo(t.substring(start, end).replaceAll("\\s+", " "));
    }
  }

  @Test
  void theFastPathSkipsExactlyTheCharactersThatCannotEndASentence() {
    for (char c = 0; c < Character.MAX_VALUE; c++) {
      boolean ends = SentenceSplitter.FULL_WIDTH.indexOf(c) >= 0 || SentenceSplitter.TERMINATORS.indexOf(c) >= 0 || c == '\n';
      assertThat(SentenceSplitter.mayEnd(c)).as("U+%04X", (int) c).isEqualTo(ends);
    }
  }
}
