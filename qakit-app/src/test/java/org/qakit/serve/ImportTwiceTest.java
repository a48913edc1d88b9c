package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Samples;
import org.qakit.model.Diagram;
import org.qakit.serve.auth.Account;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.HistoryEntry;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.StoredRecord;
import org.qakit.serve.store.Sql;
import org.qakit.text.Language;

/**
 * Imports are idempotent: the same file imported twice (qakit-jsonl, qakit-serve, nlpcc-dbqa)
 * adds its records once and changes nothing the second time, matched by item id (by question for
 * nlpcc-dbqa, whose files have no ids); an item that changed is a new version of its record with
 * the fields the format cannot hold kept; an import past a project quota adds everything and
 * names the type; one past the importer's own quota skips and counts per type.
 */
@DatabaseTest
class ImportTwiceTest {
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

  private static RecordBody extractive(String q, String type, String answer, String sentence, String title, String url) {
    return new RecordBody(q, type, type, answer, List.of(sentence), sentence + " Another sentence follows.", title, url, "", List.of(),
        List.of(), "");
  }

  private static StoredRecord save(Project p, RecordBody b, Account by) {
    return server.server.services().records().create(p.id(), b, 0, by);
  }

  /** What a record is, as compared before and after an import: id, version, body, last saver and time, history length. */
  private static List<List<Object>> state(Project p) {
    var records = server.server.services().records();
    return records.list(p.id()).stream().map(r -> List.<Object>of(r.id(), r.version(), r.body(), String.valueOf(r.updatedBy()), r.updatedAt(),
        records.history(r.id()).size())).toList();
  }

  private static byte[] export(Browser b, Project p, String format) throws Exception {
    var r = b.getBytes("/projects/" + p.id() + "/export/" + format);
    assertThat(r.statusCode()).isEqualTo(200);
    return r.body();
  }

  private static String importFile(Browser b, Project p, String format, byte[] file, int status) throws Exception {
    b.get("/projects/" + p.id());
    var r = b.postFile("/projects/" + p.id() + "/import", Map.of("format", format), "file", "file." + format, file);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
    return r.body();
  }

  private Project source(String name) {
    Project p = server.project(name, ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", 10, "DATETIME", 10), server.ann);
    save(p, extractive("Who wrote Hamlet?", "PERSON", "Shakespeare", "Shakespeare wrote Hamlet.", "Hamlet", "https://example.org/hamlet"),
        server.ann);
    var r = save(p, extractive("When was Hamlet written?", "DATETIME", "1600", "Hamlet was written about 1600.", "Hamlet", ""), server.ann);
    server.server.services().records().update(p.id(), r.id(), 1, extractive("When was Hamlet first written?", "DATETIME", "1600",
        "Hamlet was written about 1600.", "Hamlet", ""), 0, server.bob);
    save(p, extractive("Who is Ophelia's brother?", "PERSON", "Laertes", "Laertes is Ophelia's brother.", "Ophelia", ""), server.bob);
    return p;
  }

  @Test
  void aQakitJsonlExportImportedTwiceAddsItsRecordsOnceAndThenChangesNothing() throws Exception {
    Project src = source("twice-src");
    Browser boss = server.signedIn("boss");
    byte[] file = export(boss, src, "qakit-jsonl");
    Project dst = server.project("twice-dst", ProjectKind.EXTRACTIVE, Language.ENGLISH, src.quotas());
    assertThat(importFile(boss, dst, "qakit-jsonl", file, 200)).contains("3 records added (0 with errors to fix)");
    var afterFirst = state(dst);
    assertThat(afterFirst).hasSize(3);
    assertThat(importFile(boss, dst, "qakit-jsonl", file, 200)).contains("0 records added (0 with errors to fix), 3 unchanged");
    assertThat(state(dst)).isEqualTo(afterFirst);
    // the export imported into its own project is the same records: nothing changes there either
    var srcBefore = state(src);
    assertThat(importFile(boss, src, "qakit-jsonl", file, 200)).contains("0 records added (0 with errors to fix), 3 unchanged");
    assertThat(state(src)).isEqualTo(srcBefore);
    // and the copy's export matches the original's records too (its item ids are the original's)
    assertThat(importFile(boss, src, "qakit-jsonl", export(boss, dst, "qakit-jsonl"), 200)).contains("3 unchanged");
    assertThat(state(src)).isEqualTo(srcBefore);
  }

  @Test
  void aChangedItemIsANewVersionOfItsRecordAndKeepsWhatTheFormatCannotHold() throws Exception {
    Project src = source("changed");
    Browser boss = server.signedIn("boss");
    String file = new String(export(boss, src, "qakit-jsonl"), StandardCharsets.UTF_8);
    // an item edited outside qakit: its question changes; the details line still has the record as it was
    String edited = Arrays.stream(file.split("\n")).map(l -> l.startsWith("{\"kind\":\"serve\"") ? l
        : l.replace("Who wrote Hamlet?", "Who wrote the play Hamlet?")).collect(Collectors.joining("\n", "", "\n"));
    assertThat(edited).isNotEqualTo(file);
    var before = state(src);
    assertThat(importFile(boss, src, "qakit-jsonl", edited.getBytes(StandardCharsets.UTF_8), 200))
        .contains("0 records added (0 with errors to fix), 1 updated (a new version each), 2 unchanged");
    var records = server.server.services().records();
    List<StoredRecord> after = records.list(src.id());
    assertThat(after).hasSize(3);
    StoredRecord hamlet = after.get(0);
    assertThat(hamlet.id()).isEqualTo((Long) before.get(0).get(0));
    assertThat(hamlet.version()).isEqualTo(2);
    assertThat(hamlet.body().question()).isEqualTo("Who wrote the play Hamlet?");
    assertThat(hamlet.body().url()).as("the URL, which qakit-jsonl's items do not hold, is kept").isEqualTo("https://example.org/hamlet");
    assertThat(records.history(hamlet.id())).extracting(HistoryEntry::version, h -> h.body().question(), HistoryEntry::changedBy)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(2, "Who wrote the play Hamlet?", "boss"),
            org.assertj.core.groups.Tuple.tuple(1, "Who wrote Hamlet?", "ann"));
    assertThat(state(src).subList(1, 3)).isEqualTo(before.subList(1, 3));
    // the same edited file again: nothing more
    assertThat(importFile(boss, src, "qakit-jsonl", edited.getBytes(StandardCharsets.UTF_8), 200)).contains("0 records added")
        .contains("3 unchanged").doesNotContain("updated");
    assertThat(records.find(src.id(), hamlet.id()).orElseThrow().version()).isEqualTo(2);
  }

  @Test
  void aQakitServeArchiveImportedTwiceChangesNothingAndStoresItsImagesOnce() throws Exception {
    Project src = server.project("geo", ProjectKind.SCENARIO_CHOICE, Language.CHINESE, Map.of("DIAGRAM", 5), server.ann);
    long image = server.server.services().images().add(src.id(), "map.png", ProjectArchiveTest.png(6, 4, java.awt.Color.BLUE), server.ann);
    save(src, new RecordBody("图中甲地的气候类型是", "DIAGRAM", "", "", List.of(), "", "", "", "下图示意某区域。",
        List.of(new Diagram(DiagramImages.diagramId(image), "map", "甲地夏季高温多雨")), List.of("热带雨林气候", "地中海气候", "温带海洋性气候",
        "亚热带季风气候"), "D"), server.ann);
    server.server.services().audits().rate(server.server.services().records().list(src.id()).get(0).id(), server.aud, 4, 4, 5, "fine");
    Browser boss = server.signedIn("boss");
    byte[] archive = export(boss, src, "qakit-serve");
    Project dst = server.project("geo copy", ProjectKind.SCENARIO_CHOICE, Language.CHINESE, src.quotas());
    assertThat(importFile(boss, dst, "qakit-serve", archive, 200)).contains("1 records added (0 with errors to fix)");
    var afterFirst = state(dst);
    assertThat(importFile(boss, dst, "qakit-serve", archive, 200)).contains("0 records added (0 with errors to fix), 1 unchanged");
    assertThat(state(dst)).isEqualTo(afterFirst);
    assertThat(server.server.services().audits().of((Long) afterFirst.get(0).get(0))).hasSize(1);
    int images = server.server.services().db().read(c -> Sql.one(c, "SELECT COUNT(*) FROM diagram_images WHERE project_id = ?",
        rs -> rs.getInt(1), dst.id())).orElseThrow();
    assertThat(images).as("the second import found the image the first stored").isEqualTo(1);
  }

  @Test
  void aVersionOneArchiveWithoutItemIdsIsReadWithTheIdsItsRecordsHad() throws Exception {
    Project src = source("v1-src");
    Browser boss = server.signedIn("boss");
    String v2 = new String(export(boss, src, "qakit-serve"), StandardCharsets.UTF_8);
    String[] lines = v2.split("\n");
    assertThat(lines[0]).contains("\"version\":2,");
    assertThat(lines[1]).containsPattern(",\"item\":\"r\\d+\",");
    var v1 = new StringBuilder(lines[0].replace("\"version\":2,", "\"version\":1,")).append('\n');
    for (int i = 1; i < lines.length; i++) {
      v1.append(lines[i].replaceFirst(",\"item\":\"r\\d+\",", ",")).append('\n');
    }
    Project dst = server.project("v1-dst", ProjectKind.EXTRACTIVE, Language.ENGLISH, src.quotas());
    assertThat(importFile(boss, dst, "qakit-serve", v1.toString().getBytes(StandardCharsets.UTF_8), 200))
        .contains("3 records added (0 with errors to fix)");
    var once = state(dst);
    // the version 2 file names the same items (r<id>): nothing changes
    assertThat(importFile(boss, dst, "qakit-serve", v2.getBytes(StandardCharsets.UTF_8), 200))
        .contains("0 records added (0 with errors to fix), 3 unchanged");
    assertThat(state(dst)).isEqualTo(once);
  }

  @Test
  void anNlpccDbqaFileWithoutItemIdsIsMatchedByQuestion() throws Exception {
    Project p = server.project("dbqa twice", ProjectKind.ANSWER_SELECTION, Language.CHINESE, Map.of("OTHER", 50), server.ann);
    Path sample = Samples.materialize("nlpcc-dbqa", dir.resolve("sample")).get(0);
    byte[] file = Files.readAllBytes(sample);
    Browser ann = server.signedIn("ann");
    String first = importFile(ann, p, "nlpcc-dbqa", file, 200);
    int n = server.server.services().records().list(p.id()).size();
    assertThat(n).isGreaterThan(1);
    assertThat(first).contains(n + " records added (0 with errors to fix)");
    var before = state(p);
    assertThat(importFile(ann, p, "nlpcc-dbqa", file, 200)).contains("0 records added (0 with errors to fix), " + n + " unchanged");
    assertThat(state(p)).isEqualTo(before);
    // its own export (another file name, no ids either) matches too
    assertThat(importFile(ann, p, "nlpcc-dbqa", export(ann, p, "nlpcc-dbqa"), 200)).contains(n + " unchanged");
    assertThat(state(p)).isEqualTo(before);
  }

  @Test
  void anImportPastAProjectQuotaAddsAllAndNamesTheTypeWhileTheImportersOwnQuotaSkips() throws Exception {
    Project src = source("quota-src");
    Browser boss = server.signedIn("boss");
    byte[] file = export(boss, src, "qakit-jsonl");
    Project dst = server.project("quota-dst", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", 1, "DATETIME", 5));
    assertThat(importFile(boss, dst, "qakit-jsonl", file, 200)).contains("3 records added (0 with errors to fix)")
        .contains("<p class=\"warn\">over the project&#39;s quota, all imported: PERSON 2 of 1</p>").doesNotContain("DATETIME 1 of 5");
    assertThat(server.server.services().records().list(dst.id())).hasSize(3);
    // an annotator with a quota of their own: the item past it is skipped and counted by type
    Project own = server.project("quota-own", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", 5, "DATETIME", 5), server.ann);
    server.server.services().projects().setAnnotatorQuota(own, server.ann.id(), "PERSON", 1);
    Browser ann = server.signedIn("ann");
    assertThat(importFile(ann, own, "qakit-jsonl", file, 200)).contains("2 records added (0 with errors to fix)")
        .contains("1 items beyond your quota of their question type not added (PERSON 1)");
  }
}
