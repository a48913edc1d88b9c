package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.auth.Account;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.NearDuplicateIndexTest;
import org.qakit.serve.record.NearDuplicates;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.StoredRecord;
import org.qakit.serve.store.Sql;
import org.qakit.text.Language;

/**
 * What a page reads. The record page's near-duplicates come from the index of question words
 * (migration V8, {@code NearDuplicateIndex}): the same matches as {@link NearDuplicates#of} over
 * every record, without reading other records' bodies, after a restart and with two servers on
 * one database. The record list reads {@code record_summaries}, kept equal to {@code records}
 * by every save, and no body.
 */
@DatabaseTest
class PageCostTest {
  @TempDir Path dir;

  private static RecordBody body(String question) {
    return new RecordBody(question, "OTHER", "", "", List.of(), "", "", "", "", List.of(), List.of(), "");
  }

  private static void assertSameAsDefinition(Services services, Project p) {
    var records = services.records();
    List<StoredRecord> all = records.list(p.id());
    int matched = 0;
    for (StoredRecord r : all) {
      List<NearDuplicates.Match> expected = NearDuplicates.of(r.id(), r.body().question(), all);
      assertThat(records.nearDuplicates(p.id(), r.id(), r.body().question())).as("record %d: %s", r.id(), r.body().question())
          .containsExactlyElementsOf(expected);
      matched += expected.size();
    }
    assertThat(matched).as("the fixture has near-duplicates to find").isGreaterThan(100);
  }

  @Test
  void theIndexFindsWhatTheDefinitionFindsAlsoAfterEditsAndOnlyInTheProject() throws Exception {
    try (var server = new TestServer(dir)) {
      var s = server.server.services();
      Project p = server.project("nd", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("OTHER", 1000), server.ann);
      Project other = server.project("other", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("OTHER", 1000), server.ann);
      var saved = new ArrayList<StoredRecord>();
      for (String q : NearDuplicateIndexTest.fixture()) {
        saved.add(s.records().create(p.id(), body(q), 0, server.ann));
        s.records().create(other.id(), body(q), 0, server.bob);
      }
      // edits: a question changed (its old words must go), one emptied of content words, one made a copy of another
      s.records().update(p.id(), saved.get(0).id(), 1, body("When did the Vltava river freeze?"), 0, server.bob);
      s.records().update(p.id(), saved.get(3).id(), 1, body("What is it?"), 0, server.bob);
      s.records().update(p.id(), saved.get(5).id(), 1, body("Where is Brno located?"), 0, server.bob);
      assertSameAsDefinition(s, p);
      assertSummariesMatchRecords(s);
      assertThat(s.records().nearDuplicates(p.id(), saved.get(12).id(), "Who wrote Hamlet?"))
          .extracting(NearDuplicates.Match::recordId).containsExactly(saved.get(13).id(), saved.get(14).id());
    }
  }

  @Test
  void aRecordPageReadsNoOtherRecordsBody() throws Exception {
    try (var server = new TestServer(dir)) {
      var s = server.server.services();
      Project p = server.project("pg", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("OTHER", 10), server.ann);
      long id = s.records().create(p.id(), body("When was Karel IV born?"), 0, server.ann).id();
      long twin = s.records().create(p.id(), body("When exactly was Karel IV born?"), 0, server.ann).id();
      long far = s.records().create(p.id(), body("Where is Brno?"), 0, server.ann).id();
      // the other records' bodies made unreadable: a page that parses them fails
      s.db().transaction(c -> Sql.update(c, "UPDATE records SET body = ? WHERE id IN (?, ?)", "{not a body", twin, far));
      var page = server.signedIn("ann").get("/projects/" + p.id() + "/records/" + id);
      assertThat(page.statusCode()).isEqualTo(200);
      assertThat(page.body()).contains("Near-duplicates in this project").contains("/records/" + twin + "\">record #2</a>: When exactly was Karel IV born? (0.80)")
          .doesNotContain("/records/" + far + "\"").doesNotContain("record #3<");
    }
  }

  /** The list's columns as {@code records} has them and as {@code record_summaries} has them. */
  private static void assertSummariesMatchRecords(Services s) {
    String columns = "project_id, question, question_type, version, errors, updated_by, updated_at";
    var fromRecords = s.db().read(c -> Sql.list(c, "SELECT id, " + columns + " FROM records ORDER BY id", PageCostTest::row));
    var fromSummaries = s.db().read(c -> Sql.list(c, "SELECT record_id, " + columns + " FROM record_summaries ORDER BY record_id",
        PageCostTest::row));
    assertThat(fromSummaries).isNotEmpty().containsExactlyElementsOf(fromRecords);
  }

  private static List<Object> row(java.sql.ResultSet rs) throws java.sql.SQLException {
    var out = new ArrayList<Object>();
    for (int i = 1; i <= 8; i++) {
      Object v = rs.getObject(i);
      out.add(v instanceof java.time.temporal.TemporalAccessor || v instanceof java.sql.Timestamp ? rs.getTimestamp(i).toInstant() : v);
    }
    return out;
  }

  @Test
  void aRecordListPageReadsNoBody() throws Exception {
    // H2 with a 1 MB page cache, as a database much larger than its cache (10,000 records of 100 KB): rows are read from the file
    ServeOptions options = TestDatabases.postgres() ? TestDatabases.options(dir)
        : ServeOptions.local(dir).withBcryptCost(4).withDb(org.qakit.serve.store.Database.h2Url(dir) + ";CACHE_SIZE=1024", null, null);
    try (var server = new TestServer(options)) {
      var s = server.server.services();
      Project p = server.project("list", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("OTHER", 100), server.ann);
      String article = "Ada wrote it. " + "It rained all day in the town. ".repeat(29_000);
      var saved = new ArrayList<StoredRecord>();
      for (int i = 0; i < 60; i++) {
        saved.add(s.records().create(p.id(), new RecordBody("Who wrote book " + i + "?", "OTHER", "", "Ada", List.of("Ada wrote it."),
            article, "Book " + i, "", "", List.of(), List.of(), ""), 0, server.ann));
      }
      s.records().update(p.id(), saved.get(3).id(), 1, body("Who wrote book three?"), 2, server.bob);
      assertSummariesMatchRecords(s);
      var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
      long me = Thread.currentThread().threadId();
      org.qakit.serve.overview.ProjectOverview.read(s.db(), server.boss, p.id(), 2).orElseThrow(); // another page: H2 reuses the last result of the same query
      long before = threads.getThreadAllocatedBytes(me);
      var page = org.qakit.serve.overview.ProjectOverview.read(s.db(), server.boss, p.id(), 1).orElseThrow();
      long allocated = threads.getThreadAllocatedBytes(me) - before;
      assertThat(page.records().rows()).hasSize(50);
      assertThat(page.records().rows().get(3).question()).isEqualTo("Who wrote book three?");
      assertThat(page.records().rows().get(3).version()).isEqualTo(2);
      assertThat(page.records().rows().get(3).updatedBy()).isEqualTo("bob");
      if (!TestDatabases.postgres()) { // PostgreSQL keeps a long body out of its row (TOAST); H2 reads the row whole
        assertThat(allocated).as("bytes allocated by one overview of 50 records of %d characters", article.length()).isLessThan(20_000_000L);
      }
      var html = server.signedIn("ann").get("/projects/" + p.id() + "?page=2");
      assertThat(html.statusCode()).isEqualTo(200);
      assertThat(html.body()).contains("Who wrote book 59?").doesNotContain("Who wrote book 49?");
    }
  }

  @Test
  void recordsIndexedUnderNoOrAnOlderSchemeAreIndexedAtStart() throws Exception {
    ServeOptions options = TestDatabases.options(dir);
    Project p;
    try (var server = new TestServer(options)) {
      var s = server.server.services();
      p = server.project("restart", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("OTHER", 1000), server.ann);
      for (String q : NearDuplicateIndexTest.fixture()) {
        s.records().create(p.id(), body(q), 0, server.ann);
      }
      // as a database migrated to V8 from before it (no rows), and one record under an older word scheme
      s.db().transaction(c -> {
        long first = Sql.one(c, "SELECT MIN(id) FROM records", rs -> rs.getLong(1)).orElseThrow();
        Sql.update(c, "DELETE FROM near_duplicate_sets WHERE record_id <> ?", first);
        Sql.update(c, "DELETE FROM near_duplicate_words WHERE record_id = ?", first);
        return Sql.update(c, "UPDATE near_duplicate_sets SET scheme = 0");
      });
      assertThat(s.records().nearDuplicates(p.id(), 2, "When was Karel IV born in Prague?")).isEmpty();
    }
    try (var restarted = QakitServer.start(options); var second = QakitServer.start(options)) {
      // the first start indexed everything; the second found nothing to do and sees the same rows
      assertSameAsDefinition(restarted.services(), p);
      Account ann = restarted.services().accounts().all().stream().filter(a -> a.username().equals("ann")).findFirst().orElseThrow();
      // a save on one server is found by the other's record page at once
      long added = second.services().records().create(p.id(), body("When was Karel IV born, really?"), 0, ann).id();
      long karel = restarted.services().records().list(p.id()).stream().filter(r -> r.body().question().equals("When was Karel IV born?"))
          .findFirst().orElseThrow().id();
      assertThat(restarted.services().records().nearDuplicates(p.id(), karel, "When was Karel IV born?"))
          .extracting(NearDuplicates.Match::recordId).contains(added);
      assertSameAsDefinition(second.services(), p);
    }
  }

}
