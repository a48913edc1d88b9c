package org.qakit.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class LoadClientTest {
  @Test
  void percentilesAreNearestRank() {
    double[] ms = new double[100];
    for (int i = 0; i < 100; i++) {
      ms[i] = i + 1; // 1 .. 100 ms, sorted
    }
    var r = new LoadClient.Result("t", 2, 100, 0, 4.0, ms, 1.5, 51200, 3.0);
    // p50: value ceil(0.5 * 100) = 50th; p99: 99th; p100: the maximum
    assertThat(r.percentile(0.5)).isEqualTo(50.0);
    assertThat(r.percentile(0.99)).isEqualTo(99.0);
    assertThat(r.percentile(1.0)).isEqualTo(100.0);
    assertThat(r.perSecond()).isEqualTo(25.0); // 100 requests / 4 s
    assertThat(r.cpuMsPerRequest()).isEqualTo(15.0); // 1.5 CPU s * 1000 / 100 requests
    assertThat(r.allocatedKibPerRequest()).isEqualTo(0.5); // 51,200 bytes / 1024 / 100 requests
    assertThat(new LoadClient.Result("t", 1, 10, 0, 1.0, new double[10], 0.1, -1, 0.0).allocatedKibPerRequest()).isNaN();
    assertThat(new LoadClient.Result("t", 1, 0, 3, 1.0, new double[0], 0.1, -1, 0.0).percentile(0.99)).isNaN();
    assertThat(new LoadClient.Result("t", 1, 0, 3, 1.0, new double[0], 0.1, -1, 0.0).cpuMsPerRequest()).isNaN();
  }

  @Test
  void aThinkTimePacesEachClient() throws Exception {
    var served = new AtomicInteger();
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/", x -> {
      served.incrementAndGet();
      x.sendResponseHeaders(200, -1);
      x.close();
    });
    server.start();
    try {
      URI uri = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
      var clients = List.of(HttpClient.newHttpClient(), HttpClient.newHttpClient());
      var r = LoadClient.run("paced", clients, () -> HttpRequest.newBuilder(uri).build(), 200, Duration.ofMillis(1500),
          Duration.ofMillis(300));
      // each client: a first pause in [0, 300) ms, then pauses in [150, 450) ms within 1.5 s: at most
      // 1 + floor(1500 / 150) = 11 requests (a loop with no pause would send hundreds against this empty handler).
      // The ceiling holds however slow the machine is; a floor on the count would not: under stress a fresh JVM's
      // first request took the whole 1.5 s (0 answered), and a loaded run answered 2 where the old floor was 6
      assertThat(r.requests()).isLessThanOrEqualTo(22L);
      assertThat(r.errors()).isZero();
      assertThat(served.get()).isEqualTo((int) r.requests());
    } finally {
      server.stop(0);
    }
  }

  @Test
  void aNegativeThinkTimeIsRefused() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> LoadClient.run("t", List.of(), () -> null, 200, Duration.ofSeconds(1),
        Duration.ofMillis(-1))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must not be negative");
  }
}
