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
}
