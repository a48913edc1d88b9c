package org.qakit.serve.source;

import com.ibm.icu.text.CharsetDetector;
import com.ibm.icu.text.CharsetMatch;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.qakit.serve.store.InputLimits;
import org.qakit.serve.web.StrictUtf8;

/**
 * The one place an uploaded text file becomes text. UTF-8 is the default and is decoded strictly
 * ({@link StrictUtf8}: a malformed sequence is an error naming its byte offset, never a replacement
 * character). A file that is not UTF-8 is not refused: {@link #detect} asks ICU4J's {@link
 * CharsetDetector} for its encoding (Czech files are mostly windows-1250 or ISO-8859-2), the form
 * shows that guess with a preview ({@link CharsetChoice}), and the text is read only after the
 * person confirms it or picks another of {@link #CHARSETS}; that decoding is strict too (a byte the
 * encoding does not define, such as 0x81 in windows-1250, is an error). Either way: at most {@link
 * InputLimits#SOURCE_BYTES} read, at most {@link InputLimits#SOURCE_CHARS} characters once decoded
 * (the limit of a record's source, wherever it comes from), no NUL byte (a binary file), and a
 * leading byte-order mark dropped.
 */
public final class TextUpload {
  /** The most bytes read of an upload: {@link InputLimits#SOURCE_BYTES}. */
  public static final int MAX_BYTES = InputLimits.SOURCE_BYTES;

  /** The encodings a person may choose for a file that is not UTF-8: Czech, then Western European legacy ones. */
  public static final List<String> CHARSETS = List.of("windows-1250", "ISO-8859-2", "windows-1252", "ISO-8859-1", "UTF-8");

  /** ICU's guess for a file: the encoding's Java name, ICU's confidence (0–100) and the language it suggests (may be empty). */
  public record Guess(String charset, int confidence, String language) {}

  private TextUpload() {}

  /** The text of {@code bytes}, uploaded as {@code fileName}; {@link SourceException} when it is not UTF-8 text. */
  public static String decode(String fileName, byte[] bytes) {
    String name = checked(fileName, bytes);
    var bad = StrictUtf8.firstMalformed(bytes);
    if (bad.isPresent()) {
      throw new SourceException(name + ": not UTF-8 text: " + bad.get().message() + "; save the file as UTF-8 and upload it again");
    }
    return text(name, new String(bytes, StandardCharsets.UTF_8));
  }

  /**
   * The text of {@code bytes} read as {@code charset} (one of {@link #CHARSETS}), strictly: a byte
   * sequence the encoding does not define is a {@link SourceException} naming its offset.
   */
  public static String decode(String fileName, byte[] bytes, String charset) {
    if (!CHARSETS.contains(charset)) {
      throw new SourceException("unknown encoding '" + charset + "': choose one of " + String.join(", ", CHARSETS));
    }
    if (charset.equals("UTF-8")) {
      return decode(fileName, bytes);
    }
    String name = checked(fileName, bytes);
    CharsetDecoder decoder = Charset.forName(charset).newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    try {
      return text(name, decoder.decode(in).toString());
    } catch (CharacterCodingException e) {
      int at = Math.min(in.position(), bytes.length - 1);
      throw new SourceException(String.format(Locale.ROOT, "%s: not %s text: byte 0x%02X at offset %d is not a character of %s",
          name, charset, bytes[at] & 0xFF, at, charset));
    }
  }

  /** Whether {@code bytes} are UTF-8 (strictly). */
  public static boolean isUtf8(byte[] bytes) {
    return StrictUtf8.firstMalformed(bytes).isEmpty();
  }

  /** ICU4J's best guess of the encoding of {@code bytes}, or empty when it has none. */
  public static Optional<Guess> detect(byte[] bytes) {
    CharsetDetector detector = new CharsetDetector();
    detector.setText(bytes);
    CharsetMatch m = detector.detect();
    if (m == null) {
      return Optional.empty();
    }
    String language = m.getLanguage() == null ? "" : m.getLanguage();
    return Optional.of(new Guess(m.getName(), m.getConfidence(), language));
  }

  private static String checked(String fileName, byte[] bytes) {
    String name = fileName == null || fileName.isBlank() ? "the file" : fileName;
    if (bytes.length == 0) {
      throw new SourceException(name + ": the file is empty");
    }
    if (bytes.length > MAX_BYTES) {
      throw new SourceException(String.format(Locale.ROOT, "%s: more than %,d bytes, longer than the %,d characters a source may have",
          name, MAX_BYTES, InputLimits.SOURCE_CHARS));
    }
    return name;
  }

  private static String text(String name, String text) {
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
