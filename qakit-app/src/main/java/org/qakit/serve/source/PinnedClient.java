package org.qakit.serve.source;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.config.TlsConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.BasicHttpClientConnectionManager;
import org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator;
import org.apache.hc.client5.http.impl.io.ManagedHttpClientConnectionFactory;
import org.apache.hc.client5.http.io.DetachedSocketFactory;
import org.apache.hc.client5.http.protocol.HttpClientContext;
import org.apache.hc.client5.http.ssl.DefaultClientTlsStrategy;
import org.apache.hc.client5.http.ssl.HostnameVerificationPolicy;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.config.RegistryBuilder;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.util.Timeout;

/**
 * Apache HttpClient 5 for one fetch, connecting only to addresses already checked. Its {@link
 * DnsResolver} answers a host with the addresses {@link #open} was given for it (resolved once and
 * checked by {@link AddressPolicy}) and knows no other name, so the client never looks a name up
 * again (DNS rebinding); the URL's host still goes into the {@code Host} header, the TLS server
 * name (SNI) and the JDK's certificate host name check ({@code HTTPS} endpoint identification,
 * the trust store given). Redirects, retries, cookies, compression and connection reuse are off:
 * {@link SourceFetcher} follows redirects itself, checking each hop; an answer's header lines are
 * at most {@link #MAX_HEADER_LINE} bytes and {@link #MAX_HEADERS} in number. The whole fetch is
 * bounded by one deadline: when it passes, the request in flight is cancelled (its connection
 * closed) and {@link #expired()} says so.
 */
final class PinnedClient implements AutoCloseable {
  /** Sockets with no proxy: the client connects to the checked address itself. */
  static final DetachedSocketFactory DIRECT = proxy -> new Socket();
  /** The longest header line of an answer, in bytes. */
  static final int MAX_HEADER_LINE = 16 * 1024;
  /** The most header lines of an answer. */
  static final int MAX_HEADERS = 200;
  private static final ScheduledThreadPoolExecutor DEADLINES = deadlines();
  private final Map<String, InetAddress[]> pinned = new ConcurrentHashMap<>();
  private final BasicHttpClientConnectionManager connections;
  private final CloseableHttpClient client;
  private final ScheduledFuture<?> deadline;
  private volatile HttpGet current;
  private volatile boolean expired;

  /** A client whose fetch must end within {@code nanos}; TLS with {@code tls}'s trust store, sockets from {@code sockets}. */
  PinnedClient(SSLContext tls, DetachedSocketFactory sockets, long nanos) {
    var strategies = RegistryBuilder.<TlsSocketStrategy>create()
        .register("https", new DefaultClientTlsStrategy(tls, HostnameVerificationPolicy.BUILTIN, null)).build();
    var http1 = ManagedHttpClientConnectionFactory.builder()
        .http1Config(Http1Config.custom().setMaxLineLength(MAX_HEADER_LINE).setMaxHeaderCount(MAX_HEADERS).build()).build();
    connections = new BasicHttpClientConnectionManager(new DefaultHttpClientConnectionOperator(sockets, null, new Pinned(), strategies), http1);
    client = HttpClients.custom().setConnectionManager(connections).disableRedirectHandling().disableAutomaticRetries()
        .disableContentCompression().disableCookieManagement().disableAuthCaching().setUserAgent("qakit-serve")
        .setConnectionReuseStrategy((request, response, context) -> false).build();
    deadline = DEADLINES.schedule(this::expire, nanos, TimeUnit.NANOSECONDS);
  }

  /**
   * Sends {@code GET uri} to one of {@code checked} (the next on a failed connect), within {@code
   * connect} to connect (and for the TLS handshake) and {@code read} for every read; the answer's
   * body is read from the response's entity, and {@link #discard} ends it.
   */
  ClassicHttpResponse open(URI uri, List<InetAddress> checked, String accept, Timeout connect, Timeout read) throws IOException {
    pinned.put(key(uri.getHost()), checked.toArray(InetAddress[]::new));
    connections.setConnectionConfig(ConnectionConfig.custom().setConnectTimeout(connect).setSocketTimeout(read).build());
    connections.setTlsConfig(TlsConfig.custom().setHandshakeTimeout(connect).build());
    HttpGet get = new HttpGet(uri);
    get.setHeader("Accept", accept);
    get.setConfig(RequestConfig.custom().setResponseTimeout(read).build());
    current = get;
    if (expired) {
      get.cancel();
    }
    return client.executeOpen(null, get, HttpClientContext.create());
  }

  /** Ends {@code response} without reading the rest of its body (closing would drain it). */
  void discard(ClassicHttpResponse response) {
    HttpGet get = current;
    if (get != null) {
      get.cancel();
    }
    try {
      response.close();
    } catch (IOException | RuntimeException e) {
      // the connection is already closed
    }
  }

  /** Whether the deadline passed (the request in flight, if any, was cancelled). */
  boolean expired() {
    return expired;
  }

  private void expire() {
    expired = true;
    HttpGet get = current;
    if (get != null) {
      get.cancel();
    }
  }

  @Override
  public void close() {
    deadline.cancel(false);
    client.close(CloseMode.IMMEDIATE);
  }

  private static String key(String host) {
    String h = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    return h.toLowerCase(Locale.ROOT);
  }

  /** The checked addresses of the hosts this fetch has opened; any other name is unknown. */
  private final class Pinned implements DnsResolver {
    @Override
    public InetAddress[] resolve(String host) throws UnknownHostException {
      InetAddress[] addresses = pinned.get(key(host));
      if (addresses == null) {
        throw new UnknownHostException(host + " was not checked");
      }
      return addresses.clone();
    }

    @Override
    public String resolveCanonicalHostname(String host) {
      return host;
    }
  }

  private static ScheduledThreadPoolExecutor deadlines() {
    var executor = new ScheduledThreadPoolExecutor(1, Thread.ofPlatform().name("qakit-fetch-deadline").daemon().factory());
    executor.setRemoveOnCancelPolicy(true);
    return executor;
  }
}
