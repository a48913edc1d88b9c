package org.qakit.eval.trec;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;

/**
 * Reads a TREC qrels or run file as fields of bytes, without a {@code String} per line or field:
 * the file is read in large chunks and each line is split in place as trec_eval splits it: fields
 * are separated by runs of C {@code isspace} bytes (space, tab, vertical tab, form feed, carriage
 * return); any other byte, those of non-ASCII spaces included, belongs to a field. The handler gets the reader, positioned
 * on one line, and reads the fields' offsets in {@link #bytes()}.
 *
 * <p>What {@link TextLines} guarantees holds here too: a line with a byte above 0x7F must be UTF-8
 * (checked only on such lines; the error names the byte as {@code TextLines} does), a leading
 * byte-order mark is dropped, CR before LF is white space anyway. Blank lines and lines whose first
 * field starts with {@code #} are skipped before the handler sees them.
 */
final class TrecFieldReader {
  /** The most fields a line keeps offsets for; {@link #count()} goes on counting past it. */
  static final int MAX_FIELDS = 8;

  /** Receives one non-blank, non-comment line. */
  @FunctionalInterface
  interface Handler {
    void line(TrecFieldReader line);
  }

  private final Path file;
  private byte[] buffer = new byte[1 << 18];
  private final int[] starts = new int[MAX_FIELDS];
  private final int[] ends = new int[MAX_FIELDS];
  private int count;
  private int rawFrom;
  private int lineFrom;
  private int lineTo;
  private long number;
  private long offset;

  private TrecFieldReader(Path file) {
    this.file = file;
  }

  /** Reads {@code file}, calling {@code handler} once per line with fields. */
  static void forEach(Path file, Handler handler) throws IOException {
    new TrecFieldReader(file).read(handler);
  }

  private void read(Handler handler) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      int filled = 0;
      int n;
      while ((n = in.read(buffer, filled, buffer.length - filled)) != -1) {
        filled += n;
        int from = 0;
        for (int i = indexOf(buffer, from, filled); i >= 0; i = indexOf(buffer, from, filled)) {
          line(handler, from, i);
          offset += i + 1 - from;
          from = i + 1;
        }
        System.arraycopy(buffer, from, buffer, 0, filled - from);
        filled -= from;
        if (filled == buffer.length) {
          buffer = Arrays.copyOf(buffer, buffer.length * 2);
        }
      }
      if (filled > 0) {
        line(handler, 0, filled);
      }
    } catch (java.nio.file.FileSystemException e) {
      throw e;
    } catch (IOException e) {
      throw new java.nio.file.FileSystemException(file.toString(), null, e.getMessage());
    }
  }

  private static int indexOf(byte[] bytes, int from, int to) {
    for (int i = from; i < to; i++) {
      if (bytes[i] == '\n') {
        return i;
      }
    }
    return -1;
  }

  private void line(Handler handler, int from, int to) {
    number++;
    rawFrom = from;
    if (number == 1 && to - from >= 3 && buffer[from] == (byte) 0xEF && buffer[from + 1] == (byte) 0xBB && buffer[from + 2] == (byte) 0xBF) {
      from += 3;
    }
    lineFrom = from;
    lineTo = to;
    count = 0;
    int start = -1;
    int high = 0;
    byte[] b = buffer;
    for (int i = from; i < to; i++) {
      byte c = b[i];
      high |= c;
      if (c == ' ' || c == '\t' || c == '\r' || c == '\u000B' || c == '\f') {
        if (start >= 0) {
          field(start, i);
          start = -1;
        }
      } else if (start < 0) {
        start = i;
      }
    }
    if (start >= 0) {
      field(start, to);
    }
    if (high < 0) {
      requireUtf8();
    }
    if (count == 0 || b[starts[0]] == '#') {
      return;
    }
    handler.line(this);
  }

  private void field(int start, int end) {
    if (count < MAX_FIELDS) {
      starts[count] = start;
      ends[count] = end;
    }
    count++;
  }

  private void requireUtf8() {
    byte[] copy = Arrays.copyOfRange(buffer, rawFrom, lineTo);
    try {
      TextLines.strictUtf8().decode(java.nio.ByteBuffer.wrap(copy));
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new FormatException(file, number, TextLines.notUtf8(copy, copy.length, offset));
    }
  }

  Path file() {
    return file;
  }

  /** The line's number, from 1. */
  long number() {
    return number;
  }

  /** How many fields the line has. */
  int count() {
    return count;
  }

  /** The buffer the offsets point into; valid only during the handler call. */
  byte[] bytes() {
    return buffer;
  }

  /** Where field {@code i} (0-based, below {@link #MAX_FIELDS}) starts in {@link #bytes()}. */
  int start(int i) {
    return starts[i];
  }

  /** Where field {@code i} ends (exclusive). */
  int end(int i) {
    return ends[i];
  }

  /** Field {@code i} as text, for a message. */
  String field(int i) {
    return new String(buffer, starts[i], ends[i] - starts[i], StandardCharsets.UTF_8);
  }

  /** The line quoted for a message, shortened when long. */
  String shown() {
    String s = new String(buffer, lineFrom, lineTo - lineFrom, StandardCharsets.UTF_8).strip();
    return "'" + (s.length() > 80 ? s.substring(0, 77) + "..." : s) + "'";
  }

  /** An error about this line. */
  FormatException error(String message) {
    return new FormatException(file, number, message);
  }
}
