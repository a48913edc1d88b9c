package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.store.Sql;

/**
 * A visitor who is not signed in costs the database nothing: 10,000 requests without a cookie
 * (pages, the sign-in form, static files, 404s) leave the sessions table as it was and grow the
 * H2 file by less than 1 MB (each stored a 12-hour session row before: 9,000 grew it by 195 MB).
 */
@DatabaseTest
class AnonymousStorageTest {
  private static final int REQUESTS = 10_000;
  private static final String[] PATHS = {"/", "/login", "/static/qakit.css", "/no/such/page", "/projects/987", "/ask",
      "/static/no-such-file.js", "/admin/accounts"};
  @TempDir Path dir;

  @Test
  void tenThousandCookieLessRequestsStoreNothing() throws Exception {
    Path data = dir.resolve("db");
    try (TestServer server = new TestServer(TestDatabases.options(data))) {
      Path file = data.resolve("qakit.mv.db");
      boolean h2 = !TestDatabases.postgres();
      long sizeBefore = h2 ? Files.size(file) : 0;
      long sessionsBefore = sessions(server);
      HttpClient client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build(); // no cookie handler
      var next = new AtomicInteger();
      var statuses = new ConcurrentHashMap<Integer, AtomicInteger>();
      var threads = new ArrayList<Thread>();
      for (int t = 0; t < 4; t++) {
        threads.add(Thread.ofPlatform().start(() -> {
          for (int i = next.getAndIncrement(); i < REQUESTS; i = next.getAndIncrement()) {
            URI uri = URI.create("http://127.0.0.1:" + server.server.port() + PATHS[i % PATHS.length]);
            try {
              int status = client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
              statuses.computeIfAbsent(status, s -> new AtomicInteger()).incrementAndGet();
            } catch (Exception e) {
              statuses.computeIfAbsent(-1, s -> new AtomicInteger()).incrementAndGet();
            }
          }
        }));
      }
      for (Thread t : threads) {
        t.join();
      }
      long grown = h2 ? Files.size(file) - sizeBefore : 0;
      long sessionsAfter = sessions(server);
      System.out.printf("AnonymousStorageTest: %d cookie-less requests %s: session rows %d -> %d, %s%n", REQUESTS, statuses, sessionsBefore,
          sessionsAfter, h2 ? file.getFileName() + " grew by " + grown + " bytes (" + sizeBefore + " -> " + (sizeBefore + grown) + ")" : "PostgreSQL");
      assertThat(statuses.keySet()).as("statuses " + statuses).allMatch(s -> s > 0 && s < 500);
      assertThat(statuses.values().stream().mapToInt(AtomicInteger::get).sum()).isEqualTo(REQUESTS);
      assertThat(sessionsAfter).as("session rows").isEqualTo(sessionsBefore);
      if (h2) {
        assertThat(grown).as("growth of the H2 file in bytes").isLessThan(1_000_000);
      }
    }
  }

  private static long sessions(TestServer server) {
    return server.server.services().db().read(c -> Sql.one(c, "SELECT COUNT(*) FROM sessions", rs -> rs.getLong(1)).orElseThrow());
  }
}
