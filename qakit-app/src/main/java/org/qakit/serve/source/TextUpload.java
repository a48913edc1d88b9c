package org.qakit.serve.source;

import org.qakit.serve.web.StrictUtf8;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.qakit.serve.store.InputLimits;

/**
 * An uploaded article as text: the bytes must be UTF-8 (decoded strictly: a malformed or
 * unmappable sequence is an error that names its byte offset, never a replacement character), at
 * most {@link InputLimits#SOURCE_BYTES} read and at most {@link InputLimits#SOURCE_CHARS}
 * characters once decoded (the limit of a record's source, wherever it comes from), with no NUL
 * byte (a binary file); a leading byte-order mark is dropped.
 */
public final class TextUpload {
  /** The most bytes read of an upload: {@link InputLimits#SOURCE_BYTES}. */
  public static final int MAX_BYTES = InputLimits.SOURCE_BYTES;

  private TextUpload() {}

  /** The text of {@code bytes}, uploaded as {@code fileName}; {@link SourceException} when it is not UTF-8 text. */
  public static String decode(String fileName, byte[] bytes) {
    String name = fileName == null || fileName.isBlank() ? "the file" : fileName;
    if (bytes.length == 0) {
      throw new SourceException(name + ": the file is empty");
    }
    if (bytes.length > MAX_BYTES) {
      throw new SourceException(String.format(Locale.ROOT, "%s: more than %,d bytes, longer than the %,d characters a source may have",
          name, MAX_BYTES, InputLimits.SOURCE_CHARS));
    }
    var bad = StrictUtf8.firstMalformed(bytes);
    if (bad.isPresent()) {
      throw new SourceException(name + ": not UTF-8 text: " + bad.get().message() + "; save the file as UTF-8 and upload it again");
    }
    String text = new String(bytes, StandardCharsets.UTF_8);
    int nul = text.indexOf('\0');
    if (nul >= 0) {
      throw new SourceException(name + ": a NUL character at character " + nul + ": a binary file, not text");
    }
    String source = text.startsWith("\uFEFF") ? text.substring(1) : text;
    String tooLong = InputLimits.tooLong(name, source, InputLimits.SOURCE_CHARS);
    if (tooLong != null) {
      throw new SourceException(tooLong + " for a source: not read");
    }
    return source;
  }
}
