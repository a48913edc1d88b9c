package org.qakit.serve.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

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
        .hasMessage("big.txt: 5242881 bytes, more than the 5242880 a source may have");
  }
}
