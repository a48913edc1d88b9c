package org.qakit.serve.web;

import java.util.List;
import org.qakit.serve.record.ArticleSentences;
import org.unbescape.html.HtmlEscape;

/**
 * The record form's article as HTML: each sentence a {@code span.sentence} with its index, its
 * offsets into the article and, when it differs from the text shown (a whitespace run collapsed),
 * its collapsed text in {@code data-text}; the text between sentences as written. Most sentences
 * have no such run, so the page does not carry the article a third time. Written
 * here rather than in the template because a 100 KB article has about 2,000 pieces and Pebble's
 * reflective attribute lookups made this loop the largest part of the page's CPU. Escaped with the
 * escaper Pebble's {@code html} strategy uses (unbescape's HTML4/XML escape).
 */
final class ArticleHtml {
  private ArticleHtml() {}

  /** The pieces of an article as HTML, to be placed inside {@code div.sentences} unescaped. */
  static String of(List<ArticleSentences.Piece> pieces) {
    var out = new StringBuilder(pieces.stream().mapToInt(p -> 2 * p.raw().length() + 80).sum());
    for (ArticleSentences.Piece p : pieces) {
      if (p.sentence()) {
        out.append("<span class=\"sentence\" data-index=\"").append(p.index())
            .append("\" data-start=\"").append(p.start())
            .append("\" data-end=\"").append(p.end());
        if (!p.text().equals(p.raw())) {
          out.append("\" data-text=\"").append(HtmlEscape.escapeHtml4Xml(p.text()));
        }
        out.append("\">").append(HtmlEscape.escapeHtml4Xml(p.raw())).append("</span>");
      } else {
        out.append(HtmlEscape.escapeHtml4Xml(p.raw()));
      }
    }
    return out.toString();
  }
}
