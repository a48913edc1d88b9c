package org.qakit.serve.image;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ImageTypeTest {
  @Test
  void recognisesTheFourFormatsByTheirFirstBytes() {
    assertThat(ImageType.of(new byte[] {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0})).contains(ImageType.PNG);
    assertThat(ImageType.of(new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xE0})).contains(ImageType.JPEG);
    assertThat(ImageType.of("GIF89a....".getBytes(StandardCharsets.US_ASCII))).contains(ImageType.GIF);
    assertThat(ImageType.of("RIFF\0\0\0\0WEBPVP8 ".getBytes(StandardCharsets.US_ASCII))).contains(ImageType.WEBP);
  }

  @Test
  void svgTextAndTruncatedHeadersAreNotImages() {
    assertThat(ImageType.of("<svg onload=\"alert(1)\"/>".getBytes(StandardCharsets.UTF_8))).isEmpty();
    assertThat(ImageType.of("GIF8".getBytes(StandardCharsets.US_ASCII))).isEmpty();
    assertThat(ImageType.of("RIFF\0\0\0\0WAVE".getBytes(StandardCharsets.US_ASCII))).isEmpty();
    assertThat(ImageType.of(new byte[0])).isEmpty();
  }
}
