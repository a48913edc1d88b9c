package org.qakit.serve.source;

import java.io.IOException;
import java.net.InetAddress;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.qakit.serve.store.InputLimits;

/**
 * Fetches a record's source URL on the server. Rules: {@code http}/{@code https} only; each hop's
 * host resolved once by the {@link Resolver} and every address checked by the {@link
 * AddressPolicy}, the connection made to a checked address ({@link PinnedGet}: the name only in
 * the {@code Host} header and the TLS server name), so a DNS answer that changes between the
 * check and the connection (DNS rebinding) cannot send it elsewhere; redirects followed by hand,
 * each hop resolved and checked again, at most {@link #MAX_REDIRECTS}; {@link #CONNECT_TIMEOUT}
 * to connect and {@link #TIMEOUT} for the whole answer; a body over {@link InputLimits#SOURCE_BYTES}
 * is refused (read up to one byte more, not trusting {@code Content-Length}); status 200 only;
 * {@code text/html} and {@code application/xhtml+xml} become text with {@link HtmlText}, {@code
 * text/plain} is taken as sent, anything else (PDF, images, …) is refused naming its type. The
 * charset is the {@code Content-Type}'s, else UTF-8 (HTML: jsoup honours a {@code <meta
 * charset>} when the header names none). Every failure is a {@link SourceException} with a
 * message for the form.
 */
public final class SourceFetcher {
  public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
  public static final Duration TIMEOUT = Duration.ofSeconds(15);
  public static final int MAX_REDIRECTS = 5;
  private static final String ACCEPT = "text/html, application/xhtml+xml, text/plain;q=0.9";
  private final AddressPolicy policy;
  private final Resolver resolver;
  private final Duration connectTimeout;

  public SourceFetcher(AddressPolicy policy) {
    this(policy, Resolver.SYSTEM, CONNECT_TIMEOUT);
  }

  /** A fetcher whose host names are resolved by {@code resolver} (tests), connecting within {@code connectTimeout}. */
  public SourceFetcher(AddressPolicy policy, Resolver resolver, Duration connectTimeout) {
    if (connectTimeout.isNegative() || connectTimeout.isZero()) {
      throw new IllegalArgumentException("connect timeout must be positive, found " + connectTimeout);
    }
    this.policy = java.util.Objects.requireNonNull(policy, "policy");
    this.resolver = java.util.Objects.requireNonNull(resolver, "resolver");
    this.connectTimeout = connectTimeout;
  }

  /** The text at {@code url}. */
  public FetchedSource fetch(String url) {
    URI uri;
    try {
      uri = new URI(url.strip());
    } catch (URISyntaxException e) {
      throw new SourceException("'" + url + "' is not a URL: " + e.getReason());
    }
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
      List<InetAddress> addresses = policy.addresses(uri, resolver);
      PinnedGet r = send(uri, addresses, deadline);
      int status = r.status();
      if (status >= 300 && status < 400 && !r.header("Location").isEmpty()) {
        r.close();
        try {
          uri = uri.resolve(r.header("Location"));
        } catch (IllegalArgumentException e) {
          throw new SourceException(uri + " redirects to '" + r.header("Location") + "', not a URL");
        }
        continue;
      }
      if (status != 200) {
        r.close();
        throw new SourceException(uri + " answered HTTP " + status);
      }
      try (r) {
        return read(uri, r);
      }
    }
    throw new SourceException(url + ": more than " + MAX_REDIRECTS + " redirects");
  }

  private PinnedGet send(URI uri, List<InetAddress> addresses, long deadline) {
    try {
      return PinnedGet.send(uri, addresses, connectTimeout.toMillis(), deadline, ACCEPT);
    } catch (SocketTimeoutException e) {
      throw timedOut(uri);
    } catch (IOException e) {
      throw new SourceException(uri + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
    }
  }

  private static SourceException timedOut(URI uri) {
    return new SourceException(uri + ": no answer within " + TIMEOUT.toSeconds() + " s");
  }

  private static FetchedSource read(URI uri, PinnedGet r) {
    String type = r.header("Content-Type");
    String mime = type.split(";")[0].strip().toLowerCase(Locale.ROOT);
    boolean html = mime.equals("text/html") || mime.equals("application/xhtml+xml");
    if (!html && !mime.equals("text/plain")) {
      throw new SourceException(uri + " sent " + (mime.isEmpty() ? "no content type" : mime) + ": only text/html and text/plain are read");
    }
    byte[] bytes;
    try {
      bytes = r.body().readNBytes(InputLimits.SOURCE_BYTES + 1);
    } catch (SocketTimeoutException e) {
      throw timedOut(uri);
    } catch (IOException e) {
      throw new SourceException(uri + ": reading the answer: " + e.getMessage());
    }
    if (bytes.length > InputLimits.SOURCE_BYTES) {
      throw new SourceException(uri + ": more than " + InputLimits.SOURCE_BYTES + " bytes, the most a source may have");
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
}
