package org.qakit.serve.source;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.net.ssl.SSLContext;
import org.apache.hc.client5.http.io.DetachedSocketFactory;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.ssl.SSLContexts;
import org.apache.hc.core5.util.Timeout;
import org.qakit.serve.store.InputLimits;

/**
 * Fetches a record's source URL on the server. Rules: {@code http}/{@code https} only; each hop's
 * host resolved once by the {@link Resolver} and every address checked by the {@link
 * AddressPolicy}; the request sent by Apache HttpClient 5 ({@link PinnedClient}) to a checked
 * address only (the name goes into the {@code Host} header, the TLS server name and the
 * certificate's host name check, never to a second lookup), so a DNS answer that changes between
 * the check and the connection (DNS rebinding) cannot send it elsewhere; redirects followed here,
 * each hop resolved and checked again, at most {@link #MAX_REDIRECTS}; {@link #CONNECT_TIMEOUT}
 * to connect and {@link #TIMEOUT} for the whole fetch, redirects and body included; a body over
 * {@link #maxBytes()} is refused (read up to one byte more, not trusting {@code Content-Length});
 * status 200 only; {@code text/html} and {@code application/xhtml+xml} become text with {@link
 * HtmlText}, {@code text/plain} is taken as sent, anything else (PDF, images, …) is refused naming
 * its type. The charset is the {@code Content-Type}'s, else UTF-8 (HTML: jsoup honours a {@code
 * <meta charset>} when the header names none). Every failure is a {@link SourceException} whose
 * message names the URL and the reason, never an address the host resolved to.
 */
public final class SourceFetcher {
  public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
  public static final Duration TIMEOUT = Duration.ofSeconds(15);
  public static final int MAX_REDIRECTS = 5;
  private static final String ACCEPT = "text/html, application/xhtml+xml, text/plain;q=0.9";
  private final AddressPolicy policy;
  private final Resolver resolver;
  private final Duration connectTimeout;
  private final Duration timeout;
  private final Supplier<SSLContext> tls;
  private final DetachedSocketFactory sockets;

  public SourceFetcher(AddressPolicy policy) {
    this(policy, Resolver.SYSTEM, CONNECT_TIMEOUT);
  }

  /** A fetcher whose host names are resolved by {@code resolver} (tests), connecting within {@code connectTimeout}. */
  public SourceFetcher(AddressPolicy policy, Resolver resolver, Duration connectTimeout) {
    this(policy, resolver, connectTimeout, TIMEOUT, () -> SystemTls.CONTEXT, PinnedClient.DIRECT);
  }

  /**
   * The JDK's trust store as a TLS context, read on the first https fetch rather than at every
   * server start (reading the trust store took about 0.2 s of CPU, a tenth of a test server's start).
   */
  private static final class SystemTls {
    static final SSLContext CONTEXT = SSLContexts.createSystemDefault();
  }

  /**
   * A fetcher (tests) that ends each fetch within {@code timeout}, trusts the certificates {@code
   * tls} trusts and opens its sockets with {@code sockets}.
   */
  SourceFetcher(AddressPolicy policy, Resolver resolver, Duration connectTimeout, Duration timeout, SSLContext tls,
      DetachedSocketFactory sockets) {
    this(policy, resolver, connectTimeout, timeout, supplied(tls), sockets);
  }

  private SourceFetcher(AddressPolicy policy, Resolver resolver, Duration connectTimeout, Duration timeout, Supplier<SSLContext> tls,
      DetachedSocketFactory sockets) {
    if (connectTimeout.isNegative() || connectTimeout.isZero()) {
      throw new IllegalArgumentException("connect timeout must be positive, found " + connectTimeout);
    }
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("timeout must be positive, found " + timeout);
    }
    this.timeout = timeout;
    this.policy = Objects.requireNonNull(policy, "policy");
    this.resolver = Objects.requireNonNull(resolver, "resolver");
    this.connectTimeout = connectTimeout;
    this.tls = tls;
    this.sockets = Objects.requireNonNull(sockets, "sockets");
  }

  private static Supplier<SSLContext> supplied(SSLContext tls) {
    Objects.requireNonNull(tls, "tls");
    return () -> tls;
  }

  /** The most bytes read of a fetched page: {@link InputLimits#SOURCE_BYTES}, as of an uploaded file. */
  static int maxBytes() {
    return InputLimits.SOURCE_BYTES;
  }

  /** The text at {@code url}. */
  public FetchedSource fetch(String url) {
    URI uri;
    try {
      uri = new URI(url.strip());
    } catch (URISyntaxException e) {
      throw new SourceException("'" + url + "' is not a URL: " + e.getReason());
    }
    long deadline = System.nanoTime() + timeout.toNanos();
    try (var client = new PinnedClient(tls.get(), sockets, timeout.toNanos())) {
      for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
        List<InetAddress> addresses = policy.addresses(uri, resolver);
        if (uri.getRawUserInfo() != null) {
          throw new SourceException(uri.getScheme() + "://" + uri.getHost() + ": a URL with a user name or password is not fetched");
        }
        ClassicHttpResponse r = send(client, uri, addresses, deadline);
        try {
          int status = r.getCode();
          String location = header(r, "Location");
          if (status >= 300 && status < 400 && !location.isEmpty()) {
            uri = redirect(uri, location);
            continue;
          }
          if (status != 200) {
            throw new SourceException(uri + " answered HTTP " + status);
          }
          return read(client, uri, r);
        } finally {
          client.discard(r);
        }
      }
    }
    throw new SourceException(url + ": more than " + MAX_REDIRECTS + " redirects");
  }

  private static URI redirect(URI from, String location) {
    try {
      return from.resolve(location);
    } catch (IllegalArgumentException e) {
      throw new SourceException(from + " redirects to '" + location + "', not a URL");
    }
  }

  private ClassicHttpResponse send(PinnedClient client, URI uri, List<InetAddress> addresses, long deadline) {
    long left = deadline - System.nanoTime();
    if (left <= 0) {
      throw timedOut(uri);
    }
    Timeout connect = Timeout.of(Math.min(connectTimeout.toNanos(), left), TimeUnit.NANOSECONDS);
    try {
      return client.open(uri, addresses, ACCEPT, connect, Timeout.of(left, TimeUnit.NANOSECONDS));
    } catch (IOException e) {
      throw client.expired() ? timedOut(uri) : new SourceException(uri + ": " + FetchFailure.reason(e, uri.getHost(), connectTimeout));
    }
  }

  private SourceException timedOut(URI uri) {
    return new SourceException(uri + ": no answer within " + FetchFailure.seconds(timeout));
  }

  private static String header(ClassicHttpResponse r, String name) {
    Header h = r.getFirstHeader(name);
    return h == null || h.getValue() == null ? "" : h.getValue().strip();
  }

  private FetchedSource read(PinnedClient client, URI uri, ClassicHttpResponse r) {
    String type = header(r, "Content-Type");
    String mime = type.split(";")[0].strip().toLowerCase(Locale.ROOT);
    boolean html = mime.equals("text/html") || mime.equals("application/xhtml+xml");
    if (!html && !mime.equals("text/plain")) {
      throw new SourceException(uri + " sent " + (mime.isEmpty() ? "no content type" : mime) + ": only text/html and text/plain are read");
    }
    byte[] bytes = body(client, uri, r.getEntity());
    Charset charset = charset(type);
    if (html) {
      return HtmlText.read(bytes, charset == null ? null : charset.name(), uri.toString());
    }
    return new FetchedSource(uri.toString(), "", new String(bytes, charset != null ? charset : StandardCharsets.UTF_8).strip());
  }

  private byte[] body(PinnedClient client, URI uri, HttpEntity entity) {
    int max = maxBytes();
    if (entity == null) {
      return new byte[0];
    }
    if (entity.getContentLength() > max) {
      throw tooLarge(uri, max);
    }
    byte[] bytes;
    try {
      // not closed here: closing the stream would read the rest of the body; the caller discards the answer
      InputStream in = entity.getContent();
      bytes = in.readNBytes(max + 1);
    } catch (IOException e) {
      throw client.expired() ? timedOut(uri) : new SourceException(uri + ": reading the answer: " + FetchFailure.reason(e, uri.getHost(), connectTimeout));
    }
    if (bytes.length > max) {
      throw tooLarge(uri, max);
    }
    return bytes;
  }

  private static SourceException tooLarge(URI uri, int max) {
    return new SourceException(uri + ": more than " + max + " bytes, the most a source may have");
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
