package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * Kills a {@code qakit serve} process with SIGKILL in the middle of a burst of saves, restarts it
 * on the same H2 file and checks that every save the server acknowledged (answered 303) is there,
 * and that each record's version matches its edit history.
 */
class DurabilityTest {
  private static final Pattern LISTENING = Pattern.compile("qakit serve: http://127\\.0\\.0\\.1:(\\d+)/");
  private static final Pattern PASSWORD = Pattern.compile("created account 'admin' with password (\\S+)");
  @TempDir Path dir;

  /** A server in a child JVM; its port and the admin password it printed. */
  private record Child(Process process, int port, String password) {}

  private Child start() throws Exception {
    String java = ProcessHandle.current().info().command().orElse("java");
    Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "org.qakit.cli.Qakit", "serve", "--port", "0",
        "--data-dir", dir.toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    var out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    int port = -1;
    String password = null;
    for (String line; port < 0; ) { // the address is the last line the server prints on start
      line = out.readLine();
      if (line == null) {
        throw new AssertionError("the server exited with " + p.waitFor());
      }
      Matcher m = LISTENING.matcher(line);
      if (m.find()) {
        port = Integer.parseInt(m.group(1));
      }
      Matcher pw = PASSWORD.matcher(line);
      if (pw.find()) {
        password = pw.group(1);
      }
    }
    Thread.ofVirtual().start(() -> out.lines().forEach(l -> { }));
    return new Child(p, port, password);
  }

  @Test
  void everyAcknowledgedSaveSurvivesSigkill() throws Exception {
    Child first = start();
    assertThat(first.password()).isNotNull();
    Browser admin = new Browser(first.port());
    admin.signIn("admin", first.password());
    var created = admin.post("/projects", Map.of("name", "burst", "kind", "extractive", "language", "en", "quotas", "PERSON=1000"));
    String project = created.headers().firstValue("Location").orElseThrow();
    admin.get(project);

    Set<String> acknowledged = ConcurrentHashMap.newKeySet();
    var enough = new CountDownLatch(60);
    var attempts = new AtomicInteger();
    var threads = new ArrayList<Thread>(); // four threads sharing the admin's session, as four tabs would
    for (int t = 0; t < 4; t++) {
      int thread = t;
      threads.add(Thread.ofPlatform().start(() -> {
        Browser b = admin;
        try {
          for (int i = 0; i < 10_000; i++) {
            String q = "Who saved " + thread + "-" + i + "?";
            attempts.incrementAndGet();
            var r = b.post(project + "/records", Map.of("question", q, "questionType", "PERSON", "answer", "Ada",
                "answerSentences", "Ada saved it.", "title", "Ada"));
            if (r.statusCode() == 303) {
              acknowledged.add(q);
              enough.countDown();
            }
          }
        } catch (Exception e) {
          // the server died under this request: not acknowledged
        }
      }));
    }
    assertThat(enough.await(120, TimeUnit.SECONDS)).as("60 saves acknowledged").isTrue();
    first.process().destroyForcibly(); // SIGKILL on Linux
    assertThat(first.process().waitFor(30, TimeUnit.SECONDS)).isTrue();
    for (Thread t : threads) {
      t.join(30_000);
    }
    assertThat(attempts.get()).isGreaterThan(acknowledged.size());

    Child second = start();
    try {
      assertThat(second.password()).as("the accounts survived: no new admin").isNull();
      Browser again = new Browser(second.port());
      again.signIn("admin", first.password());
      assertThat(again.get(project).body()).contains("burst");
    } finally {
      second.process().destroy();
      second.process().waitFor(30, TimeUnit.SECONDS);
    }
    try (Database db = Database.open(Database.h2Url(dir), null, null)) {
      List<String> stored = db.transaction(c -> Sql.list(c, "SELECT question FROM records", rs -> rs.getString(1)));
      assertThat(stored).containsAll(acknowledged);
      List<String> inconsistent = db.transaction(c -> Sql.list(c, "SELECT r.id FROM records r WHERE r.version <>"
          + " (SELECT COUNT(*) FROM record_history h WHERE h.record_id = r.id) OR r.version <>"
          + " (SELECT MAX(h.version) FROM record_history h WHERE h.record_id = r.id)", rs -> rs.getString(1)));
      assertThat(inconsistent).isEmpty();
    }
  }
}
