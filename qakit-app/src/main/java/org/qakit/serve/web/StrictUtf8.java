package org.qakit.serve.web;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/**
 * UTF-8 decoded strictly, for everything a person sends the server as text: a byte sequence that
 * is not UTF-8 (a Latin-2 {@code ě}, a cut sequence, an over-long form, a surrogate encoded as
 * {@code ED A0 80}) is an error naming its byte offset, never a replacement character. Java's
 * {@code new String(bytes, UTF_8)} and {@code URLDecoder} replace such bytes with U+FFFD silently.
 * A decoded {@code String} can still hold a lone surrogate (from a JSON escape such as {@code
 * \ud800}): {@link #loneSurrogate} finds it. Used by {@link FormEncoding} for form posts; the JSON
 * API may use it for request bodies.
 */
public final class StrictUtf8 {
  private StrictUtf8() {}

  /** Where decoding failed: the byte offset of the first byte of the bad sequence and that byte. */
  public record Malformed(int offset, int value) {
    /** {@code byte 0xED at offset 3 is not valid UTF-8}. */
    public String message() {
      return String.format(Locale.ROOT, "byte 0x%02X at offset %d is not valid UTF-8", value, offset);
    }
  }

  /** Thrown by {@link #decode} for bytes that are not UTF-8. */
  public static final class NotUtf8 extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final transient Malformed where;

    NotUtf8(String what, Malformed where) {
      super(what + ": " + where.message());
      this.where = where;
    }

    public Malformed where() {
      return where;
    }
  }

  /** The text of {@code bytes}; {@link NotUtf8} (its message starting with {@code what}) when they are not UTF-8. */
  public static String decode(byte[] bytes, String what) {
    var out = CharBuffer.allocate(bytes.length);
    Optional<Malformed> bad = decode(bytes, out);
    if (bad.isPresent()) {
      throw new NotUtf8(what, bad.get());
    }
    return out.flip().toString();
  }

  /** The first malformed sequence of {@code bytes}, or empty when they are UTF-8. */
  public static Optional<Malformed> firstMalformed(byte[] bytes) {
    return decode(bytes, CharBuffer.allocate(bytes.length));
  }

  /** The index of the first surrogate in {@code s} that is not half of a pair, or -1. */
  public static int loneSurrogate(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return i;
      }
    }
    return -1;
  }

  private static Optional<Malformed> decode(byte[] bytes, CharBuffer out) {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CoderResult r = decoder.decode(in, out, true);
    if (!r.isError()) {
      r = decoder.flush(out);
    }
    if (r.isError()) {
      int at = Math.min(in.position(), bytes.length - 1);
      return Optional.of(new Malformed(at, bytes[at] & 0xFF));
    }
    return Optional.empty();
  }
}
