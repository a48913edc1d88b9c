package org.qakit.serve.web;

import io.javalin.http.ContentType;
import io.javalin.http.Context;
import io.pebbletemplates.pebble.PebbleEngine;
import io.pebbletemplates.pebble.loader.ClasspathLoader;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.apache.commons.io.output.StringBuilderWriter;
import org.apache.commons.io.output.UnsynchronizedByteArrayOutputStream;
import org.qakit.serve.auth.Session;

/**
 * Renders the HTML pages from Pebble templates under {@code qakit/serve/templates/} with
 * auto-escaping on (Pebble's default HTML strategy): every value a template prints is escaped
 * unless the template marks it {@code raw}, which only the record form's article does (its HTML
 * is written and escaped in Java, {@link ArticleHtml}). Every page gets {@code me} (the
 * signed-in account or null) and {@code csrf} (the session's token, which every form sends as
 * {@code _csrf}).
 *
 * <p>Each template is parsed once, on first use, and kept compiled in the engine's template cache
 * ({@code cacheActive}, Pebble's default, set here so that it is not lost by accident): a request
 * only evaluates it. A page is rendered whole before it is sent (a template error gives the error
 * page, not half a page), encoded to UTF-8 as it is written into a buffer that grows in chunks
 * without copying (commons-io's {@code UnsynchronizedByteArrayOutputStream}), and sent from that
 * buffer: a record page with a 100 KB article was otherwise copied five times (a Latin-1
 * builder widened to UTF-16, grown, turned into a String, then encoded).
 */
public final class Pages {
  /** The render buffer's first size, in bytes, about the size of a project overview with 50 records. */
  static final int INITIAL_BYTES = 16 * 1024;
  private final PebbleEngine engine;

  public Pages() {
    ClasspathLoader loader = new ClasspathLoader();
    loader.setPrefix("qakit/serve/templates");
    loader.setSuffix(".peb");
    this.engine = new PebbleEngine.Builder().loader(loader).autoEscaping(true).strictVariables(false).cacheActive(true).build();
  }

  /** Renders template {@code name} with {@code model} into the response. */
  public void render(Context ctx, String name, Map<String, ?> model) {
    var all = new HashMap<String, Object>(model);
    Session s = ctx.attribute(Web.SESSION);
    all.put("me", s == null ? null : s.account().orElse(null));
    all.put("csrf", s == null ? "" : s.csrf());
    try {
      var out = UnsynchronizedByteArrayOutputStream.builder().setBufferSize(INITIAL_BYTES + sizeHint(all)).get();
      try (var writer = new OutputStreamWriter(out, StandardCharsets.UTF_8)) {
        engine.getTemplate(name).evaluate(writer, all);
      }
      ctx.contentType(ContentType.TEXT_HTML.getMimeType() + "; charset=utf-8").result(out.toInputStream());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Bytes a page of {@code model} will have beyond the template's own: three times a record's source (the text box, the clickable article and its sentences' data-text). */
  private static int sizeHint(Map<String, Object> model) {
    return model.get("body") instanceof org.qakit.serve.record.RecordBody b ? (int) Math.min(64L << 20, 3L * b.source().length()) : 0;
  }

  /** The HTML of template {@code name} with {@code model}. */
  public String render(String name, Map<String, Object> model) {
    try {
      var out = new StringBuilderWriter(INITIAL_BYTES + sizeHint(model));
      engine.getTemplate(name).evaluate(out, model);
      return out.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
