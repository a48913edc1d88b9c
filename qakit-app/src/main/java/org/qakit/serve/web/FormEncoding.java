package org.qakit.serve.web;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Part;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.jetty.http.BadMessageException;
import org.qakit.serve.store.InputLimits;

/**
 * Refuses, with 400 and a message, a form post (URL-encoded or multipart, every path but {@code
 * /api/}) whose field names or values are not text: bytes that are not UTF-8 ({@link StrictUtf8};
 * a lone surrogate sent as {@code %ED%A0%80} is one), a broken {@code %} escape, or a NUL
 * character (PostgreSQL stores no NUL in text). Javalin would decode them with U+FFFD in place of
 * the bad bytes, or fail, and the text saved would not be what was sent. Uploaded files are
 * not looked at here: their readers check them ({@code TextUpload}, {@code ImageType}, the import
 * formats).
 */
public final class FormEncoding {
  private FormEncoding() {}

  /** A before-filter: checks the form of a POST; the handler runs only when it is text. */
  public static void check(Context ctx) {
    if (!HandlerType.POST.equals(ctx.method()) || ctx.path().startsWith("/api/")) {
      return;
    }
    String type = Optional.ofNullable(ctx.contentType()).orElse("").toLowerCase(Locale.ROOT);
    if (type.startsWith("application/x-www-form-urlencoded")) {
      urlEncoded(ctx.bodyAsBytes());
    } else if (type.startsWith("multipart/form-data")) {
      multipart(ctx);
    }
  }

  /**
   * The message for a form the server could not read (Jetty's {@code BadMessageException}, e.g. a
   * multipart post whose text fields exceed {@link InputLimits#FORM_BYTES}, or more than 1,000
   * fields), found anywhere in {@code e}'s causes; empty for any other failure.
   */
  public static Optional<String> unreadable(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof BadMessageException bad) {
        Throwable why = bad.getCause();
        return Optional.of(String.format(Locale.ROOT, "the form could not be read (%s%s): its text fields may take %,d bytes together."
            + " Nothing was saved.", bad.getReason() == null ? "malformed" : bad.getReason(), why == null || why.getMessage() == null ? ""
            : ": " + why.getMessage(), InputLimits.FORM_BYTES));
      }
    }
    return Optional.empty();
  }

  /** Checks a URL-encoded body ({@code name=value&…}); {@link BadRequestResponse} naming the field when a name or value is not text. */
  static void urlEncoded(byte[] body) {
    int start = 0;
    for (int i = 0; i <= body.length; i++) {
      if (i == body.length || body[i] == '&') {
        pair(body, start, i);
        start = i + 1;
      }
    }
  }

  private static void pair(byte[] body, int from, int to) {
    int eq = from;
    while (eq < to && body[eq] != '=') {
      eq++;
    }
    String name = text(percentDecoded(body, from, eq, from, "a field name"), "a field name");
    if (eq < to) {
      text(percentDecoded(body, eq + 1, to, from, "field '" + name + "'"), "field '" + name + "'");
    }
  }

  private static void multipart(Context ctx) {
    ctx.formParamMap();
    try {
      for (Part part : ctx.req().getParts()) {
        String name = part.getName();
        if (name != null) {
          nul(name, "a field name");
        }
        if (part.getSubmittedFileName() == null) {
          try (InputStream in = part.getInputStream()) {
            text(in.readAllBytes(), "field '" + name + "'");
          }
        }
      }
    } catch (IOException | ServletException e) {
      throw new BadRequestResponse("the form could not be read: " + e.getMessage());
    }
  }

  /** The bytes of {@code body[from, to)} with {@code +} and {@code %XX} decoded. */
  private static byte[] percentDecoded(byte[] body, int from, int to, int pairStart, String what) {
    var out = new ByteArrayOutputStream(to - from);
    for (int i = from; i < to; i++) {
      byte b = body[i];
      if (b == '+') {
        out.write(' ');
      } else if (b == '%') {
        int hi = i + 2 < to ? Character.digit(body[i + 1], 16) : -1;
        int lo = i + 2 < to ? Character.digit(body[i + 2], 16) : -1;
        if (hi < 0 || lo < 0) {
          throw new BadRequestResponse(what + ": '%' at byte " + i + " of the form is not followed by two hexadecimal digits;"
              + " the form is not URL-encoded. Nothing was saved.");
        }
        out.write(hi * 16 + lo);
        i += 2;
      } else {
        out.write(b);
      }
    }
    return out.toByteArray();
  }

  /** {@code bytes} as text, or {@link BadRequestResponse} naming {@code what}. */
  private static String text(byte[] bytes, String what) {
    String s;
    try {
      s = StrictUtf8.decode(bytes, what);
    } catch (StrictUtf8.NotUtf8 e) {
      throw new BadRequestResponse(e.getMessage() + " (counting from the start of the value): the form was not sent as UTF-8 text"
          + " (bytes of another encoding, or half of a character such as a lone surrogate). Nothing was saved; send it again as UTF-8.");
    }
    nul(s, what);
    return s;
  }

  private static void nul(String s, String what) {
    int nul = s.indexOf('\0');
    if (nul >= 0) {
      throw new BadRequestResponse(what + ": a NUL character (U+0000) at character " + nul + ": no text field may hold one. Nothing was saved.");
    }
  }
}
