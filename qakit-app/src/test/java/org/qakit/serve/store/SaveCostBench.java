package org.qakit.serve.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Instant;
import java.util.Arrays;

/**
 * What a save costs on H2 before and after issue 17's durability work: the statements of a new
 * record (the record row and its first history row, a body of about 3 KB) in one transaction,
 * {@code saves} times on one thread, (a) as before: HikariCP and commit, URL {@code
 * WRITE_DELAY=0;QUERY_CACHE_SIZE=64}; (b) through {@link Database#transaction}: commit, {@code
 * CHECKPOINT SYNC} (fsync) and the {@link IdGuard}. Rounds alternate; prints the median of the
 * rounds in milliseconds a save. Not a test: {@code java -cp ... org.qakit.serve.store.SaveCostBench
 * [saves] [rounds]} (docs/benchmarks.md).
 */
public final class SaveCostBench {
  private static final String RECORD = "INSERT INTO records(project_id, version, question, question_type, body, errors, created_by, updated_by,"
      + " updated_at) VALUES (1, 1, ?, 'PERSON', ?, 0, NULL, NULL, ?)";
  private static final String HISTORY = "INSERT INTO record_history(record_id, version, body, changed_by, changed_at) VALUES (?, 1, ?, NULL, ?)";

  private SaveCostBench() {}

  public static void main(String[] args) throws Exception {
    int saves = args.length > 0 ? Integer.parseInt(args[0]) : 300;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    Path work = Files.createTempDirectory("qakit-save-cost");
    String body = "{\"question\":\"Who?\",\"source\":\"" + "Ada Lovelace wrote the first program. ".repeat(80) + "\"}";
    double[] before = new double[rounds];
    double[] after = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      after[r] = fixed(work.resolve("after" + r), saves, body);
      before[r] = plain(work.resolve("before" + r), saves, body);
      System.out.printf("round %d: before %.3f ms a save, after %.3f ms a save%n", r + 1, before[r], after[r]);
    }
    System.out.printf("median of %d rounds of %d saves: before %.3f ms, after %.3f ms a save (+%.3f ms)%n", rounds, saves,
        median(before), median(after), median(after) - median(before));
  }

  private static double fixed(Path dir, int saves, String body) throws Exception {
    try (Database db = Database.open(Database.h2Url(dir), null, null)) {
      db.transaction(c -> Sql.update(c, "INSERT INTO projects(name, kind, language, created_at) VALUES ('p', 'extractive', 'en', ?)", Instant.now()));
      long began = System.nanoTime();
      for (int i = 0; i < saves; i++) {
        String question = "Who " + i + "?";
        db.transaction(c -> save(c, question, body));
      }
      return (System.nanoTime() - began) / 1e6 / saves;
    }
  }

  private static double plain(Path dir, int saves, String body) throws Exception {
    try (Database db = Database.open(Database.h2Url(dir), null, null)) {
      db.transaction(c -> Sql.update(c, "INSERT INTO projects(name, kind, language, created_at) VALUES ('p', 'extractive', 'en', ?)", Instant.now()));
    }
    var config = new HikariConfig();
    config.setJdbcUrl("jdbc:h2:file:" + dir.toAbsolutePath().resolve("qakit") + ";WRITE_DELAY=0;QUERY_CACHE_SIZE=64");
    config.setMaximumPoolSize(Database.MAX_CONNECTIONS);
    config.setMinimumIdle(2);
    try (var pool = new HikariDataSource(config)) {
      long began = System.nanoTime();
      for (int i = 0; i < saves; i++) {
        try (Connection c = pool.getConnection()) {
          c.setAutoCommit(false);
          save(c, "Who " + i + "?", body);
          c.commit();
        }
      }
      return (System.nanoTime() - began) / 1e6 / saves;
    }
  }

  private static long save(Connection c, String question, String body) throws java.sql.SQLException {
    Instant now = Instant.now();
    long id = Sql.insert(c, RECORD, question, body, now);
    Sql.update(c, HISTORY, id, body, now);
    return id;
  }

  private static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    return v[v.length / 2];
  }
}
