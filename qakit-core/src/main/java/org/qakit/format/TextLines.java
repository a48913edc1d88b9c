package org.qakit.format;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a UTF-8 text file line by line with strict decoding: bytes that are not UTF-8 stop the
 * read with the line number instead of turning into replacement characters. A leading byte-order
 * mark is dropped; CR before LF is dropped (CRLF files read like LF files).
 */
public final class TextLines {
  private TextLines() {}

  /** Receives one line and its 1-based number. */
  @FunctionalInterface
  public interface LineHandler {
    void line(long number, String text);
  }

  public static void forEach(Path file, LineHandler handler) throws IOException {
    var decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    long number = 0;
    try (var reader = new BufferedReader(new InputStreamReader(Files.newInputStream(file), decoder))) {
      String line;
      while (true) {
        try {
          line = reader.readLine();
        } catch (CharacterCodingException e) {
          throw new FormatException(
              file, number + 1, "expected UTF-8 text, found bytes that are not UTF-8 (" + e + ")");
        }
        if (line == null) {
          return;
        }
        number++;
        if (number == 1 && line.startsWith("\uFEFF")) {
          line = line.substring(1);
        }
        if (line.endsWith("\r")) {
          line = line.substring(0, line.length() - 1);
        }
        handler.line(number, line);
      }
    }
  }
}
