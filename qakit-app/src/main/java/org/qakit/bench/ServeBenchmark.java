package org.qakit.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.qakit.serve.QakitServer;
import org.qakit.serve.ServeOptions;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordPage;
import org.qakit.solve.SolverSpec;
import org.qakit.text.Language;

/**
 * Load on a real {@code qakit serve} on loopback (H2 in a work folder): {@code clients} annotators,
 * each signed in with a session of their own, in closed loops, pausing {@code think} on average
 * between requests (zero: no pause), on one project of {@code records} records of about {@code
 * recordBytes} bytes each ({@link BenchRecords}): the record list (the overview, its pages in turn:
 * 1, 2, …, the last, 1, …), then record pages (the records in a fixed shuffled order); then the
 * same number of clients ask {@code POST /api/v1/answer} a four-option question, once per solver.
 * {@link Spec#measure} picks which of the three run. Each measurement follows {@code warmUp} of
 * the same requests with no pause, not measured, so that the JIT has compiled the paths and the
 * caches are filled (a cold JVM's first requests would otherwise be the slowest percentile).
 * Accounts use bcrypt cost 4, since sign-in is not what is measured.
 */
public final class ServeBenchmark {
  private static final String PASSWORD = "bench-password";
  /** What {@link Spec#measure} may hold. */
  public static final List<String> TARGETS = List.of("list", "page", "api");

  private ServeBenchmark() {}

  /**
   * What to measure.
   *
   * @param records records in the project
   * @param recordBytes about how many bytes each record's source article has
   * @param measure which of {@link #TARGETS} run, in that order
   */
  public record Spec(int records, int recordBytes, int clients, Duration warmUp, Duration duration, Duration think, List<String> solvers,
      Set<String> measure) {
    public Spec {
      if (records < 1 || clients < 1 || duration.isZero() || duration.isNegative()) {
        throw new IllegalArgumentException("--records, --clients and --seconds must be at least 1");
      }
      if (recordBytes < 0) {
        throw new IllegalArgumentException("--record-bytes must not be negative, got " + recordBytes);
      }
      if (!TARGETS.containsAll(measure) || measure.isEmpty()) {
        throw new IllegalArgumentException("--measure takes " + String.join(", ", TARGETS) + ", got " + measure);
      }
      measure = Set.copyOf(measure);
      solvers = List.copyOf(solvers);
    }
  }

  /** The results, in the order of {@link #TARGETS}: the record list, record pages, then one per solver. */
  public static List<LoadClient.Result> run(Path work, Spec spec, java.io.PrintWriter progress) throws IOException, InterruptedException {
    var specs = spec.solvers().stream().map(SolverSpec::of).toList();
    var options = new ServeOptions("127.0.0.1", 0, work, null, null, null, false, specs, List.of(), 4, false, null, false);
    try (QakitServer server = QakitServer.start(options)) {
      var s = server.services();
      int records = spec.records();
      Project p = s.projects().create("bench", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", records));
      Account writer = s.accounts().create("writer", PASSWORD, Role.ANNOTATOR);
      long[] ids = new long[records];
      long t0 = System.nanoTime();
      for (int i = 0; i < records; i++) {
        ids[i] = s.records().create(p.id(), BenchRecords.record(i, spec.recordBytes()), 0, writer).id();
        if ((i + 1) % 1000 == 0 || i + 1 == records) {
          progress.printf(java.util.Locale.ROOT, "%d of %d records saved (%.0f s)%n", i + 1, records, (System.nanoTime() - t0) / 1e9);
          progress.flush();
        }
      }
      String base = "http://127.0.0.1:" + server.port();
      var annotators = new ArrayList<HttpClient>();
      for (int c = 0; c < spec.clients(); c++) {
        Account a = s.accounts().create("annotator" + c, PASSWORD, Role.ANNOTATOR);
        s.projects().assign(p.id(), a.id());
        annotators.add(LoadClient.signedIn(base, a.username(), PASSWORD));
      }
      var results = new ArrayList<LoadClient.Result>();
      String pace = spec.think().isZero() ? "" : ", think " + spec.think().toMillis() + " ms";
      String size = spec.recordBytes() + " B";
      if (spec.measure().contains("list")) {
        int pages = (records + RecordPage.SIZE - 1) / RecordPage.SIZE;
        var next = new AtomicLong();
        Supplier<HttpRequest> list = () -> HttpRequest.newBuilder(URI.create(base + "/projects/" + p.id() + "?page="
            + (1 + next.getAndIncrement() % pages))).build();
        results.add(measure(annotators, list, spec, "GET /projects/" + p.id() + "?page=1…" + pages + " (record list, " + records + " records of "
            + size + pace + ")"));
      }
      if (spec.measure().contains("page")) {
        var next = new AtomicLong();
        // a fixed permutation of the records: i ↦ (i·p) mod n for a prime p that does not divide n
        long step = stepFor(records);
        Supplier<HttpRequest> page = () -> HttpRequest.newBuilder(URI.create(base + "/projects/" + p.id() + "/records/"
            + ids[(int) Math.floorMod(next.getAndIncrement() * step, (long) records)])).build();
        results.add(measure(annotators, page, spec, "GET /projects/" + p.id() + "/records/ID (record page, " + records + " records of "
            + size + pace + ")"));
      }
      if (spec.measure().contains("api")) {
        URI answer = URI.create(base + "/api/v1/answer");
        var api = new ArrayList<HttpClient>();
        for (int c = 0; c < spec.clients(); c++) {
          api.add(HttpClient.newHttpClient());
        }
        for (String solver : spec.solvers()) {
          String json = "{\"solver\":\"" + solver + "\",\"question\":\"Which gas do plants take in to make food?\","
              + "\"context\":\"Plants use sunlight, water and carbon dioxide to make food.\","
              + "\"options\":[\"oxygen\",\"carbon dioxide\",\"nitrogen\",\"helium\"]}";
          Supplier<HttpRequest> request = () -> HttpRequest.newBuilder(answer)
              .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build();
          LoadClient.run("warm-up", api, request, 200, spec.warmUp());
          results.add(LoadClient.run("POST /api/v1/answer (" + solver + ")", api, request, 200, spec.duration()));
        }
      }
      return results;
    }
  }

  /** The warm-up (no pause, not kept), then the measurement. */
  private static LoadClient.Result measure(List<HttpClient> clients, Supplier<HttpRequest> request, Spec spec, String target)
      throws InterruptedException {
    LoadClient.run("warm-up", clients, request, 200, spec.warmUp());
    return LoadClient.run(target, clients, request, 200, spec.duration(), spec.think());
  }

  private static long stepFor(int n) {
    for (long p : new long[] {7919, 7907, 7901}) {
      if (n % p != 0) {
        return p;
      }
    }
    return 1;
  }
}
