package org.qakit.serve.source;

/**
 * A source fetched from a URL.
 *
 * @param url the URL the text came from (after redirects)
 * @param title the HTML page's {@code <title>}, or empty for plain text
 * @param text the text: plain text as sent, HTML as {@link HtmlText} reads it
 */
public record FetchedSource(String url, String title, String text) {}
