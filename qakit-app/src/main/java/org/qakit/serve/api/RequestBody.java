package org.qakit.serve.api;

import org.qakit.serve.web.StrictUtf8;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The body of an API request as text: {@code application/json} only (a {@code charset} other than
 * UTF-8 is refused, 415), at most {@code max} bytes (the declared {@code Content-Length} is checked
 * before anything is read, and the bytes read are counted, so a chunked body is cut at the limit
 * too: 413), and strictly UTF-8 (an invalid byte sequence, an encoded surrogate or an overlong
 * form is refused with the byte offset, 400, instead of being replaced).
 */
public final class RequestBody {
  private RequestBody() {}

  /** Refuses (415) a media type other than {@code application/json}, or a charset other than UTF-8. */
  public static void requireJson(String contentType) {
    String[] parts = contentType == null ? new String[] {""} : contentType.split(";");
    if (!parts[0].strip().equalsIgnoreCase("application/json")) {
      throw ApiError.unsupportedMediaType("send the question as application/json (UTF-8), found "
          + (contentType == null || contentType.isBlank() ? "no Content-Type" : "'" + contentType + "'"));
    }
    for (int i = 1; i < parts.length; i++) {
      String p = parts[i].strip().toLowerCase(Locale.ROOT);
      if (p.startsWith("charset=") && !p.substring(8).replace("\"", "").strip().equals("utf-8")) {
        throw ApiError.unsupportedMediaType("JSON is UTF-8 (RFC 8259): send no charset or charset=utf-8, found '" + parts[i].strip() + "'");
      }
    }
  }

  /**
   * The body's bytes, at most {@code max}.
   *
   * @param declared the {@code Content-Length}, or -1 when none was sent
   */
  public static byte[] read(InputStream in, long declared, long max) throws IOException {
    refuseDeclared(declared, max);
    var out = new ByteArrayOutputStream((int) Math.min(Math.max(declared, 0), max));
    byte[] buffer = new byte[8192];
    long total = 0;
    for (int n; (n = in.read(buffer)) != -1; ) {
      total += n;
      if (total > max) {
        throw tooLarge("more than " + max + " bytes", max);
      }
      out.write(buffer, 0, n);
    }
    return out.toByteArray();
  }

  /**
   * Refuses (413) a declared {@code Content-Length} over {@code max}. Call it before opening the
   * request's input stream, so that a client waiting on {@code Expect: 100-continue} is refused
   * without being asked to send the body.
   */
  public static void refuseDeclared(long declared, long max) {
    if (declared > max) {
      throw tooLarge(declared + " bytes", max);
    }
  }

  private static ApiError tooLarge(String size, long max) {
    return ApiError.tooLarge("the body is " + size + "; this server takes at most " + max + " bytes (qakit serve --api-max-body)");
  }

  /** {@code bytes} decoded as UTF-8, refusing (400) any malformed sequence with its byte offset. */
  public static String utf8(byte[] bytes) {
    var bad = StrictUtf8.firstMalformed(bytes);
    if (bad.isPresent()) {
      throw ApiError.malformed("the body is not valid UTF-8: " + bad.get().message());
    }
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
