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
 * The record page's near-duplicates come from the index of question words (migration V7,
 * {@code NearDuplicateIndex}): the same matches as {@link NearDuplicates#of} over every record,
 * without reading other records' bodies, after a restart and with two servers on one database.
 */
class NearDuplicatePageTest {
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
      assertThat(page.body()).contains("Near-duplicates in this project").contains("record " + twin + "</a>: When exactly was Karel IV born? (0.80)")
          .doesNotContain("record " + far + "<");
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
      // as a database migrated to V7 from before it (no rows), and one record under an older word scheme
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
