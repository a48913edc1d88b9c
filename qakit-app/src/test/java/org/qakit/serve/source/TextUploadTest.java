package org.qakit.serve.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.qakit.serve.store.InputLimits;

class TextUploadTest {
  @Test
  void readsUtf8AndDropsAByteOrderMark() {
    byte[] bytes = "\uFEFFKarel IV. se narodil 14. května 1316.".getBytes(StandardCharsets.UTF_8);
    assertThat(TextUpload.decode("a.txt", bytes)).isEqualTo("Karel IV. se narodil 14. května 1316.");
  }

  @Test
  void latin2IsRefusedNamingTheByteAndItsOffset() {
    // "kv" then 0xEC ('ě' in ISO-8859-2), which cannot start a UTF-8 sequence followed by 't': offset 2
    byte[] bytes = {'k', 'v', (byte) 0xEC, 't', 'n', 'a'};
    assertThatThrownBy(() -> TextUpload.decode("clanek.txt", bytes)).isInstanceOf(SourceException.class)
        .hasMessage("clanek.txt: not UTF-8 text: byte 0xEC at offset 2 is not valid UTF-8; save the file as UTF-8 and upload it again");
  }

  @Test
  void emptyBinaryAndOversizedFilesAreRefused() {
    assertThatThrownBy(() -> TextUpload.decode("e.txt", new byte[0])).hasMessage("e.txt: the file is empty");
    assertThatThrownBy(() -> TextUpload.decode("b.bin", new byte[] {'a', 0, 'b'}))
        .hasMessage("b.bin: a NUL character at character 1: a binary file, not text");
    assertThatThrownBy(() -> TextUpload.decode("big.txt", new byte[TextUpload.MAX_BYTES + 1]))
        .hasMessage("big.txt: more than 4,000,000 bytes, longer than the 1,000,000 characters a source may have");
  }

  @Test
  void aTextOverTheSourceLimitIsRefusedAndOneAtItIsRead() {
    // the same limit as the form's source field and the fetcher's: InputLimits.SOURCE_CHARS characters (here 3-byte UTF-8 ones)
    String at = "\u010D".repeat(InputLimits.SOURCE_CHARS - 1) + "\u4E2D";
    assertThat(TextUpload.decode("at.txt", at.getBytes(StandardCharsets.UTF_8))).hasSize(InputLimits.SOURCE_CHARS);
    byte[] over = "a".repeat(InputLimits.SOURCE_CHARS + 1).getBytes(StandardCharsets.UTF_8);
    assertThatThrownBy(() -> TextUpload.decode("over.txt", over)).isInstanceOf(SourceException.class)
        .hasMessage("over.txt has 1,000,001 characters, more than the 1,000,000 allowed for a source: not read");
  }

  /** Czech prose written for these tests, with every Czech letter that legacy encodings put elsewhere: ě š č ř ž ý á í é ů ú ň ť ď. */
  static final String CZECH = "Karel IV. se narodil 14. května 1316 v Praze jako syn Jana Lucemburského a Elišky Přemyslovny. "
      + "Byl českým králem a římským císařem; založil pražskou univerzitu, Nové Město a hrad Karlštejn. "
      + "Zemřel 29. listopadu 1378 a jeho ostatky leží v chrámu svatého Víta. "
      + "Příliš žluťoučký kůň úpěl ďábelské ódy, když šel přes Ďáblův most k Ťapkově louce a dál k Ňovým domům.\n";

  @Test
  void icuDetectsCzechInWindows1250AndIso88592() {
    assertThat(TextUpload.detect(CZECH.getBytes(java.nio.charset.Charset.forName("windows-1250")))).get()
        .satisfies(g -> assertThat(g.charset()).isEqualTo("windows-1250"));
    assertThat(TextUpload.detect(CZECH.getBytes(java.nio.charset.Charset.forName("ISO-8859-2")))).get()
        .satisfies(g -> assertThat(g.charset()).isEqualTo("ISO-8859-2"));
  }

  @Test
  void aLegacyFileReadInItsEncodingGivesTheTextBackAndUtf8StaysStrict() {
    for (String charset : java.util.List.of("windows-1250", "ISO-8859-2")) {
      byte[] bytes = CZECH.getBytes(java.nio.charset.Charset.forName(charset));
      assertThat(TextUpload.isUtf8(bytes)).isFalse();
      assertThat(TextUpload.decode("clanek.txt", bytes, charset)).isEqualTo(CZECH);
      assertThatThrownBy(() -> TextUpload.decode("clanek.txt", bytes, "UTF-8")).isInstanceOf(SourceException.class)
          .hasMessageStartingWith("clanek.txt: not UTF-8 text: byte 0x");
    }
    // 0x81 is no character of windows-1250: named, never replaced
    assertThatThrownBy(() -> TextUpload.decode("x.txt", new byte[] {'a', 'b', (byte) 0x81}, "windows-1250"))
        .hasMessage("x.txt: not windows-1250 text: byte 0x81 at offset 2 is not a character of windows-1250");
    assertThatThrownBy(() -> TextUpload.decode("x.txt", new byte[] {'a'}, "KOI8-R")).hasMessageStartingWith("unknown encoding 'KOI8-R'");
  }

  @Test
  void theChoiceShowsTheDetectedEncodingAndAPreviewAndAnotherOneOnRequest() {
    byte[] bytes = CZECH.getBytes(java.nio.charset.Charset.forName("windows-1250"));
    CharsetChoice c = CharsetChoice.of("clanek.txt", bytes, null);
    assertThat(c.chosen()).isEqualTo("windows-1250");
    assertThat(c.detected()).startsWith("windows-1250 (confidence ");
    assertThat(c.preview()).isEqualTo(CZECH);
    assertThat(c.characters()).isEqualTo(CZECH.length());
    assertThat(CharsetChoice.bytes(c.base64())).isEqualTo(bytes);
    CharsetChoice other = CharsetChoice.of("clanek.txt", bytes, "ISO-8859-2");
    assertThat(other.chosen()).isEqualTo("ISO-8859-2");
    assertThat(other.preview()).isNotEqualTo(CZECH).doesNotContain("š");
    CharsetChoice utf8 = CharsetChoice.of("clanek.txt", bytes, "UTF-8");
    assertThat(utf8.preview()).isEmpty();
    assertThat(utf8.problem()).startsWith("clanek.txt: not UTF-8 text: byte 0x");
  }
}
