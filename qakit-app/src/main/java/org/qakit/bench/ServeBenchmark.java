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
import org.qakit.serve.QakitServer;
import org.qakit.serve.ServeOptions;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordBody;
import org.qakit.solve.SolverSpec;
import org.qakit.text.Language;

/**
 * Load on a real {@code qakit serve} on loopback (H2 in a work folder): {@code clients} annotators,
 * each signed in with a session of their own, load the overview of one project of {@code records}
 * records (the record list) in closed loops, pausing {@code think} on average between requests
 * (zero: no pause); then the same number of clients ask {@code POST
 * /api/v1/answer} a four-option question, once per solver. Each measurement follows {@code warmUp}
 * of the same requests with no pause, not measured, so that the JIT has compiled the paths and the
 * caches are filled (a cold JVM's first requests would otherwise be the slowest percentile).
 * Accounts use bcrypt cost 4, since sign-in is not what is measured.
 */
public final class ServeBenchmark {
  private static final String PASSWORD = "bench-password";

  private ServeBenchmark() {}

  /** The results: the record list, then one per solver. */
  public static List<LoadClient.Result> run(Path work, int records, int clients, Duration warmUp, Duration duration, Duration think,
      List<String> solvers)
      throws IOException, InterruptedException {
    var specs = solvers.stream().map(SolverSpec::of).toList();
    var options = new ServeOptions("127.0.0.1", 0, work, null, null, null, false, specs, List.of(), 4, false, null, false);
    try (QakitServer server = QakitServer.start(options)) {
      var s = server.services();
      Project p = s.projects().create("bench", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", records));
      Account writer = s.accounts().create("writer", PASSWORD, Role.ANNOTATOR);
      for (int i = 0; i < records; i++) {
        var body = new RecordBody("Who wrote book number " + i + "?", "PERSON", "PERSON", "Ada", List.of("Ada wrote book number " + i + "."),
            "Ada wrote book number " + i + ". It sold well.", "Book " + i, "", "", List.of(), List.of(), "");
        s.records().create(p.id(), body, 0, writer);
      }
      String base = "http://127.0.0.1:" + server.port();
      var annotators = new ArrayList<HttpClient>();
      for (int c = 0; c < clients; c++) {
        Account a = s.accounts().create("annotator" + c, PASSWORD, Role.ANNOTATOR);
        s.projects().assign(p.id(), a.id());
        annotators.add(LoadClient.signedIn(base, a.username(), PASSWORD));
      }
      var results = new ArrayList<LoadClient.Result>();
      URI list = URI.create(base + "/projects/" + p.id());
      LoadClient.run("GET /projects/" + p.id() + " (record list)", annotators, () -> HttpRequest.newBuilder(list).build(), 200, warmUp);
      String pace = think.isZero() ? "" : ", think " + think.toMillis() + " ms";
      results.add(LoadClient.run("GET /projects/" + p.id() + " (record list, " + records + " records" + pace + ")", annotators,
          () -> HttpRequest.newBuilder(list).build(), 200, duration, think));
      URI answer = URI.create(base + "/api/v1/answer");
      var api = new ArrayList<HttpClient>();
      for (int c = 0; c < clients; c++) {
        api.add(HttpClient.newHttpClient());
      }
      for (String solver : solvers) {
        String json = "{\"solver\":\"" + solver + "\",\"question\":\"Which gas do plants take in to make food?\","
            + "\"context\":\"Plants use sunlight, water and carbon dioxide to make food.\","
            + "\"options\":[\"oxygen\",\"carbon dioxide\",\"nitrogen\",\"helium\"]}";
        var request = (java.util.function.Supplier<HttpRequest>) () -> HttpRequest.newBuilder(answer)
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build();
        LoadClient.run("warm-up", api, request, 200, warmUp);
        results.add(LoadClient.run("POST /api/v1/answer (" + solver + ")", api, request, 200, duration));
      }
      return results;
    }
  }
}
