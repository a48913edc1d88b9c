package org.qakit.serve.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Against an HTTP server on loopback started here (no outside network). */
class SourceFetcherTest {
  static HttpServer http;
  static String base;
  static final AtomicInteger SECRET_HITS = new AtomicInteger();
  static final SourceFetcher LAB = new SourceFetcher(new AddressPolicy(true));

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
        for (int i = 0; i < TextUpload.MAX_BYTES / chunk.length + 2; i++) {
          out.write(chunk);
        }
      } catch (java.io.IOException closedByClient) {
        // the fetcher stops reading past the limit
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
    http.createContext("/secret", ex -> {
      SECRET_HITS.incrementAndGet();
      ex.sendResponseHeaders(200, -1);
      ex.close();
    });
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
    assertThatThrownBy(() -> LAB.fetch(base + "/big")).hasMessage(base + "/big: more than 5242880 bytes, the most a source may have");
    assertThatThrownBy(() -> LAB.fetch("file:///etc/passwd")).hasMessage("only http and https URLs are fetched, found 'file:///etc/passwd'");
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
    var fetcher = new SourceFetcher(new AddressPolicy(true), lookups, Duration.ofSeconds(2));
    int port = http.getAddress().getPort();
    // articles.lab is no name the system resolves: only the resolver's 127.0.0.1 can be reached
    assertThat(fetcher.fetch("http://articles.lab:" + port + "/host").text()).isEqualTo("Host: articles.lab:" + port);
    assertThat(lookups.asked).containsExactly("articles.lab");
    FetchedSource redirected = fetcher.fetch("http://articles.lab:" + port + "/hop");
    assertThat(redirected.text()).isEqualTo("Host: other.lab:" + port);
    assertThat(lookups.asked).containsExactly("articles.lab", "articles.lab", "other.lab");
  }

  @Test
  void aNameThatRebindsToLoopbackAfterTheCheckNeverReachesIt() {
    // DNS rebinding: public (203.0.113.7, TEST-NET-3, routed nowhere) when checked, loopback on every later lookup
    var rebinding = new Lookups(new java.util.function.Function<>() {
      private int calls;

      @Override
      public List<InetAddress> apply(String host) {
        return List.of(ip(calls++ == 0 ? "203.0.113.7" : "127.0.0.1"));
      }
    });
    var fetcher = new SourceFetcher(AddressPolicy.PUBLIC_ONLY, rebinding, Duration.ofMillis(300));
    int port = http.getAddress().getPort();
    assertThatThrownBy(() -> fetcher.fetch("http://rebind.test:" + port + "/secret")).isInstanceOf(SourceException.class)
        .hasMessageStartingWith("http://rebind.test:" + port + "/secret: cannot connect to 203.0.113.7 port " + port);
    // one lookup: the connection went to the checked address, not to a second answer
    assertThat(rebinding.asked).containsExactly("rebind.test");
    assertThat(SECRET_HITS.get()).isZero();
    // a name with a public and a loopback address is refused before any connection
    var mixed = new Lookups(host -> List.of(ip("203.0.113.7"), ip("127.0.0.1")));
    assertThatThrownBy(() -> new SourceFetcher(AddressPolicy.PUBLIC_ONLY, mixed, Duration.ofMillis(300)).fetch("http://both.test:" + port + "/secret"))
        .hasMessage("'both.test' resolves to a loopback address: this server fetches public addresses only"
            + " (qakit serve --fetch-private allows them)");
    assertThat(mixed.asked).containsExactly("both.test");
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
      var fetcher = new SourceFetcher(new AddressPolicy(true), lookups, Duration.ofSeconds(2));
      int port = plain.getLocalPort();
      assertThatThrownBy(() -> fetcher.fetch("https://articles.lab:" + port + "/article")).isInstanceOf(SourceException.class)
          .hasMessageStartingWith("https://articles.lab:" + port + "/article: ").hasMessageNotContaining("no answer within");
      assertThat(lookups.asked).containsExactly("articles.lab");
      answer.join();
    }
  }
}
