package org.qakit.serve.web;

import io.pebbletemplates.pebble.extension.escaper.SafeString;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.safety.Safelist;
import org.qakit.serve.project.Guidelines;

/**
 * A project's guidelines as HTML for the record form, safe to show whatever an admin typed.
 * Markdown is rendered by commonmark-java with every HTML tag of the text escaped (shown as text)
 * and links other than {@code http}, {@code https} and {@code mailto} dropped; the result then
 * passes jsoup's {@link Safelist#basic()} cleaner, which keeps only formatting tags and links and
 * drops every attribute that could run script. Plain text becomes escaped paragraphs. The page
 * prints the result as a {@link SafeString}, the one HTML a template does not escape.
 */
public final class GuidelinesHtml {
  private static final Parser PARSER = Parser.builder().build();
  private static final HtmlRenderer RENDERER = HtmlRenderer.builder().escapeHtml(true).sanitizeUrls(true).build();
  private static final Safelist SAFE = Safelist.basic().addTags("h1", "h2", "h3", "h4", "h5", "h6", "hr");

  private GuidelinesHtml() {}

  /** The HTML of {@code g}; empty for none. */
  public static SafeString of(Guidelines g) {
    if (g.isEmpty()) {
      return new SafeString("");
    }
    String html = g.markdown() ? RENDERER.render(PARSER.parse(g.text())) : plain(g.text());
    Document.OutputSettings out = new Document.OutputSettings().prettyPrint(false);
    return new SafeString(Jsoup.clean(html, "", SAFE, out));
  }

  private static String plain(String text) {
    var sb = new StringBuilder();
    for (String paragraph : text.split("\n\\s*\n")) {
      sb.append("<p>").append(org.jsoup.nodes.Entities.escape(paragraph.strip()).replace("\n", "<br>")).append("</p>");
    }
    return sb.toString();
  }
}
