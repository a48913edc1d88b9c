package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordSummary;
import org.qakit.serve.store.Sql;
import org.qakit.text.Language;

/**
 * Record ids shown to people are per project: two projects each start at #1, whatever order their
 * records were saved in; the record page says {@code Record #N}; the address keeps the global id
 * (so a link made before still opens the record), and {@code /projects/P/number/N} redirects to it.
 */
@DatabaseTest
class RecordNumbersTest {
  @TempDir static Path dir;
  static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(dir);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static long save(Browser b, Project p, String question) throws Exception {
    String answer = "The answer to '" + question + "' is yes.";
    return Browser.recordId(b.post("/projects/" + p.id() + "/records", Map.of("question", question, "questionType", "OTHER",
        "answerSentences", answer, "source", answer + " Nothing else is known.", "title", question)));
  }

  @Test
  void twoProjectsEachStartAtOneAndOldGlobalLinksStillOpenTheirRecord() throws Exception {
    Project a = server.project("numbers a", ProjectKind.ANSWER_SELECTION, Language.ENGLISH, Map.of("OTHER", 10), server.ann);
    Project b = server.project("numbers b", ProjectKind.ANSWER_SELECTION, Language.ENGLISH, Map.of("OTHER", 10), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + a.id());
    long a1 = save(ann, a, "Is the first one here?");
    long b1 = save(ann, b, "Is the second one here?");
    long a2 = save(ann, a, "Is the third one here?");
    assertThat(b1).as("global ids interleave").isGreaterThan(a1).isLessThan(a2);
    assertThat(server.server.services().records().summaries(a.id())).extracting(RecordSummary::id, RecordSummary::number)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(a1, 1), org.assertj.core.groups.Tuple.tuple(a2, 2));
    assertThat(server.server.services().records().summaries(b.id())).extracting(RecordSummary::number).containsExactly(1);

    String listA = ann.get("/projects/" + a.id()).body();
    assertThat(listA).contains("<td>#1</td>\n    <td><a href=\"/projects/" + a.id() + "/records/" + a1 + "\">")
        .contains("<td>#2</td>\n    <td><a href=\"/projects/" + a.id() + "/records/" + a2 + "\">");
    String listB = ann.get("/projects/" + b.id()).body();
    assertThat(listB).contains("<td>#1</td>").doesNotContain("<td>#2</td>");

    // the old global link resolves, and the page names the record by its number in the project
    var page = ann.get("/projects/" + b.id() + "/records/" + b1);
    assertThat(page.statusCode()).isEqualTo(200);
    assertThat(page.body()).contains("<title>Record #1 · qakit serve</title>").contains("<h1>Record #1 <small>");
    assertThat(ann.get("/projects/" + a.id() + "/records/" + a2).body()).contains("<h1>Record #2 <small>");
    // a number reaches its record
    var byNumber = ann.get("/projects/" + a.id() + "/number/2");
    assertThat(byNumber.statusCode()).isEqualTo(302);
    assertThat(byNumber.headers().firstValue("Location")).hasValue("/projects/" + a.id() + "/records/" + a2);
    assertThat(ann.get("/projects/" + b.id() + "/number/2").statusCode()).isEqualTo(404);
    assertThat(ann.get("/projects/" + b.id() + "/number/0").statusCode()).isEqualTo(404);
    assertThat(ann.get("/projects/" + b.id() + "/number/99999999999").statusCode()).isEqualTo(404);
    // another project's record is not reachable through this project, by id or by number
    assertThat(ann.get("/projects/" + b.id() + "/records/" + a1).statusCode()).isEqualTo(404);
  }

  @Test
  void aProjectFilledByAnImportIsNumberedFromOneInTheFilesOrder() throws Exception {
    Project src = server.project("numbers src", ProjectKind.ANSWER_SELECTION, Language.ENGLISH, Map.of("OTHER", 10), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + src.id());
    for (String q : new String[] {"Is this one?", "Is this two?", "Is this three?"}) {
      save(ann, src, q);
    }
    assertThat(server.server.services().records().list(src.id())).allSatisfy(r -> assertThat(r.errors()).isZero());
    var file = ann.getBytes("/projects/" + src.id() + "/export/qakit-jsonl").body();
    Project dst = server.project("numbers dst", ProjectKind.ANSWER_SELECTION, Language.ENGLISH, Map.of("OTHER", 10), server.ann);
    ann.get("/projects/" + dst.id());
    assertThat(ann.postFile("/projects/" + dst.id() + "/import", Map.of("format", "qakit-jsonl"), "file", "f.jsonl", file).body())
        .contains("3 records added");
    assertThat(server.server.services().records().summaries(dst.id())).extracting(RecordSummary::number, RecordSummary::question)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(1, "Is this one?"), org.assertj.core.groups.Tuple.tuple(2, "Is this two?"),
            org.assertj.core.groups.Tuple.tuple(3, "Is this three?"));
  }

  @Test
  void savesAtOnceInOneProjectNeverShareANumber() throws Exception {
    Project p = server.project("at once", ProjectKind.ANSWER_SELECTION, Language.ENGLISH, Map.of("OTHER", 100), server.ann, server.bob);
    var records = server.server.services().records();
    int threads = 8;
    int each = 5;
    var start = new java.util.concurrent.CountDownLatch(1);
    try (var pool = java.util.concurrent.Executors.newFixedThreadPool(threads)) {
      var done = new java.util.ArrayList<java.util.concurrent.Future<?>>();
      for (int t = 0; t < threads; t++) {
        var by = t % 2 == 0 ? server.ann : server.bob;
        int thread = t;
        done.add(pool.submit(() -> {
          start.await();
          for (int i = 0; i < each; i++) {
            String q = "Is thread " + thread + " at " + i + "?";
            records.create(p.id(), new org.qakit.serve.record.RecordBody(q, "OTHER", "", "", List.of(q), q, "", "", "", List.of(), List.of(), ""),
                0, by);
          }
          return null;
        }));
      }
      start.countDown();
      for (var f : done) {
        f.get();  // a deadlock or a duplicate number fails here
      }
    }
    assertThat(records.summaries(p.id())).extracting(RecordSummary::number)
        .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, threads * each).boxed().toList());
  }

  /** Every row of {@code record_keys} as (record, project, number, item id), by record. */
  private static List<List<Object>> keys() {
    return server.server.services().db().read(c -> Sql.list(c, "SELECT record_id, project_id, project_number, item_id FROM record_keys"
        + " ORDER BY record_id", rs -> List.<Object>of(rs.getLong(1), rs.getLong(2), rs.getInt(3), rs.getString(4))));
  }

  @Test
  void theMigrationNumbersTheRecordsAlreadyThereAsSavesDo() throws Exception {
    Project a = server.project("migrated a", ProjectKind.ANSWER_SELECTION, Language.ENGLISH, Map.of("OTHER", 10), server.ann);
    Project b = server.project("migrated b", ProjectKind.ANSWER_SELECTION, Language.ENGLISH, Map.of("OTHER", 10), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + a.id());
    for (int i = 0; i < 3; i++) {
      save(ann, a, "Is migrated a" + i + " here?");
      save(ann, b, "Is migrated b" + i + " here?");
    }
    List<List<Object>> saved = keys();
    assertThat(saved).hasSizeGreaterThanOrEqualTo(6);
    // V11's statement that numbers the records a database already holds, run again on an emptied table
    String migration = new String(getClass().getResourceAsStream("/db/migration/V11__record_keys.sql").readAllBytes(), StandardCharsets.UTF_8);
    String fill = migration.substring(migration.indexOf("INSERT INTO record_keys")).strip();
    server.server.services().db().transaction(c -> {
      Sql.update(c, "DELETE FROM record_keys");
      return Sql.update(c, fill.substring(0, fill.length() - 1));
    });
    // the same numbers; and every item id r<id> (before V11 no record had come with an item id of its own)
    List<List<Object>> filled = keys();
    assertThat(filled).extracting(k -> k.subList(0, 3)).isEqualTo(saved.stream().map(k -> k.subList(0, 3)).toList());
    assertThat(filled).allSatisfy(k -> assertThat(k.get(3)).isEqualTo("r" + k.get(0)));
  }
}
