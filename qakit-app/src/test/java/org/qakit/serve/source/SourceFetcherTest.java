package org.qakit.serve.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.Socket;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;
import org.apache.hc.client5.http.io.DetachedSocketFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Against an HTTP and an HTTPS server on loopback started here. Names are resolved by the tests'
 * own resolvers and, where a test is given a public address, its sockets ({@link Connects})
 * refuse to leave loopback: no traffic goes off the machine.
 */
class SourceFetcherTest {
  static HttpServer http;
  static String base;
  static final AtomicInteger SECRET_HITS = new AtomicInteger();
  /**
   * The connect limit of the fetchers here, whose servers are on loopback in this JVM: long enough
   * that only a server that never answers reaches it (2 s, the old value, was passed by a TLS
   * connect at load 20 on the shared 2-core machine); no test here is about that limit.
   */
  static final Duration LOOPBACK_CONNECT = Duration.ofSeconds(60);
  /** Bytes the /drip handler sent before the client closed (or it sent all 300, 30 s after the first). */
  static final AtomicInteger DRIPPED = new AtomicInteger();
  static final java.util.concurrent.CountDownLatch DRIP_ENDED = new java.util.concurrent.CountDownLatch(1);
  static final SourceFetcher LAB = new SourceFetcher(new AddressPolicy(true), Resolver.SYSTEM, LOOPBACK_CONNECT);
  @TempDir
  static Path keys;
  /** HTTPS on loopback, a self-signed certificate for secure.lab. */
  static LabTls tls;

  @BeforeAll
  static void start() throws Exception {
    http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    page("/article", "text/html", "<html><head><title>Karel IV &amp; Prague</title><script>alert(1)</script></head><body>"
        + "<nav>Menu</nav><main><h1>Karel IV</h1><p>Karel IV was born on <b>14 May 1316</b> in Prague.</p>"
        + "<ul><li>King of Bohemia</li></ul></main><footer>(c) wiki</footer></body></html>");
    page("/plain", "text/plain; charset=ISO-8859-2", new String(new byte[] {'k', 'v', (byte) 0xEC, 't', 'e', 'n'}, StandardCharsets.ISO_8859_1));
    page("/pdf", "application/pdf", "%PDF-1.4");
    http.createContext("/moved", ex -> {
      ex.getResponseHeaders().add("Location", "/article");
      ex.sendResponseHeaders(302, -1);
      ex.close();
    });
    http.createContext("/big", ex -> {
      ex.getResponseHeaders().add("Content-Type", "text/plain");
      ex.sendResponseHeaders(200, 0);
      byte[] chunk = new byte[64 * 1024];
      java.util.Arrays.fill(chunk, (byte) 'a');
      try (var out = ex.getResponseBody()) {
        // without end: the fetcher must stop reading past the limit, not read (or drain) the rest
        while (true) {
          out.write(chunk);
        }
      } catch (java.io.IOException closedByClient) {
        // the fetcher stopped reading past the limit
      }
    });
    http.createContext("/host", ex -> {
      byte[] b = ("Host: " + ex.getRequestHeaders().getFirst("Host")).getBytes(StandardCharsets.UTF_8);
      ex.getResponseHeaders().add("Content-Type", "text/plain");
      ex.sendResponseHeaders(200, b.length);
      ex.getResponseBody().write(b);
      ex.close();
    });
    http.createContext("/hop", ex -> {
      ex.getResponseHeaders().add("Location", "http://other.lab:" + http.getAddress().getPort() + "/host");
      ex.sendResponseHeaders(301, -1);
      ex.close();
    });
    http.createContext("/drip", ex -> {
      // a byte every 100 ms, never more than a socket timeout apart, for 30 s
      ex.getResponseHeaders().add("Content-Type", "text/plain");
      try (var out = ex.getResponseBody()) {
        ex.sendResponseHeaders(200, 0);
        for (int i = 0; i < 300; i++) {
          out.write('a');
          out.flush();
          DRIPPED.incrementAndGet();
          Thread.sleep(100);
        }
      } catch (java.io.IOException | InterruptedException closedByClient) {
        // the fetcher gave up
      } finally {
        DRIP_ENDED.countDown();
      }
    });
    http.createContext("/secret", ex -> {
      SECRET_HITS.incrementAndGet();
      ex.sendResponseHeaders(200, -1);
      ex.close();
    });
    tls = LabTls.start(keys, "secure.lab");
    http.setExecutor(java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor());
    http.start();
    base = "http://127.0.0.1:" + http.getAddress().getPort();
  }

  private static void page(String path, String type, String body) {
    http.createContext(path, ex -> {
      byte[] b = body.getBytes(type.contains("8859-2") ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
      ex.getResponseHeaders().add("Content-Type", type);
      ex.sendResponseHeaders(200, b.length);
      ex.getResponseBody().write(b);
      ex.close();
    });
  }

  @AfterAll
  static void stop() {
    http.stop(0);
    tls.stop();
  }

  @Test
  void htmlBecomesTextOneBlockALineWithoutScriptsOrNavigation() {
    FetchedSource f = LAB.fetch(base + "/article");
    assertThat(f.title()).isEqualTo("Karel IV & Prague");
    assertThat(f.text()).isEqualTo("Karel IV\nKarel IV was born on 14 May 1316 in Prague.\nKing of Bohemia");
  }

  @Test
  void plainTextIsDecodedInTheCharsetTheServerNames() {
    // 0xEC is 'ě' in ISO-8859-2
    assertThat(LAB.fetch(base + "/plain").text()).isEqualTo("květen");
  }

  @Test
  void redirectsAreFollowedAndReported() {
    FetchedSource f = LAB.fetch(base + "/moved");
    assertThat(f.url()).isEqualTo(base + "/article");
    assertThat(f.text()).startsWith("Karel IV\n");
  }

  @Test
  void otherTypesMissingPagesAndOversizedBodiesAreRefused() {
    assertThatThrownBy(() -> LAB.fetch(base + "/pdf")).hasMessage(base + "/pdf sent application/pdf: only text/html and text/plain are read");
    assertThatThrownBy(() -> LAB.fetch(base + "/none")).hasMessage(base + "/none answered HTTP 404");
    assertThatThrownBy(() -> LAB.fetch(base + "/big")).hasMessage(base + "/big: more than " + org.qakit.serve.store.InputLimits.SOURCE_BYTES + " bytes, the most a source may have");
    assertThatThrownBy(() -> LAB.fetch("file:///etc/passwd")).hasMessage("only http and https URLs are fetched, found 'file:///etc/passwd'");
    assertThatThrownBy(() -> LAB.fetch("http://user:secret@127.0.0.1:1/")).hasMessage("http://127.0.0.1: a URL with a user name or password is not fetched");
  }

  @Test
  void byDefaultLoopbackAndPrivateAddressesAreRefused() throws Exception {
    var fetcher = new SourceFetcher(AddressPolicy.PUBLIC_ONLY);
    assertThatThrownBy(() -> fetcher.fetch(base + "/article")).isInstanceOf(SourceException.class)
        .hasMessage("'127.0.0.1' is a loopback address: this server fetches public addresses only"
            + " (qakit serve --fetch-private allows them)");
    for (String a : new String[] {"10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1"}) {
      assertThat(AddressPolicy.PUBLIC_ONLY.refusal(InetAddress.getByName(a))).as(a).isPresent();
    }
    for (String a : new String[] {"8.8.8.8", "100.128.0.1", "172.32.0.1", "2001:db8::1"}) {
      assertThat(AddressPolicy.PUBLIC_ONLY.refusal(InetAddress.getByName(a))).as(a).isEmpty();
    }
  }

  /** A resolver for the test: the names it knows and every lookup it was asked for, in order. */
  private static final class Lookups implements Resolver {
    final List<String> asked = new ArrayList<>();
    private final java.util.function.Function<String, List<InetAddress>> answer;

    Lookups(java.util.function.Function<String, List<InetAddress>> answer) {
      this.answer = answer;
    }

    @Override
    public synchronized List<InetAddress> resolve(String host) {
      asked.add(host);
      return answer.apply(host);
    }
  }

  private static InetAddress ip(String literal) {
    try {
      return InetAddress.getByName(literal);
    } catch (java.net.UnknownHostException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void eachHopIsResolvedOnceAndConnectedToWithTheNameInTheHostHeader() {
    var lookups = new Lookups(host -> List.of(ip("127.0.0.1")));
    var fetcher = new SourceFetcher(new AddressPolicy(true), lookups, LOOPBACK_CONNECT);
    int port = http.getAddress().getPort();
    // articles.lab is no name the system resolves: only the resolver's 127.0.0.1 can be reached
    assertThat(fetcher.fetch("http://articles.lab:" + port + "/host").text()).isEqualTo("Host: articles.lab:" + port);
    assertThat(lookups.asked).containsExactly("articles.lab");
    FetchedSource redirected = fetcher.fetch("http://articles.lab:" + port + "/hop");
    assertThat(redirected.text()).isEqualTo("Host: other.lab:" + port);
    assertThat(lookups.asked).containsExactly("articles.lab", "articles.lab", "other.lab");
  }

  /** Sockets that record where they connect and refuse any address off loopback, so no test traffic leaves the machine. */
  static final class Connects implements DetachedSocketFactory {
    final List<InetSocketAddress> targets = new CopyOnWriteArrayList<>();

    @Override
    public Socket create(Proxy proxy) {
      return new Socket() {
        @Override
        public void connect(SocketAddress endpoint, int timeout) throws IOException {
          var target = (InetSocketAddress) endpoint;
          targets.add(target);
          if (!target.getAddress().isLoopbackAddress()) {
            throw new ConnectException("the tests connect to loopback only");
          }
          super.connect(endpoint, timeout);
        }
      };
    }
  }

  private static SSLContext defaultTls() {
    try {
      return SSLContext.getDefault();
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }

  private static SourceFetcher fetcher(AddressPolicy policy, Resolver resolver, Connects connects) {
    return new SourceFetcher(policy, resolver, LOOPBACK_CONNECT, SourceFetcher.TIMEOUT, defaultTls(), connects);
  }

  @Test
  void aNameThatRebindsToLoopbackAfterTheCheckNeverReachesIt() {
    // DNS rebinding: public (203.0.113.7, TEST-NET-3) when checked, loopback on every later lookup
    var rebinding = new Lookups(new java.util.function.Function<>() {
      private int calls;

      @Override
      public List<InetAddress> apply(String host) {
        return List.of(ip(calls++ == 0 ? "203.0.113.7" : "127.0.0.1"));
      }
    });
    var connects = new Connects();
    int port = http.getAddress().getPort();
    assertThatThrownBy(() -> fetcher(AddressPolicy.PUBLIC_ONLY, rebinding, connects).fetch("http://rebind.test:" + port + "/secret"))
        .isInstanceOf(SourceException.class)
        .hasMessageStartingWith("http://rebind.test:" + port + "/secret: cannot connect").hasMessageNotContaining("203.0.113.7");
    // one lookup, and the one connection went to the checked address, not to a second answer
    assertThat(rebinding.asked).containsExactly("rebind.test");
    assertThat(connects.targets).containsExactly(new InetSocketAddress(ip("203.0.113.7"), port));
    assertThat(SECRET_HITS.get()).isZero();
    // a name with a public and a loopback address is refused before any connection
    var mixed = new Lookups(host -> List.of(ip("203.0.113.7"), ip("127.0.0.1")));
    var none = new Connects();
    assertThatThrownBy(() -> fetcher(AddressPolicy.PUBLIC_ONLY, mixed, none).fetch("http://both.test:" + port + "/secret"))
        .hasMessage("'both.test' resolves to a loopback address: this server fetches public addresses only"
            + " (qakit serve --fetch-private allows them)");
    assertThat(mixed.asked).containsExactly("both.test");
    assertThat(none.targets).isEmpty();
    assertThat(SECRET_HITS.get()).isZero();
  }

  @Test
  void httpsSpeaksTlsToTheCheckedAddressAndFailsCleanlyWhenTheServerDoesNot() throws Exception {
    // a loopback server that answers plain HTTP at once: the TLS handshake (server name articles.lab, sent to 127.0.0.1) fails, as a form message
    try (var plain = new java.net.ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Thread answer = Thread.ofVirtual().start(() -> {
        try (var s = plain.accept()) {
          s.getOutputStream().write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        } catch (java.io.IOException e) {
          // the client has gone
        }
      });
      var lookups = new Lookups(host -> List.of(ip("127.0.0.1")));
      var fetcher = new SourceFetcher(new AddressPolicy(true), lookups, LOOPBACK_CONNECT);
      int port = plain.getLocalPort();
      assertThatThrownBy(() -> fetcher.fetch("https://articles.lab:" + port + "/article")).isInstanceOf(SourceException.class)
          .hasMessage("https://articles.lab:" + port + "/article: the TLS handshake failed");
      assertThat(lookups.asked).containsExactly("articles.lab");
      answer.join();
    }
  }

  @Test
  void fetchErrorsNameTheHostAndTheReasonButNeverTheAddressItResolvesTo() throws Exception {
    // refused by the policy: the class of address, not the address
    var internal = new Lookups(host -> List.of(ip("10.20.30.40")));
    assertThatThrownBy(() -> new SourceFetcher(AddressPolicy.PUBLIC_ONLY, internal, Duration.ofMillis(300)).fetch("http://wiki.corp.test/page"))
        .isInstanceOf(SourceException.class)
        .hasMessage("'wiki.corp.test' resolves to a private address: this server fetches public addresses only"
            + " (qakit serve --fetch-private allows them)");
    // allowed (--fetch-private) but nobody listens: the reason, not where it tried
    int closed;
    try (var s = new java.net.ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closed = s.getLocalPort();
    }
    var lab = new Lookups(host -> List.of(ip("127.0.0.1")));
    String url = "http://db.lab:" + closed + "/dump";
    assertThatThrownBy(() -> new SourceFetcher(new AddressPolicy(true), lab, LOOPBACK_CONNECT).fetch(url))
        .isInstanceOf(SourceException.class).hasMessage(url + ": cannot connect (connection refused)");
  }

  @Test
  void httpsToACertificateOutsideTheTrustStoreFailsCleanly() {
    var lookups = new Lookups(host -> List.of(ip("127.0.0.1")));
    var fetcher = new SourceFetcher(new AddressPolicy(true), lookups, LOOPBACK_CONNECT);
    String url = "https://secure.lab:" + tls.port() + "/article";
    int served = tls.pages();
    assertThatThrownBy(() -> fetcher.fetch(url)).isInstanceOf(SourceException.class)
        .hasMessage(url + ": the server's TLS certificate is not trusted (self-signed, expired or from an unknown authority)");
    assertThat(lookups.asked).containsExactly("secure.lab");
    assertThat(tls.pages()).isEqualTo(served);
  }

  @Test
  void httpsSendsTheNameForSniAndChecksTheCertificateAgainstItThroughThePinnedAddress() throws Exception {
    var lookups = new Lookups(host -> List.of(ip("127.0.0.1")));
    var connects = new Connects();
    var fetcher = new SourceFetcher(new AddressPolicy(true), lookups, LOOPBACK_CONNECT, SourceFetcher.TIMEOUT, tls.trust(), connects);
    int served = tls.pages();
    // the certificate names secure.lab: the name went to SNI and the host name check, the socket to 127.0.0.1
    FetchedSource page = fetcher.fetch("https://secure.lab:" + tls.port() + "/article");
    assertThat(page.title()).isEqualTo("Secure");
    assertThat(page.text()).isEqualTo("Served over TLS.");
    assertThat(tls.serverNames()).last().isEqualTo("secure.lab");
    // the same server and certificate under another name: the host name check fails, as a form message
    String other = "https://articles.lab:" + tls.port() + "/article";
    assertThatThrownBy(() -> fetcher.fetch(other)).isInstanceOf(SourceException.class)
        .hasMessage(other + ": the server's TLS certificate is not valid for 'articles.lab'");
    assertThat(tls.pages()).isEqualTo(served + 1);
    assertThat(lookups.asked).containsExactly("secure.lab", "articles.lab");
    assertThat(connects.targets).extracting(InetSocketAddress::getAddress).containsOnly(ip("127.0.0.1")).hasSize(2);
  }

  @Test
  void theWholeFetchEndsAtItsDeadlineEvenWhileBytesKeepComing() throws InterruptedException {
    int port = http.getAddress().getPort();
    var fetcher = new SourceFetcher(new AddressPolicy(true), host -> List.of(ip("127.0.0.1")), LOOPBACK_CONNECT, Duration.ofSeconds(1),
        defaultTls(), new Connects());
    assertThatThrownBy(() -> fetcher.fetch("http://slow.lab:" + port + "/drip")).isInstanceOf(SourceException.class)
        .hasMessage("http://slow.lab:" + port + "/drip: no answer within 1 s");
    // the fetcher closed the connection mid-body: the handler stopped before its 300th byte (it sleeps 100 ms after
    // each, so reading to the end takes 30 s however fast the machine); no wall-clock ceiling that load could break
    assertThat(DRIP_ENDED.await(60, java.util.concurrent.TimeUnit.SECONDS)).as("the drip ended").isTrue();
    assertThat(DRIPPED.get()).isLessThan(300);
  }

  @Test
  void anAnswerWithEndlessHeadersIsRefusedCleanly() throws Exception {
    try (var bomb = new java.net.ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Thread answer = Thread.ofVirtual().start(() -> {
        try (var s = bomb.accept()) {
          var out = s.getOutputStream();
          out.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nX-Long: ".getBytes(StandardCharsets.US_ASCII));
          byte[] filler = new byte[4096];
          java.util.Arrays.fill(filler, (byte) 'x');
          for (int i = 0; i < 1024; i++) {
            out.write(filler);
          }
        } catch (java.io.IOException e) {
          // the client has gone
        }
      });
      String url = "http://headers.lab:" + bomb.getLocalPort() + "/";
      assertThatThrownBy(() -> fetcher(new AddressPolicy(true), host -> List.of(ip("127.0.0.1")), new Connects()).fetch(url))
          .isInstanceOf(SourceException.class).hasMessage(url + ": the answer's headers are too long (at most 200 lines of 16384 bytes)");
      answer.join();
    }
  }
}
