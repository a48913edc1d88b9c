package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.auth.MovableClock;
import org.qakit.serve.auth.SignInThrottle;
import org.qakit.serve.auth.Sessions;

/**
 * Sign-in throttling against a real server whose clock the test moves: the right password after 30
 * wrong ones waits (429 with Retry-After, the form and the user name kept), per user name and per
 * address ({@code X-Forwarded-For}, believed only with {@code --behind-proxy}), and parallel attempts
 * take at most the bound of bcrypt checks at once.
 */
@DatabaseTest
class SignInThrottlingTest {
  @TempDir Path dir;
  final MovableClock clock = new MovableClock(Instant.now());

  private TestServer server(boolean behindProxy, int passwordChecks) throws Exception {
    return server(TestDatabases.options(dir.resolve("db")).withBehindProxy(behindProxy), passwordChecks);
  }

  private TestServer server(ServeOptions options, int passwordChecks) throws Exception {
    return new TestServer(options, new QakitServer.Tuning(clock, passwordChecks, Sessions.PURGE_EVERY));
  }

  @Test
  void afterThirtyWrongPasswordsTheRightOneWaits() throws Exception {
    try (TestServer server = server(false, 2)) {
      Browser b = server.browser();
      b.get("/login");
      int wrong = 0;
      HttpResponse<String> last = null;
      while (wrong < 30) {
        last = b.post("/login", Map.of("username", "ann", "password", "wrong-" + wrong));
        if (last.statusCode() == 429) {
          assertThat(wrong).isGreaterThanOrEqualTo(SignInThrottle.FREE_PER_ACCOUNT);
          clock.advance(Duration.ofSeconds(Long.parseLong(last.headers().firstValue("Retry-After").orElseThrow())));
        } else {
          assertThat(last.statusCode()).isEqualTo(401);
          wrong++;
        }
      }
      HttpResponse<String> right = b.post("/login", Map.of("username", "ann", "password", TestServer.PASSWORD));
      assertThat(right.statusCode()).isEqualTo(429);
      assertThat(right.headers().firstValue("Retry-After")).hasValue(Long.toString(SignInThrottle.LONGEST_WAIT.toSeconds()));
      assertThat(right.body()).contains("too many failed sign-ins for this user name or from this address: try again in 900 s")
          .contains("name=\"username\" value=\"ann\"").contains("name=\"_csrf\"");
      assertThat(b.sessionCookie()).isNull();
      clock.advance(SignInThrottle.LONGEST_WAIT);
      assertThat(b.post("/login", Map.of("username", "ann", "password", TestServer.PASSWORD)).statusCode()).isEqualTo(303);
    }
  }

  @Test
  void anAddressThatTriesManyNamesWaitsAndOthersDoNot() throws Exception {
    try (TestServer server = server(true, 2)) {
      Browser b = server.browser();
      b.get("/login");
      for (int i = 0; i < SignInThrottle.FREE_PER_ADDRESS; i++) {
        assertThat(login(server, b, "203.0.113.9", "nobody" + i, "wrong-password").statusCode()).isEqualTo(401);
      }
      // the right password of another name, from the same address, waits ...
      assertThat(login(server, b, "203.0.113.9", "ann", TestServer.PASSWORD).statusCode()).isEqualTo(429);
      // ... and from another address it does not; a client cannot choose its address by prepending one
      assertThat(login(server, b, "203.0.113.9, 198.51.100.4", "ann", TestServer.PASSWORD).statusCode()).isEqualTo(303);
    }
  }

  @Test
  void withoutBehindProxyXForwardedForIsNotBelieved() throws Exception {
    try (TestServer server = server(false, 2)) {
      Browser b = server.browser();
      b.get("/login");
      for (int i = 0; i < SignInThrottle.FREE_PER_ADDRESS; i++) {
        assertThat(login(server, b, "198.51.100." + i, "nobody" + i, "wrong-password").statusCode()).isEqualTo(401);
      }
      assertThat(login(server, b, "198.51.100.200", "ann", TestServer.PASSWORD).statusCode()).isEqualTo(429);
    }
  }

  @Test
  void parallelWrongAttemptsDoNotStarveOthers() throws Exception {
    // bcrypt cost 9 (about 40 ms a check here), so that checks sent at once would overlap without the bound
    try (TestServer server = server(TestDatabases.options(dir.resolve("db")).withBehindProxy(true).withBcryptCost(9), 1)) {
      Browser ann = server.signedIn("ann");
      Browser b = server.browser();
      b.get("/login");
      List<Integer> statuses = new CopyOnWriteArrayList<>();
      var threads = new ArrayList<Thread>();
      for (int t = 0; t < 8; t++) {
        int n = t;
        threads.add(Thread.ofPlatform().start(() -> {
          try {
            for (int i = 0; i < 3; i++) {
              statuses.add(login(server, b, "198.51.100." + n, "guess" + n, "wrong-" + i).statusCode());
            }
          } catch (Exception e) {
            statuses.add(-1);
          }
        }));
      }
      // a signed-in annotator's pages do not wait for the checks
      for (int i = 0; i < 5; i++) {
        assertThat(ann.get("/").statusCode()).isEqualTo(200);
      }
      for (Thread t : threads) {
        t.join();
      }
      assertThat(statuses).hasSize(24).allMatch(s -> s == 401 || s == 503);
      assertThat(server.server.services().signIns().peakChecks()).as("bcrypt checks at once").isEqualTo(1);
      assertThat(login(server, b, "192.0.2.1", "bob", TestServer.PASSWORD).statusCode()).isEqualTo(303);
    }
  }

  /** Posts the sign-in form with {@code b}'s CSRF cookie and token, as a proxy would forward it for {@code forwardedFor}. */
  private static HttpResponse<String> login(TestServer server, Browser b, String forwardedFor, String user, String password) throws Exception {
    String form = "_csrf=" + enc(b.csrf()) + "&username=" + enc(user) + "&password=" + enc(password);
    HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.server.port() + "/login"))
        .header("Content-Type", "application/x-www-form-urlencoded").header("X-Forwarded-For", forwardedFor)
        .header("Cookie", "qakit_csrf=" + b.cookie("qakit_csrf")).POST(HttpRequest.BodyPublishers.ofString(form)).build();
    return HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString());
  }

  private static String enc(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }
}
