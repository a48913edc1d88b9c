package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.model.Diagram;
import org.qakit.serve.audit.Audit;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.demo.DemoData;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.Finding;
import org.qakit.serve.record.HistoryEntry;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.StoredRecord;
import org.qakit.serve.store.Sql;
import org.qakit.text.Language;

/**
 * Export → import is the identity: each demo project kind, with records added and edited by
 * several people (records sharing a title, empty optional fields, unicode, several answer
 * sentences, diagram images, audits, records that need a fix), exported as {@code qakit-serve}
 * from one server and imported into a new project on another (a fresh database), compared field by
 * field: body, version, errors, creator, last saver and time, every history entry, every audit,
 * every image's bytes, type, name, uploader and time.
 */
@DatabaseTest
class ProjectArchiveTest {
  @TempDir static Path sourceDir;
  @TempDir static Path targetDir;
  static TestServer source;
  static TestServer target;

  @BeforeAll
  static void start() throws Exception {
    source = new TestServer(sourceDir);
    DemoData.create(source.server.services());
    target = new TestServer(targetDir);
    for (String name : List.of("demo", "annotator")) {
      target.server.services().accounts().create(name, TestServer.PASSWORD, name.equals("demo") ? Role.ADMIN : Role.ANNOTATOR);
    }
    target.server.services().accounts().create("auditor", TestServer.PASSWORD, Role.AUDITOR);
    source.server.services().accounts().create("ghost", TestServer.PASSWORD, Role.ANNOTATOR);
    source.server.services().accounts().create("ghostaud", TestServer.PASSWORD, Role.AUDITOR);
  }

  @AfterAll
  static void stop() {
    source.close();
    target.close();
  }

  private static Account account(TestServer s, String name) {
    return s.server.services().accounts().all().stream().filter(a -> a.username().equals(name)).findFirst().orElseThrow();
  }

  private static Project demoProject(ProjectKind kind) {
    return source.server.services().projects().visibleTo(source.boss).stream().filter(p -> p.kind() == kind).findFirst().orElseThrow();
  }

  private static int errors(Project p, RecordBody b) {
    return (int) source.server.services().validator().validate(p, b).stream().filter(Finding::isError).count();
  }

  private static StoredRecord save(Project p, RecordBody b, String by) {
    return source.server.services().records().create(p.id(), b, errors(p, b), account(source, by));
  }

  private static StoredRecord edit(Project p, StoredRecord r, RecordBody b, String by) {
    return source.server.services().records().update(p.id(), r.id(), r.version(), b, errors(p, b), account(source, by));
  }

  private static void rate(StoredRecord r, String auditor, int s, int f, int o, String comment) {
    source.server.services().audits().rate(r.id(), account(source, auditor), s, f, o, comment);
  }

  private static RecordBody extractive(String q, String type, String answerType, String answer, List<String> sentences, String source,
      String title, String url) {
    return new RecordBody(q, type, answerType, answer, sentences, source, title, url, "", List.of(), List.of(), "");
  }

  static byte[] png(int w, int h, Color color) throws Exception {
    var img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    for (int x = 0; x < w; x++) {
      for (int y = 0; y < h; y++) {
        img.setRGB(x, y, (x + y) % 2 == 0 ? color.getRGB() : Color.WHITE.getRGB());
      }
    }
    var out = new ByteArrayOutputStream();
    ImageIO.write(img, "png", out);
    return out.toByteArray();
  }

  /** Records added to the extractive demo project (SQAD, Czech): shared titles, unicode, empty fields, several sentences, edits, audits. */
  private static void extractiveRecords(Project p) {
    String article1 = "Praha je hlavní město Česka. Karlův most byl založen roku 1357. Řeka Vltava teče Prahou.";
    String article2 = "Praha (hebrejsky פראג) leží na Vltavě. Má přibližně 1,3 milionu obyvatel. 布拉格是捷克的首都。";
    var a = save(p, extractive("Kdy byl založen Karlův most? 🌉", "DATETIME", "DATETIME", "roku 1357",
        List.of("Karlův most byl založen roku 1357."), article1, "Praha", "https://cs.wikipedia.org/wiki/Praha"), "annotator");
    var b = save(p, extractive("Kolik obyvatel má Praha?", "NUMERIC", "", "1,3 milionu",
        List.of("Má přibližně 1,3 milionu obyvatel."), article2, "Praha", ""), "annotator");
    save(p, extractive("Co je \u0065\u0301 v Unicode?", "OTHER", "", "", List.of(), "", "", ""), "annotator");  // needs a fix
    var d = save(p, extractive("Kterou řekou teče Vltava?", "LOCATION", "LOCATION", "Prahou",
        List.of("Praha je hlavní město Česka.", "Řeka Vltava teče Prahou."), article1, "Praha", ""), "annotator");
    var d2 = edit(p, d, extractive("Kterým městem teče Vltava?", "LOCATION", "LOCATION", "Prahou",
        List.of("Praha je hlavní město Česka.", "Řeka Vltava teče Prahou."), article1, "Praha", ""), "demo");
    edit(p, d2, extractive("Kterým městem teče řeka Vltava?", "LOCATION", "LOCATION", "Prahou",
        List.of("Řeka Vltava teče Prahou."), article1, "Praha", "http://example.org/vltava"), "annotator");
    rate(a, "auditor", 4, 5, 4, "dobrá otázka ✓");
    rate(a, "aud", 2, 3, 3, "nejasné");
    rate(b, "auditor", 5, 5, 5, "");
  }

  private static void answerSelectionRecords(Project p) {
    var a = save(p, new RecordBody("长城有多长？", "OTHER", "", "", List.of("长城全长约两万一千公里。"),
        "长城是中国古代的军事防御工程。\n\n长城全长约两万一千公里。", "长城", "", "", List.of(), List.of(), ""), "annotator");
    save(p, new RecordBody("长城是什么？", "OTHER", "", "", List.of("长城是古代的防御工程。"),
        "长城是古代的防御工程。它很长。", "长城", "", "", List.of(), List.of(), ""), "annotator");
    edit(p, a, new RecordBody("长城到底有多长？", "OTHER", "", "", List.of("长城全长约两万一千公里。"),
        "长城是中国古代的军事防御工程。\n\n长城全长约两万一千公里。", "长城", "", "", List.of(), List.of(), ""), "demo");
    rate(a, "auditor", 3, 3, 3, "ok");
  }

  private static void scenarioRecords(Project p) throws Exception {
    var images = source.server.services().images();
    long map = images.add(p.id(), "地图 map.png", png(12, 8, new Color(0x2d6cdf)), account(source, "annotator"));
    long chart = images.add(p.id(), "chart.png", png(9, 9, new Color(0xdf6c2d)), account(source, "annotator"));
    var first = new RecordBody("图中甲地的气候类型是", "FACT", "", "", List.of(), "", "", "", "下图示意某区域。",
        List.of(new Diagram(DiagramImages.diagramId(map), "map", "甲地夏季高温多雨"), new Diagram("d2", null, "一张没有类别的图")),
        List.of("热带雨林气候", "地中海气候", "温带海洋性气候", "亚热带季风气候"), "D");
    var r = save(p, first, "annotator");
    var second = new RecordBody("图中甲地的气候类型是", "FACT", "", "", List.of(), "", "", "", "下图示意某区域。",
        List.of(new Diagram(DiagramImages.diagramId(map), "map", "甲地夏季高温多雨"), new Diagram(DiagramImages.diagramId(chart), null, "")),
        List.of("热带雨林气候", "地中海气候", "温带海洋性气候", "亚热带季风气候"), "D");
    edit(p, r, second, "demo");
    save(p, new RecordBody("Which option?", "REASONING", "", "", List.of(), "", "", "", "", List.of(), List.of("a", "a"), "A"), "annotator");
    rate(r, "auditor", 1, 4, 4, "图不清楚");
  }

  /** A record as compared: diagram images by their content, accounts by name, everything else as stored. */
  record Snapshot(RecordBody body, int version, int errors, String createdBy, String updatedBy, Instant updatedAt,
      List<HistoryEntry> history, List<Audit> audits) {}

  static List<Snapshot> snapshots(TestServer s, Project p) {
    var services = s.server.services();
    var out = new ArrayList<Snapshot>();
    for (StoredRecord r : services.records().list(p.id())) {
      String creator = services.db().read(c -> Sql.one(c, "SELECT a.username FROM records r LEFT JOIN accounts a ON a.id = r.created_by"
          + " WHERE r.id = ?", rs -> rs.getString(1), r.id())).orElse(null);
      var history = services.records().history(r.id()).stream()
          .map(h -> new HistoryEntry(h.version(), content(s, p, h.body()), h.changedBy(), h.changedAt())).toList();
      var audits = services.audits().of(r.id()).stream()
          .map(a -> new Audit(0, a.auditor(), a.sufficiency(), a.fairness(), a.objectiveness(), a.comment(), a.ratedAt())).toList();
      out.add(new Snapshot(content(s, p, r.body()), r.version(), r.errors(), creator, r.updatedBy(), r.updatedAt(), history, audits));
    }
    return out;
  }

  /** {@code b} with each diagram image id replaced by what the image is: digest, type, name, uploader, time. */
  private static RecordBody content(TestServer s, Project p, RecordBody b) {
    var diagrams = b.diagrams().stream().map(d -> DiagramImages.imageId(d.id()).map(id -> new Diagram(s.server.services().db().read(c ->
        Sql.one(c, "SELECT i.bytes, i.content_type, i.file_name, a.username, i.uploaded_at FROM diagram_images i LEFT JOIN accounts a"
            + " ON a.id = i.uploaded_by WHERE i.id = ? AND i.project_id = ?", rs -> sha256(rs.getBytes(1)) + " " + rs.getString(2) + " "
            + rs.getString(3) + " " + rs.getString(4) + " " + rs.getTimestamp(5).toInstant(), id, p.id())).orElse("no image " + id),
        d.category(), d.description())).orElse(d)).toList();
    return new RecordBody(b.question(), b.questionType(), b.answerType(), b.answer(), b.answerSentences(), b.source(), b.title(), b.url(),
        b.scenario(), diagrams, b.options(), b.correct());
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  /** Exports {@code p} from the source as qakit-serve and imports the file into a new project of the target as {@code importer}. */
  static Project roundTrip(Project p, String importer, String expectedResult) throws Exception {
    var r = source.signedIn("boss").getBytes("/projects/" + p.id() + "/export/qakit-serve");
    assertThat(r.statusCode()).isEqualTo(200);
    Project copy = target.server.services().projects().create(p.name(), p.kind(), p.language(), p.quotas());
    Browser b = target.signedIn(importer);
    b.get("/projects/" + copy.id());
    var imported = b.postFile("/projects/" + copy.id() + "/import", Map.of("format", "qakit-serve"), "file", "project.qakit-serve.jsonl",
        r.body());
    assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);
    assertThat(imported.body()).contains(expectedResult);
    return copy;
  }

  @Test
  void eachDemoProjectKindComesBackFieldByField() throws Exception {
    Project extractive = demoProject(ProjectKind.EXTRACTIVE);
    Project selection = demoProject(ProjectKind.ANSWER_SELECTION);
    Project scenario = demoProject(ProjectKind.SCENARIO_CHOICE);
    extractiveRecords(extractive);
    answerSelectionRecords(selection);
    scenarioRecords(scenario);
    Project copy = null;
    for (Project p : List.of(extractive, selection, scenario)) {
      List<Snapshot> before = snapshots(source, p);
      assertThat(before).hasSizeGreaterThan(3);
      copy = roundTrip(p, "boss", before.size() + " records added");
      assertThat(snapshots(target, copy)).as(p.kind().id()).containsExactlyElementsOf(before);
      assertThat(target.server.services().records().summaries(copy.id())).extracting(r -> List.of(r.question(), r.questionType(), r.version(),
          r.errors(), r.updatedBy(), r.updatedAt())).containsExactlyElementsOf(before.stream().map(b -> List.of(b.body().question(),
          b.body().questionType(), b.version(), b.errors(), b.updatedBy(), b.updatedAt())).toList());
      assertThat(target.server.services().audits().excluded(copy.id())).hasSameSizeAs(source.server.services().audits().excluded(p.id()));
    }
    // the scenario's two images came along once each, attached
    long scenarioCopy = copy.id();
    int images = target.server.services().db().read(c -> Sql.one(c, "SELECT COUNT(*) FROM diagram_images WHERE project_id = ?"
        + " AND attached = TRUE", rs -> rs.getInt(1), scenarioCopy)).orElseThrow();
    assertThat(images).as("images restored and attached to their records (so that ImagePurge keeps them)").isEqualTo(2);
  }

  /** The snapshots of the records of {@code p} a dataset export holds: no errors, not excluded by an audit. */
  private static List<Snapshot> exported(Project p) {
    var excluded = source.server.services().audits().excluded(p.id());
    var records = source.server.services().records().list(p.id());
    var all = snapshots(source, p);
    var out = new ArrayList<Snapshot>();
    for (int i = 0; i < records.size(); i++) {
      if (records.get(i).errors() == 0 && !excluded.contains(records.get(i).id())) {
        out.add(all.get(i));
      }
    }
    return out;
  }

  @Test
  void aQakitJsonlExportComesBackFieldByFieldWithItsAnnotatorsUrlsHistoryAndAudits() throws Exception {
    var quotas = Map.of("DATETIME", 5, "NUMERIC", 5, "LOCATION", 5, "OTHER", 5);
    Project extractive = source.project("jsonl extractive", ProjectKind.EXTRACTIVE, Language.CZECH, quotas);
    Project selection = source.project("jsonl selection", ProjectKind.ANSWER_SELECTION, Language.CHINESE, quotas);
    extractiveRecords(extractive);
    answerSelectionRecords(selection);
    for (Project p : List.of(extractive, selection)) {
      List<Snapshot> before = exported(p);
      assertThat(before).as("records with errors and excluded ones are left out of a dataset export").hasSizeGreaterThan(1)
          .hasSizeLessThan(snapshots(source, p).size() + (p == selection ? 1 : 0));
      var file = source.signedIn("boss").getBytes("/projects/" + p.id() + "/export/qakit-jsonl");
      assertThat(file.statusCode()).isEqualTo(200);
      Project copy = target.server.services().projects().create(p.name(), p.kind(), p.language(), p.quotas());
      Browser b = target.signedIn("boss");
      b.get("/projects/" + copy.id());
      var imported = b.postFile("/projects/" + copy.id() + "/import", Map.of("format", "qakit-jsonl"), "file", "p.jsonl", file.body());
      assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);
      assertThat(imported.body()).contains(before.size() + " records added (0 with errors to fix)").doesNotContain("no account here");
      assertThat(snapshots(target, copy)).as(p.kind().id()).containsExactlyElementsOf(before);
      // the creator, the source URL, the history and the audits came along, not only the items' fields
      assertThat(snapshots(target, copy)).anySatisfy(s -> assertThat(s.history()).hasSizeGreaterThan(1))
          .anySatisfy(s -> assertThat(s.audits()).isNotEmpty());
    }
    assertThat(snapshots(target, target.server.services().projects().visibleTo(target.boss).stream()
        .filter(x -> x.name().equals("jsonl extractive")).findFirst().orElseThrow())).anySatisfy(s -> {
          assertThat(s.body().url()).isEqualTo("http://example.org/vltava");
          assertThat(s.createdBy()).isEqualTo("annotator");
        });
  }

  @Test
  void whatCannotBeMappedIsNamedAndAttributedToTheImporter() throws Exception {
    Project p = source.project("ghosts", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", 5));
    var body = extractive("Who wrote Hamlet?", "PERSON", "PERSON", "Shakespeare", List.of("Shakespeare wrote Hamlet."),
        "Shakespeare wrote Hamlet.", "Hamlet", "");
    var r = save(p, body, "ghost");
    edit(p, r, body, "annotator");
    rate(r, "ghostaud", 1, 1, 1, "no");
    rate(r, "auditor", 4, 4, 4, "fine");
    Project copy = roundTrip(p, "boss", "<p class=\"warn\">no account here for ghost, ghostaud: 2 of their places as"
        + " creator, saver or uploader given to boss, 1 of their audits not restored</p>");
    Snapshot back = snapshots(target, copy).get(0);
    Snapshot was = snapshots(source, p).get(0);
    assertThat(back.createdBy()).isEqualTo("boss");
    assertThat(back.history()).extracting(HistoryEntry::changedBy).containsExactly("annotator", "boss");
    assertThat(back.audits()).extracting(Audit::auditor).containsExactly("auditor");
    assertThat(back.body()).isEqualTo(was.body());
    assertThat(back.updatedAt()).isEqualTo(was.updatedAt());
  }

  @Test
  void anArchiveCutShortMalformedOfAnotherKindOrFromAnAnnotatorAddsNothing() throws Exception {
    Project p = source.project("strict", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", 5));
    for (int i = 0; i < 2; i++) {
      save(p, extractive("Who wrote book " + i + "?", "PERSON", "PERSON", "Ada", List.of("Ada wrote book " + i + "."),
          "Ada wrote book " + i + ".", "Book " + i, ""), "annotator");
    }
    String file = new String(source.signedIn("boss").getBytes("/projects/" + p.id() + "/export/qakit-serve").body(), StandardCharsets.UTF_8);
    String[] lines = file.split("\n");
    assertThat(lines).hasSize(3);
    Project into = target.server.services().projects().create("strict", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("PERSON", 5));
    Project other = target.server.services().projects().create("mc", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("PERSON", 5));
    target.server.services().projects().assign(into.id(), target.ann.id());
    Browser boss = target.signedIn("boss");
    boss.get("/");
    var cut = boss.postFile("/projects/" + into.id() + "/import", Map.of("format", "qakit-serve"), "file", "cut.jsonl",
        (lines[0] + "\n" + lines[1] + "\n").getBytes(StandardCharsets.UTF_8));
    assertThat(cut.statusCode()).isEqualTo(400);
    assertThat(cut.body()).contains("cut.jsonl: the file announces 2 records and 0 images but holds 1 and 0: is it cut short?");
    var bad = boss.postFile("/projects/" + into.id() + "/import", Map.of("format", "qakit-serve"), "file", "bad.jsonl",
        (lines[0] + "\n" + lines[1] + "\n" + lines[2].replaceFirst("\"version\":1,", "\"version\":2,") + "\n").getBytes(StandardCharsets.UTF_8));
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(bad.body()).contains("bad.jsonl:3: record").contains("version 2 but 1 saves in its history");
    var kind = boss.postFile("/projects/" + other.id() + "/import", Map.of("format", "qakit-serve"), "file", "kind.jsonl",
        file.getBytes(StandardCharsets.UTF_8));
    assertThat(kind.statusCode()).isEqualTo(400);
    assertThat(kind.body()).contains("kind.jsonl:1: the file holds a project of kind extractive; this one is scenario-choice");
    Browser ann = target.signedIn("ann");
    ann.get("/projects/" + into.id());
    var annotator = ann.postFile("/projects/" + into.id() + "/import", Map.of("format", "qakit-serve"), "file", "p.jsonl",
        file.getBytes(StandardCharsets.UTF_8));
    assertThat(annotator.statusCode()).isEqualTo(400);
    assertThat(annotator.body()).contains("only an admin imports qakit-serve files");
    assertThat(target.server.services().records().list(into.id())).isEmpty();
    assertThat(target.server.services().records().list(other.id())).isEmpty();
  }
}
