package org.qakit.format;

import java.util.Arrays;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.util.Locale;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a UTF-8 text file line by line with strict decoding: bytes that are not UTF-8 stop the
 * read, naming the exact line, instead of turning into replacement characters. Lines are split
 * on LF before decoding, so the line number is right even though input is buffered. A leading
 * byte-order mark is dropped; CR before LF is dropped (CRLF files read like LF files).
 */
public final class TextLines {
  /** The longest line read; anything longer is not a record of any dataset format qakit knows. */
  static final int MAX_LINE_BYTES = 256 << 20;

  private TextLines() {}

  /** Receives one line and its 1-based number. */
  @FunctionalInterface
  public interface LineHandler {
    void line(long number, String text);
  }

  /**
   * Receives one line as valid UTF-8 bytes {@code bytes[offset, offset + length)}, without a
   * byte-order mark or trailing CR, and its 1-based number; the bytes are valid only during the call.
   */
  @FunctionalInterface
  public interface ByteLineHandler {
    void line(long number, byte[] bytes, int offset, int length);
  }

  /** One raw line: the bytes between two LFs and the byte offset in the file where they start. */
  @FunctionalInterface
  private interface RawLineHandler {
    void line(long number, long lineStart, byte[] bytes, int offset, int length);
  }

  /** A decoder that reports malformed input instead of replacing it. */
  public static CharsetDecoder strictUtf8() {
    return StandardCharsets.UTF_8
        .newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
  }

  /** Hands each line of {@code file} to {@code handler} as a String. */
  public static void forEach(Path file, LineHandler handler) throws IOException {
    forEachRaw(file, (number, lineStart, bytes, offset, length) ->
        handler.line(number, decode(file, number, lineStart, bytes, offset, length)));
  }

  /**
   * Hands each line of {@code file} to {@code handler} as bytes, checked as strictly as {@link
   * #forEach} checks them but without a String per line: for a reader that parses bytes itself
   * (JSON Lines corpora, docs/benchmarks.md). A line of ASCII only is checked by one scan; any other
   * line is decoded once to check it.
   */
  public static void forEachBytes(Path file, ByteLineHandler handler) throws IOException {
    forEachRaw(file, (number, lineStart, bytes, offset, length) -> {
      int from = contentStart(number, bytes, offset, length);
      int to = contentEnd(bytes, from, offset + length);
      if (!ascii(bytes, from, to)) {
        decode(file, number, lineStart, bytes, offset, length);
      }
      handler.line(number, bytes, from, to - from);
    });
  }

  private static void forEachRaw(Path file, RawLineHandler handler) throws IOException {
    long number = 0;
    long lineStart = 0; // byte offset of the current line in the file
    byte[] line = new byte[256]; // the start of a line that runs past the end of a chunk
    int length = 0;
    byte[] chunk = new byte[1 << 16];
    try (InputStream in = Files.newInputStream(file)) {
      int n;
      while ((n = in.read(chunk)) != -1) {
        int from = 0;
        while (from < n) {
          int newline = indexOfNewline(chunk, from, n);
          int end = newline < 0 ? n : newline;
          if (newline >= 0 && length == 0) { // the whole line is in this chunk: decode it in place
            number++;
            handler.line(number, lineStart, chunk, from, end - from);
            lineStart += end - from + 1;
          } else {
            if (length + (end - from) > line.length) {
              line = grow(file, number, line, length + (end - from));
            }
            System.arraycopy(chunk, from, line, length, end - from);
            length += end - from;
            if (newline >= 0) {
              number++;
              handler.line(number, lineStart, line, 0, length);
              lineStart += length + 1;
              length = 0;
            }
          }
          from = end + 1;
        }
      }
      if (length > 0) {
        number++;
        handler.line(number, lineStart, line, 0, length);
      }
    } catch (java.nio.file.FileSystemException e) {
      throw e;
    } catch (IOException e) {
      // e.g. "Is a directory": name the file, which the JDK's message leaves out
      throw new java.nio.file.FileSystemException(file.toString(), null, e.getMessage());
    }
  }

  private static int indexOfNewline(byte[] bytes, int from, int to) {
    for (int i = from; i < to; i++) {
      if (bytes[i] == '\n') {
        return i;
      }
    }
    return -1;
  }

  private static byte[] grow(Path file, long number, byte[] line, int needed) {
    if (needed > MAX_LINE_BYTES) {
      throw new FormatException(file, number + 1, "expected a line shorter than " + (MAX_LINE_BYTES >> 20) + " MiB, found a longer one (is this a text file?)");
    }
    return Arrays.copyOf(line, (int) Math.min(Math.max(2L * line.length, needed), MAX_LINE_BYTES));
  }

  /**
   * The line {@code bytes[offset, offset + length)} as text, without a leading byte-order mark
   * (line 1) or a trailing CR. The JDK's UTF-8 constructor is the fast path (it copies ASCII
   * without a decoder loop); it replaces malformed bytes with U+FFFD, so only a line holding that
   * character is decoded again strictly, to tell a real U+FFFD from bad bytes.
   */
  private static String decode(Path file, long number, long lineStart, byte[] bytes, int offset, int length) {
    int from = contentStart(number, bytes, offset, length);
    int to = contentEnd(bytes, from, offset + length);
    String text = new String(bytes, from, to - from, StandardCharsets.UTF_8);
    if (text.indexOf('\uFFFD') >= 0) {
      try {
        strictUtf8().decode(ByteBuffer.wrap(bytes, offset, length));
      } catch (CharacterCodingException e) {
        throw new FormatException(file, number, notUtf8(Arrays.copyOfRange(bytes, offset, offset + length), length, lineStart));
      }
    }
    return text;
  }

  /** Where a line's text starts: after a byte-order mark on line 1. */
  private static int contentStart(long number, byte[] bytes, int offset, int length) {
    boolean bom = number == 1 && length >= 3 && bytes[offset] == (byte) 0xEF && bytes[offset + 1] == (byte) 0xBB && bytes[offset + 2] == (byte) 0xBF;
    return bom ? offset + 3 : offset;
  }

  /** Where a line's text ends: before a trailing CR. */
  private static int contentEnd(byte[] bytes, int from, int to) {
    return to > from && bytes[to - 1] == '\r' ? to - 1 : to;
  }

  private static boolean ascii(byte[] bytes, int from, int to) {
    for (int i = from; i < to; i++) {
      if (bytes[i] < 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * What is wrong with a line that is not UTF-8: the first byte that starts a malformed or
   * truncated sequence, as hex, with its offset in the file and its column (in bytes) in the line,
   * e.g. {@code expected UTF-8 text, found byte 0xEC at byte offset 28 (byte 29 of the line),
   * which is not valid UTF-8; save the file as UTF-8}.
   */
  public static String notUtf8(byte[] bytes, int length, long lineStart) {
    CharsetDecoder decoder = strictUtf8();
    ByteBuffer in = ByteBuffer.wrap(bytes, 0, length);
    CharBuffer out = CharBuffer.allocate(Math.max(16, length));
    CoderResult result = decoder.decode(in, out, true);
    int at = result.isError() ? in.position() : length;
    String what = at < length
        ? String.format(Locale.ROOT, "byte 0x%02X at byte offset %d (byte %d of the line)", bytes[at] & 0xFF, lineStart + at, at + 1)
        : String.format(Locale.ROOT, "a sequence cut short at byte offset %d (the end of the line)", lineStart + length);
    return "expected UTF-8 text, found " + what + ", which is not valid UTF-8; save the file as UTF-8";
  }
}
