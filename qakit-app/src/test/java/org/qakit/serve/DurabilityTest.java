package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * Kills a real server process with SIGKILL {@value #CYCLES} times, at random moments of a seeded
 * schedule of saves (during a burst, just after one, or a second after the last answer, with the
 * server idle), restarts it on the same database each time (the H2 file; in {@code
 * tools/postgres-test.sh} a PostgreSQL database of its own, {@link TestDatabases}) and requires,
 * after every restart, every save the server ever acknowledged (answered 303): each record at the
 * id its link was given with, showing the question and version of its last acknowledged save. A
 * save cut off by the kill may or may not be there; once seen it counts as acknowledged too. No
 * record may appear that was never sent, so an id is never handed out twice. The admin signs in
 * once, on the first start, and every restart must keep that session (a browser's cookie, as a
 * person's browser would keep it); after the last kill a new sign-in checks the password. At the
 * end the records' versions must match their edit histories.
 *
 * <p>The server runs in a lean child JVM ({@link DurabilityServer}) that maps the classes the
 * first, cleanly stopped, start loaded ({@link ChildJvm}: an ahead-of-time cache on JDK 24 and
 * newer, else a class-data-sharing archive); that start also saves, edits and checks a record, so
 * that the classes of every request a cycle makes are among them. Each restart's JVM is
 * started while the previous server still takes saves and waits; it starts the server on the
 * database under test only after the kill, so the JVM's own boot is off the restart's path and no
 * work is done twice.
 *
 * <p>The kills run as two chains side by side, each with a server, a database and a schedule of
 * its own ({@code CYCLES - CYCLES / 2} and {@code CYCLES / 2} kills): a cycle mostly waits (for a
 * kill's moment, a restart, an answer), so two chains take about half the wall time of one with the
 * same kills and checks (issue 22: this class set the tail of both database passes).
 */
@DatabaseTest
class DurabilityTest {
  /** Kills per run: 30, or {@code -Dqakit.test.killCycles=N}. */
  static final int CYCLES = Integer.getInteger("qakit.test.killCycles", 30);
  private static final long SEED = 17;
  private static final Pattern ROW = Pattern.compile(
      "<td>#\\d+</td>\\s*<td><a href=\"/projects/\\d+/records/(\\d+)\">([^<]*)</a></td>\\s*<td>[^<]*</td>\\s*<td>.*?</td>\\s*<td>(\\d+)</td>",
      Pattern.DOTALL);
  private static final Pattern PAGES = Pattern.compile("page \\d+ of (\\d+)");
  @TempDir Path dir;
  /** The PostgreSQL databases of this run, one per chain (tools/postgres-test.sh), or null for H2 under {@link #dir}. */
  private final String postgres = TestDatabases.newPostgresDatabase();
  private final String postgresSecond = TestDatabases.newPostgresDatabase();

  /** A server in a child JVM: its port, the admin password it printed (first start only) and its standard input. */
  private record Child(Process process, int port, String password, Writer stdin, CompletableFuture<Boolean> stopped) {
    void kill() throws InterruptedException {
      process.destroyForcibly(); // SIGKILL on Linux
      assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("the killed server exited").isTrue();
    }

    /**
     * Stops the server cleanly. The first child's exit writes the class-data archive (tens of MB),
     * which took over 60 s at a load average of 25-30 on 2 cores: the bounds only catch a hang.
     */
    void stop() throws Exception {
      stdin.write("stop\n");
      stdin.flush();
      assertThat(stopped.get(10, TimeUnit.MINUTES)).as("the server stopped cleanly").isTrue();
      assertThat(process.waitFor(10, TimeUnit.MINUTES)).as("the server exited").isTrue();
    }
  }

  /** What the test knows of one record: its last acknowledged question and version, and edits the kill cut off. */
  private static final class Tracked {
    String question;
    int version;
    final Set<String> cutOff = new HashSet<>();

    Tracked(String question, int version) {
      this.question = question;
      this.version = version;
    }
  }

  /** A child JVM started ahead of its turn, booted and waiting for {@code go} ({@link DurabilityServer}). */
  private record Waiting(Process process, BufferedReader out) {}

  @Test
  void everyAcknowledgedSaveSurvivesRepeatedSigkill() throws Exception {
    long began = System.nanoTime();
    ChildJvm jvm = ChildJvm.of(Path.of("target", "durability-child").toAbsolutePath(), DurabilityServer.class);
    var first = new Chain("chain 1", jvm, dir.resolve("data-1"), postgres, CYCLES - CYCLES / 2, SEED);
    var second = new Chain("chain 2", jvm, dir.resolve("data-2"), postgresSecond, CYCLES / 2, SEED + 1);
    first.firstStart(); // a clean stop: it also records the classes the later starts map (ChildJvm)
    jvm.trained();
    var secondFailure = new AtomicReference<Throwable>();
    Thread other = Thread.ofPlatform().name("durability-chain-2").start(() -> {
      try {
        second.firstStart();
        second.killLoop();
      } catch (Throwable t) {
        secondFailure.set(t);
        first.stop = true;
      }
    });
    try {
      first.killLoop();
    } catch (Throwable t) {
      second.stop = true;
      other.join(TimeUnit.MINUTES.toMillis(5));
      throw t;
    }
    other.join();
    if (secondFailure.get() != null) {
      throw new AssertionError("chain 2: " + secondFailure.get().getMessage(), secondFailure.get());
    }
    System.out.printf("DurabilityTest (%s): %d kills in two chains, %d acknowledged saves, %d cut off by a kill, %.1f s (%.1f s from go to listening)%n",
        postgres == null ? "H2" : "PostgreSQL", CYCLES, first.acknowledgedSaves + second.acknowledgedSaves,
        first.cutOffSaves + second.cutOffSaves, (System.nanoTime() - began) / 1e9,
        (first.startSeconds + second.startSeconds) / CYCLES);
  }

  /** One server, its database and its schedule of saves and kills; two run side by side. */
  private final class Chain {
    final String name;
    final ChildJvm jvm;
    final Path data;
    final String database;
    final int cycles;
    final Random random;
    final Map<Long, Tracked> acknowledged = new HashMap<>();
    final Set<String> sent = new HashSet<>();
    final Set<String> createsCutOff = new HashSet<>();
    double startSeconds;
    int acknowledgedSaves;
    int cutOffSaves;
    /** Set when the other chain failed: this one stops after its current cycle. */
    volatile boolean stop;
    String password;
    Browser admin;
    String project;
    int firstStartSaves;

    Chain(String name, ChildJvm jvm, Path data, String database, int cycles, long seed) {
      this.name = name;
      this.jvm = jvm;
      this.data = data;
      this.database = database;
      this.cycles = cycles;
      this.random = new Random(seed);
    }

    /** Starts the next server's JVM, which boots while the caller goes on; it touches no database before {@link #go}. */
    private Waiting spawn() throws Exception {
      var args = new ArrayList<>(List.of(data.toString()));
      if (database != null) {
        args.add(database);
      }
      Process p = new ProcessBuilder(jvm.command(args)).redirectError(ProcessBuilder.Redirect.INHERIT).start();
      return new Waiting(p, new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)));
    }

    /** Waits until {@code waiting} is ready, lets it start the server on the database under test and returns once it listens. */
    private Child go(Waiting waiting) throws Exception {
      Process p = waiting.process();
      String ready = waiting.out().readLine();
      if (!"ready".equals(ready)) {
        p.destroyForcibly();
        throw new AssertionError(name + ": the waiting server JVM printed " + ready + " (exit " + p.waitFor() + ")");
      }
      var stdin = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
      stdin.write("go\n");
      stdin.flush();
      BufferedReader out = waiting.out();
      String printed = null;
      for (String line; ; ) {
        line = out.readLine();
        if (line == null) {
          throw new AssertionError(name + ": the server exited with " + p.waitFor());
        }
        if (line.startsWith("admin ")) {
          printed = line.substring(6);
        } else if (line.startsWith("listening ")) {
          var stopped = new CompletableFuture<Boolean>();
          Thread.ofVirtual().start(() -> stopped.complete(out.lines().anyMatch("stopped"::equals)));
          return new Child(p, Integer.parseInt(line.substring(10)), printed, stdin, stopped);
        }
      }
    }

    /** The first start: the admin signs in, makes the project, saves, edits and checks a record, and stops the server cleanly. */
    void firstStart() throws Exception {
      Child first = go(spawn());
      assertThat(first.password()).as(name).isNotNull();
      password = first.password();
      admin = new Browser(first.port());
      admin.signIn("admin", password);
      var created = admin.post("/projects", Map.of("name", "kill loop", "kind", "extractive", "language", "en", "quotas", "PERSON=100000"));
      project = created.headers().firstValue("Location").orElseThrow();
      // a save, an edit and a check: every request a cycle makes, so that the classes they need are recorded
      save(admin, new Random(SEED), 1, new long[] {0}, List.of(1), List.of());
      long saved = acknowledged.keySet().iterator().next();
      save(admin, new Random(SEED), 1, new long[] {0}, List.of(0), List.of(saved));
      verify(admin, "first start");
      first.stop();
      firstStartSaves = acknowledgedSaves;
    }

    /** The kill cycles, then a last start with a new sign-in, and the edit histories checked in the database. */
    void killLoop() throws Exception {
      Waiting next = spawn();
      try {
        for (int cycle = 1; cycle <= cycles && !stop; cycle++) {
          long starting = System.nanoTime();
          Child child = go(next);
          startSeconds += (System.nanoTime() - starting) / 1e9;
          next = spawn(); // the next restart's JVM boots while this server takes saves
          assertThat(child.password()).as("%s, cycle %d: the accounts survived, no new admin", name, cycle).isNull();
          Browser browser = admin.at(child.port()); // the session of the first start, which every kill must keep
          verify(browser, "cycle " + cycle);
          saveAndKill(child, browser, cycle);
        }
      } catch (Throwable t) {
        next.process().destroyForcibly();
        throw t;
      }
      if (stop) {
        next.process().destroyForcibly();
        return;
      }
      Child last = go(next);
      Browser browser = new Browser(last.port());
      browser.signIn("admin", password);
      verify(browser, "after the last kill");
      last.stop();
      // each cycle's first save is answered before its kill (saveAndKill): a cycle whose server lost or refused it fails here
      assertThat(acknowledgedSaves - firstStartSaves).as("%s: saves acknowledged over the cycles", name).isGreaterThanOrEqualTo(cycles);
      try (Database db = Database.open(database != null ? database : Database.h2Url(data), null, null)) {
        List<String> inconsistent = db.transaction(c -> Sql.list(c, "SELECT r.id FROM records r WHERE r.version <>"
            + " (SELECT COUNT(*) FROM record_history h WHERE h.record_id = r.id) OR r.version <>"
            + " (SELECT MAX(h.version) FROM record_history h WHERE h.record_id = r.id)", rs -> rs.getString(1)));
        assertThat(inconsistent).as("%s: records whose version differs from their history", name).isEmpty();
      }
    }

    /**
     * One cycle's schedule, drawn from {@code random}: 1 to 5 saves (one in five edits an earlier
     * record) with pauses of up to 200 ms, and SIGKILL up to 1 s after the first save was answered,
     * or, in one cycle of four, a second after the last save was answered (the server idle
     * meanwhile). The kill waits for the first answer, not for a time after the first request: on a
     * loaded machine a save can take longer than the whole second, and a cycle would then kill a
     * server that had acknowledged nothing, so the count of acknowledged saves would depend on load.
     */
    private void saveAndKill(Child child, Browser browser, int cycle) throws Exception {
      int saves = 1 + random.nextInt(5);
      long[] pauses = random.longs(saves, 0, 200).toArray();
      long killAfter = random.nextInt(4) == 0 ? -1 : random.nextInt(1000);
      List<Integer> editTargets = random.ints(saves, 0, 5).boxed().toList(); // 0: edit an existing record
      var picks = new Random(random.nextLong());
      List<Long> ids = new ArrayList<>(acknowledged.keySet());
      ids.sort(null);
      var failure = new AtomicReference<Throwable>();
      var firstAnswered = new java.util.concurrent.CountDownLatch(1);
      var saver = Thread.ofPlatform().start(() -> {
        try {
          save(browser, picks, saves, pauses, editTargets, ids, firstAnswered);
        } catch (Throwable t) {
          failure.set(t);
        } finally {
          firstAnswered.countDown();
        }
      });
      if (killAfter < 0) {
        saver.join();
        Thread.sleep(1000);
      } else {
        firstAnswered.await();
        Thread.sleep(killAfter);
      }
      child.kill();
      saver.join(30_000);
      assertThat(saver.isAlive()).isFalse();
      if (failure.get() != null) {
        throw new AssertionError(name + ", cycle " + cycle + ": " + failure.get().getMessage(), failure.get());
      }
    }

    /** Saves on one thread until done or until the server dies under a request; records what was acknowledged. */
    private void save(Browser browser, Random random, int saves, long[] pauses, List<Integer> editTargets, List<Long> ids) {
      save(browser, random, saves, pauses, editTargets, ids, new java.util.concurrent.CountDownLatch(1));
    }

    /** As above, counting {@code answered} down once the first save has been answered (or cut off). */
    private void save(Browser browser, Random random, int saves, long[] pauses, List<Integer> editTargets, List<Long> ids,
        java.util.concurrent.CountDownLatch answered) {
      for (int i = 0; i < saves; i++) {
        boolean edit = editTargets.get(i) == 0 && !ids.isEmpty();
        long id = edit ? ids.get(random.nextInt(ids.size())) : -1;
        String question;
        Tracked tracked;
        synchronized (this) {
          question = "Who saved q" + sent.size() + "?";
          sent.add(question);
          tracked = edit ? acknowledged.get(id) : null;
        }
        var form = new HashMap<>(Map.of("question", question, "questionType", "PERSON", "answer", "Ada",
            "answerSentences", "Ada saved it.", "title", "Ada"));
        try {
          if (edit) {
            form.put("version", Integer.toString(tracked.version));
          }
          var r = browser.post(edit ? project + "/records/" + id : project + "/records", form);
          assertThat(r.statusCode()).as("save of %s: %s", question, r.body()).isEqualTo(303);
          String location = r.headers().firstValue("Location").orElseThrow();
          synchronized (this) {
            acknowledgedSaves++;
            if (edit) {
              assertThat(location).isEqualTo(project + "/records/" + id);
              tracked.question = question;
              tracked.version++;
              tracked.cutOff.clear();
            } else {
              long newId = Long.parseLong(location.substring(location.lastIndexOf('/') + 1));
              assertThat(acknowledged).as("id %d handed out again, for %s", newId, question).doesNotContainKey(newId);
              acknowledged.put(newId, new Tracked(question, 1));
            }
          }
          answered.countDown();
          Thread.sleep(pauses[i]);
        } catch (IOException | InterruptedException e) { // the server was killed under this request
          synchronized (this) {
            cutOffSaves++;
            if (edit) {
              tracked.cutOff.add(question);
            } else {
              createsCutOff.add(question);
            }
          }
          return;
        }
      }
    }

    /** Reads every record of the project from its overview and checks it against what was acknowledged. */
    private synchronized void verify(Browser browser, String when) throws Exception {
      Map<Long, String[]> rows = new HashMap<>();
      int pages = 1;
      for (int page = 1; page <= pages; page++) {
        var r = browser.get(project + "?page=" + page);
        assertThat(r.statusCode()).as("%s, %s: page %d of the records (303: signed out)", name, when, page).isEqualTo(200);
        Matcher m = ROW.matcher(r.body());
        while (m.find()) {
          rows.put(Long.parseLong(m.group(1)), new String[] {m.group(2), m.group(3)});
        }
        Matcher p = PAGES.matcher(r.body());
        if (p.find()) {
          pages = Integer.parseInt(p.group(1));
        }
      }
      for (var e : acknowledged.entrySet()) {
        long id = e.getKey();
        Tracked t = e.getValue();
        String[] row = rows.get(id);
        assertThat(row).as("%s: record %d (%s, acknowledged) is there", when, id, t.question).isNotNull();
        if (!row[0].equals(t.question)) {
          assertThat(t.cutOff).as("%s: record %d shows %s, acknowledged as %s", when, id, row[0], t.question).contains(row[0]);
          t.question = row[0];
          t.version++;
        }
        assertThat(Integer.parseInt(row[1])).as("%s: version of record %d", when, id).isEqualTo(t.version);
        t.cutOff.clear();
      }
      for (var e : rows.entrySet()) {
        if (!acknowledged.containsKey(e.getKey())) {
          String question = e.getValue()[0];
          assertThat(createsCutOff).as("%s: record %d (%s) was never sent", when, e.getKey(), question).contains(question);
          createsCutOff.remove(question);
          acknowledged.put(e.getKey(), new Tracked(question, Integer.parseInt(e.getValue()[1])));
        }
      }
      createsCutOff.clear();
      assertThat(rows).hasSameSizeAs(acknowledged);
      long newest = acknowledged.keySet().stream().mapToLong(Long::longValue).max().orElse(-1);
      if (newest > 0) { // the link the newest save was answered with shows that record
        assertThat(browser.get(project + "/records/" + newest).body()).contains(acknowledged.get(newest).question);
      }
    }
  }
}
