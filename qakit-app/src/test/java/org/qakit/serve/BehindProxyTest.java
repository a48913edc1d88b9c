package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.web.ProxyHeaders;

/**
 * The cookies are {@code Secure} when the page was asked for over https: on a TLS connection, or
 * behind a proxy that says so in {@code X-Forwarded-Proto}, which is believed only with
 * {@code --behind-proxy}.
 */
@DatabaseTest
class BehindProxyTest {
  @TempDir Path dir;

  private static List<String> cookies(TestServer server, String path, String forwardedProto) throws Exception {
    var req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.server.port() + path));
    if (forwardedProto != null) {
      req.header("X-Forwarded-Proto", forwardedProto);
    }
    return HttpClient.newHttpClient().send(req.build(), HttpResponse.BodyHandlers.discarding()).headers().allValues("Set-Cookie");
  }

  @Test
  void behindAProxyThatSaysHttpsTheCookiesAreSecure() throws Exception {
    try (TestServer server = new TestServer(TestDatabases.options(dir.resolve("db")).withBehindProxy(true))) {
      assertThat(cookies(server, "/login", "https")).hasSize(1).allMatch(c -> c.startsWith("qakit_csrf=") && c.endsWith("; Secure"));
      assertThat(cookies(server, "/login", "http")).hasSize(1).noneMatch(c -> c.contains("Secure"));
      assertThat(cookies(server, "/login", null)).hasSize(1).noneMatch(c -> c.contains("Secure"));
      // the proxy nearest to the server appends last: a client's own "https" before it is not believed
      assertThat(cookies(server, "/login", "https, http")).noneMatch(c -> c.contains("Secure"));
      // the session cookie of a sign-in too
      Browser b = server.browser();
      b.get("/login");
      var signIn = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.server.port() + "/login"))
          .header("Content-Type", "application/x-www-form-urlencoded").header("X-Forwarded-Proto", "https")
          .header("Cookie", "qakit_csrf=" + b.cookie("qakit_csrf"))
          .POST(HttpRequest.BodyPublishers.ofString("_csrf=" + b.csrf() + "&username=ann&password=" + TestServer.PASSWORD)).build(),
          HttpResponse.BodyHandlers.discarding());
      assertThat(signIn.statusCode()).isEqualTo(303);
      assertThat(signIn.headers().allValues("Set-Cookie")).anyMatch(c -> c.startsWith("qakit_session=") && c.endsWith("; Secure"));
    }
  }

  @Test
  void withoutBehindProxyXForwardedProtoIsNotBelieved() throws Exception {
    try (TestServer server = new TestServer(TestDatabases.options(dir.resolve("db")))) {
      assertThat(cookies(server, "/login", "https")).hasSize(1).allMatch(c -> c.contains("HttpOnly") && c.contains("SameSite=Lax"))
          .noneMatch(c -> c.contains("Secure"));
    }
  }

  @Test
  void aTlsConnectionIsHttpsWithOrWithoutAProxy() {
    for (boolean trusted : new boolean[] {false, true}) {
      var proxy = new ProxyHeaders(trusted);
      assertThat(proxy.https(true, List.of())).isTrue();
      assertThat(proxy.https(false, List.of())).isFalse();
      assertThat(proxy.https(false, List.of("https"))).isEqualTo(trusted);
      assertThat(proxy.clientAddress("127.0.0.1", List.of("203.0.113.1, 198.51.100.2"))).isEqualTo(trusted ? "198.51.100.2" : "127.0.0.1");
      assertThat(proxy.clientAddress("127.0.0.1", List.of())).isEqualTo("127.0.0.1");
    }
  }
}
