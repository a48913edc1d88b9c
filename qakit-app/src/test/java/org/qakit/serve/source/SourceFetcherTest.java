package org.qakit.serve.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Against an HTTP server on loopback started here (no outside network). */
class SourceFetcherTest {
  static HttpServer http;
  static String base;
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
        .hasMessage("'127.0.0.1' is a loopback or private address (127.0.0.1): this server fetches public addresses only"
            + " (qakit serve --fetch-private allows them)");
    for (String a : new String[] {"10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1"}) {
      assertThat(AddressPolicy.isPrivate(InetAddress.getByName(a))).as(a).isTrue();
    }
    for (String a : new String[] {"8.8.8.8", "100.128.0.1", "172.32.0.1", "2001:db8::1"}) {
      assertThat(AddressPolicy.isPrivate(InetAddress.getByName(a))).as(a).isFalse();
    }
  }
}
