package org.qakit.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** TextLines splits on LF across its 64 KiB read chunks and decodes strictly on the fast path too. */
class TextLinesTest {
  @TempDir Path temp;

  private List<String> lines(byte[] bytes) throws IOException {
    Path f = Files.write(temp.resolve("t.txt"), bytes);
    var out = new ArrayList<String>();
    TextLines.forEach(f, (n, text) -> {
      assertThat(n).isEqualTo(out.size() + 1);
      out.add(text);
    });
    return out;
  }

  @Test
  void linesLongerThanAChunkAndLinesAcrossChunkEndsComeBackWhole() throws IOException {
    var expected = new ArrayList<String>();
    var bytes = new ByteArrayOutputStream();
    for (int i = 0; i < 3000; i++) { // lines of 1..~200 characters, some with multi-byte characters, cross many 64 KiB ends
      String line = "ř".repeat(i % 7) + "x".repeat((i * 37) % 200) + i;
      expected.add(line);
      bytes.writeBytes((line + "\n").getBytes(StandardCharsets.UTF_8));
    }
    String longLine = "é".repeat(100_000); // 200,000 bytes: longer than three chunks
    expected.add(longLine);
    bytes.writeBytes(longLine.getBytes(StandardCharsets.UTF_8));
    assertThat(lines(bytes.toByteArray())).containsExactlyElementsOf(expected);
  }

  @Test
  void aByteOrderMarkOnLineOneAndCrBeforeLfAreDropped() throws IOException {
    byte[] bytes = "\uFEFFfirst\r\nsecond\r\n\uFEFFthird\n".getBytes(StandardCharsets.UTF_8);
    assertThat(lines(bytes)).containsExactly("first", "second", "\uFEFFthird");
  }

  @Test
  void aRealReplacementCharacterIsText() throws IOException {
    assertThat(lines("a\uFFFDb\n".getBytes(StandardCharsets.UTF_8))).containsExactly("a\uFFFDb");
  }

  @Test
  void aBadByteInALineThatCrossesAChunkEndNamesItsLineAndFileOffset() throws IOException {
    byte[] head = ("a".repeat(65_530) + "\n").getBytes(StandardCharsets.UTF_8); // line 1 ends 6 bytes before the chunk end
    byte[] second = "bcdefghijk\r\n".getBytes(StandardCharsets.UTF_8);
    second[8] = (byte) 0xC3; // lead byte, then 'k': malformed, after the chunk end
    byte[] bytes = new byte[head.length + second.length];
    System.arraycopy(head, 0, bytes, 0, head.length);
    System.arraycopy(second, 0, bytes, head.length, second.length);
    Path f = Files.write(temp.resolve("bad.txt"), bytes);
    assertThatThrownBy(() -> TextLines.forEach(f, (n, t) -> {}))
        .isInstanceOf(FormatException.class)
        .hasMessage(f + ":2: expected UTF-8 text, found byte 0xC3 at byte offset " + (head.length + 8)
            + " (byte 9 of the line), which is not valid UTF-8; save the file as UTF-8");
  }

  @Test
  void theByteLinesAreTheStringLinesWithoutAStringPerLine() throws IOException {
    var text = new StringBuilder("\uFEFFfirst\r\nčeská věta\n\n");
    text.append("b".repeat(70_000)).append("\r\n"); // crosses the 64 KiB chunk end
    text.append("中文 \uFFFD last");
    Path f = Files.write(temp.resolve("b.txt"), text.toString().getBytes(StandardCharsets.UTF_8));
    var fromBytes = new ArrayList<String>();
    TextLines.forEachBytes(f, (n, bytes, offset, length) -> {
      assertThat(n).isEqualTo(fromBytes.size() + 1);
      fromBytes.add(new String(bytes, offset, length, StandardCharsets.UTF_8));
    });
    assertThat(fromBytes).hasSize(5).containsExactlyElementsOf(lines(Files.readAllBytes(f)));
    assertThat(fromBytes.getFirst()).isEqualTo("first");
  }

  @Test
  void aBadByteStopsTheByteLinesWithTheSameMessage() throws IOException {
    byte[] bytes = "ok\nab\u00e9\n".getBytes(StandardCharsets.UTF_8);
    bytes[bytes.length - 3] = (byte) 'c'; // é loses its lead byte 0xC3: 0xA9 alone is not UTF-8
    Path f = Files.write(temp.resolve("bad.txt"), bytes);
    assertThatThrownBy(() -> TextLines.forEachBytes(f, (n, b, o, l) -> {}))
        .isInstanceOf(FormatException.class)
        .hasMessage(f + ":2: expected UTF-8 text, found byte 0xA9 at byte offset 6 (byte 4 of the line), which is not valid UTF-8; save the file as UTF-8");
  }
}
