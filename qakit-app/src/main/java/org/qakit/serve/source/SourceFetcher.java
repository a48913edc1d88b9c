package org.qakit.serve.source;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;

/**
 * Fetches a record's source URL on the server. Rules: {@code http}/{@code https} only; each hop's
 * host checked by the {@link AddressPolicy} (redirects followed by hand, at most {@link
 * #MAX_REDIRECTS}); {@link #CONNECT_TIMEOUT} to connect and {@link #TIMEOUT} for the whole
 * answer; a body over {@link TextUpload#MAX_BYTES} is refused (read up to one byte more, not
 * trusting {@code Content-Length}); status 200 only; {@code text/html} and {@code
 * application/xhtml+xml} become text with {@link HtmlText}, {@code text/plain} is taken as sent,
 * anything else (PDF, images, …) is refused naming its type. The charset is the {@code
 * Content-Type}'s, else UTF-8 (HTML: jsoup honours a {@code <meta charset>} when the header
 * names none). Every failure is a {@link SourceException} with a message for the form.
 */
public final class SourceFetcher {
  public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
  public static final Duration TIMEOUT = Duration.ofSeconds(15);
  public static final int MAX_REDIRECTS = 5;
  private final AddressPolicy policy;
  private final HttpClient client;

  public SourceFetcher(AddressPolicy policy) {
    this.policy = policy;
    this.client = HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).followRedirects(HttpClient.Redirect.NEVER).build();
  }

  /** The text at {@code url}. */
  public FetchedSource fetch(String url) {
    URI uri;
    try {
      uri = new URI(url.strip());
    } catch (URISyntaxException e) {
      throw new SourceException("'" + url + "' is not a URL: " + e.getReason());
    }
    for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
      policy.check(uri);
      HttpResponse<InputStream> r = send(uri);
      int status = r.statusCode();
      if (status >= 300 && status < 400 && r.headers().firstValue("Location").isPresent()) {
        close(r);
        uri = uri.resolve(r.headers().firstValue("Location").get());
        continue;
      }
      if (status != 200) {
        close(r);
        throw new SourceException(uri + " answered HTTP " + status);
      }
      return read(uri, r);
    }
    throw new SourceException(url + ": more than " + MAX_REDIRECTS + " redirects");
  }

  private HttpResponse<InputStream> send(URI uri) {
    HttpRequest req = HttpRequest.newBuilder(uri).timeout(TIMEOUT).header("User-Agent", "qakit-serve")
        .header("Accept", "text/html, application/xhtml+xml, text/plain;q=0.9").GET().build();
    try {
      return client.send(req, HttpResponse.BodyHandlers.ofInputStream());
    } catch (HttpTimeoutException e) {
      throw new SourceException(uri + ": no answer within " + TIMEOUT.toSeconds() + " s");
    } catch (IOException e) {
      throw new SourceException(uri + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SourceException(uri + ": interrupted");
    }
  }

  private static FetchedSource read(URI uri, HttpResponse<InputStream> r) {
    String type = r.headers().firstValue("Content-Type").orElse("");
    String mime = type.split(";")[0].strip().toLowerCase(Locale.ROOT);
    boolean html = mime.equals("text/html") || mime.equals("application/xhtml+xml");
    if (!html && !mime.equals("text/plain")) {
      close(r);
      throw new SourceException(uri + " sent " + (mime.isEmpty() ? "no content type" : mime) + ": only text/html and text/plain are read");
    }
    byte[] bytes;
    try (InputStream in = r.body()) {
      bytes = in.readNBytes(TextUpload.MAX_BYTES + 1);
    } catch (IOException e) {
      throw new SourceException(uri + ": reading the answer: " + e.getMessage());
    }
    if (bytes.length > TextUpload.MAX_BYTES) {
      throw new SourceException(uri + ": more than " + TextUpload.MAX_BYTES + " bytes, the most a source may have");
    }
    Charset charset = charset(type);
    if (html) {
      return HtmlText.read(bytes, charset == null ? null : charset.name(), uri.toString());
    }
    return new FetchedSource(uri.toString(), "", new String(bytes, charset != null ? charset : StandardCharsets.UTF_8).strip());
  }

  private static Charset charset(String contentType) {
    for (String part : contentType.split(";")) {
      String p = part.strip();
      if (p.toLowerCase(Locale.ROOT).startsWith("charset=")) {
        try {
          return Charset.forName(p.substring(8).replace("\"", "").strip());
        } catch (IllegalArgumentException e) {
          return null;
        }
      }
    }
    return null;
  }

  private static void close(HttpResponse<InputStream> r) {
    try {
      r.body().close();
    } catch (IOException e) {
      // the answer is not read
    }
  }
}
