package org.qakit.serve.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class StrictUtf8Test {
  @Test
  void utf8IsDecodedWhole() {
    String text = "Kv\u011Bten \u4E2D \uD83D\uDC51";
    assertThat(StrictUtf8.decode(text.getBytes(StandardCharsets.UTF_8), "q")).isEqualTo(text);
    assertThat(StrictUtf8.firstMalformed(new byte[0])).isEmpty();
  }

  @Test
  void aBadSequenceNamesItsFirstByteAndOffset() {
    // a Latin-2 byte, an encoded lone surrogate (ED A0 80), an over-long '/', a sequence cut at the end, a byte no UTF-8 has
    assertThatThrownBy(() -> StrictUtf8.decode(new byte[] {'K', 'v', (byte) 0xEC, 't'}, "field 'q'")).isInstanceOf(StrictUtf8.NotUtf8.class)
        .hasMessage("field 'q': byte 0xEC at offset 2 is not valid UTF-8");
    assertThat(StrictUtf8.firstMalformed(new byte[] {'a', (byte) 0xED, (byte) 0xA0, (byte) 0x80})).hasValue(new StrictUtf8.Malformed(1, 0xED));
    assertThat(StrictUtf8.firstMalformed(new byte[] {(byte) 0xC0, (byte) 0xAF})).hasValue(new StrictUtf8.Malformed(0, 0xC0));
    assertThat(StrictUtf8.firstMalformed(new byte[] {'a', 'b', (byte) 0xE4, (byte) 0xB8})).hasValue(new StrictUtf8.Malformed(2, 0xE4));
    assertThat(StrictUtf8.firstMalformed(new byte[] {(byte) 0xFF})).hasValue(new StrictUtf8.Malformed(0, 0xFF));
  }

  @Test
  void aLoneSurrogateInAStringIsFound() {
    assertThat(StrictUtf8.loneSurrogate("ok \uD83D\uDC51")).isEqualTo(-1);
    assertThat(StrictUtf8.loneSurrogate("ab\uD800")).isEqualTo(2);
    assertThat(StrictUtf8.loneSurrogate("\uDC51x")).isZero();
    assertThat(StrictUtf8.loneSurrogate("x\uD83Dy\uDC51")).isEqualTo(1);
  }
}
