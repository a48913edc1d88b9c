package org.qakit.serve.source;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;

/**
 * The readable text of an HTML page, with jsoup (a maintained HTML5 parser; version pinned in the
 * parent pom): {@code script}, {@code style}, {@code noscript}, {@code template}, {@code nav},
 * {@code header}, {@code footer}, {@code aside} and {@code form} elements are dropped; the text of
 * the {@code main} element, else of the {@code article} element, else of the {@code body}, is
 * taken one block per line (each {@code p}, {@code h1}–{@code h6}, {@code li}, {@code td},
 * {@code th}, {@code dd}, {@code dt}, {@code pre}, {@code blockquote} and {@code caption} with no
 * such block inside it), whitespace collapsed, empty lines left out. A page with no such block
 * gives the container's whole text. Entities are decoded; no markup remains.
 */
public final class HtmlText {
  private static final String DROPPED = "script, style, noscript, template, nav, header, footer, aside, form";
  private static final String BLOCKS = "p, h1, h2, h3, h4, h5, h6, li, td, th, dd, dt, pre, blockquote, caption";

  private HtmlText() {}

  /** The page's text and title from its HTML. */
  public static FetchedSource read(String html, String baseUrl) {
    return read(Jsoup.parse(html, baseUrl), baseUrl);
  }

  /** The page's text and title from its bytes in {@code charset}, or (null) the charset its {@code <meta>} names, else UTF-8. */
  public static FetchedSource read(byte[] html, String charset, String baseUrl) {
    try {
      return read(Jsoup.parse(new java.io.ByteArrayInputStream(html), charset, baseUrl), baseUrl);
    } catch (java.io.IOException e) {
      throw new SourceException(baseUrl + ": " + e.getMessage());
    }
  }

  private static FetchedSource read(Document doc, String baseUrl) {
    doc.select(DROPPED).remove();
    Element container = doc.selectFirst("main");
    if (container == null) {
      container = doc.selectFirst("article");
    }
    if (container == null) {
      container = doc.body();
    }
    var sb = new StringBuilder();
    Elements blocks = container.select(BLOCKS);
    for (Element e : blocks) {
      if (!e.select(BLOCKS).stream().filter(x -> x != e).findAny().isPresent()) {
        String t = e.text().strip();
        if (!t.isEmpty()) {
          sb.append(t).append('\n');
        }
      }
    }
    String text = sb.isEmpty() ? container.text().strip() : sb.toString().strip();
    return new FetchedSource(baseUrl, doc.title().strip(), text);
  }
}
