package org.qakit.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class WordNetSynsetTest {

  @Test
  void wordsPointersAndGlossOfAnAdjectiveHead() {
    // w_cnt 02 (hex) = 2 words; p_cnt 003 = 3 pointers; source/target 0101 = word 1 to word 1
    WordNetSynset s = WordNetSynset.parse("a",
        "00444519 00 a 02 near 0 close(p) 0 003 ! 00442361 a 0101 & 00445169 s 0000 = 05084201 n 0000 | not far distant  ");
    assertThat(s.offset()).isEqualTo("00444519");
    assertThat(s.type()).isEqualTo("a");
    assertThat(s.words()).containsExactly("near", "close");
    assertThat(s.pointers()).containsExactly(
        new WordNetSynset.Pointer("!", "00442361", "a", 1, 1),
        new WordNetSynset.Pointer("&", "00445169", "s", 0, 0),
        new WordNetSynset.Pointer("=", "05084201", "n", 0, 0));
    assertThat(s.pointers().get(1).filePos()).isEqualTo("a");
    assertThat(s.gloss()).isEqualTo("not far distant");
    assertThat(s.id()).isEqualTo("wn:a:00444519");
  }

  @Test
  void verbFramesAfterThePointersAreSkippedAndHexWordNumbersRead() {
    // source/target 0a0b = word 10 to word 11; the frames "01 + 02 00" follow the pointers
    WordNetSynset s = WordNetSynset.parse("v", "00001740 29 v 01 breathe 0 001 + 00832852 n 0a0b 01 + 02 00 | draw air");
    assertThat(s.pointers()).containsExactly(new WordNetSynset.Pointer("+", "00832852", "n", 10, 11));
    assertThat(s.toPassage().title()).isEqualTo("breathe");
  }

  @Test
  void aLineWithoutPointerCountStillReadsAsTheImporterAlwaysDid() {
    assertThat(WordNetSynset.parse("n", "00001740 03 n 01 entity 0 | that which is perceived").pointers()).isEqualTo(List.of());
  }

  @Test
  void brokenPointerFieldsSayWhatWasExpected() {
    assertThatThrownBy(() -> WordNetSynset.parse("a", "00444519 00 a 01 near 0 0x3 | g"))
        .hasMessage("expected p_cnt as three decimal digits after the words, found '0x3'");
    assertThatThrownBy(() -> WordNetSynset.parse("a", "00444519 00 a 01 near 0 002 ! 00442361 a 0101 | g"))
        .hasMessage("expected 2 pointers of 4 fields after p_cnt, found 1");
    assertThatThrownBy(() -> WordNetSynset.parse("a", "00444519 00 a 01 near 0 001 ! 00442361 a 01 | g"))
        .hasMessage("expected a pointer's source/target as four hexadecimal digits, found '01'");
  }
}
