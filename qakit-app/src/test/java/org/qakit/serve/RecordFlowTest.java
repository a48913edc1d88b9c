package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.project.Project;
import org.qakit.serve.record.HistoryEntry;

/** The annotation flow through the pages: a project with quotas, a record whose check fails and is fixed, two editors, an audit. */
@DatabaseTest
class RecordFlowTest {
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

  /** Creates a project through the admin's form and assigns ann and aud to it; returns its id. */
  private static long newProject(String kind, String language, String quotas) throws Exception {
    Browser boss = server.signedIn("boss");
    HttpResponse<String> created = boss.post("/projects", Map.of("name", "Flow " + kind, "kind", kind, "language", language, "quotas", quotas));
    assertThat(created.statusCode()).as(created.body()).isEqualTo(303);
    long id = Long.parseLong(created.headers().firstValue("Location").orElseThrow().replace("/projects/", ""));
    boss.get("/projects/" + id);
    boss.post("/projects/" + id + "/assign", Map.of("account", String.valueOf(server.ann.id())));
    boss.post("/projects/" + id + "/assign", Map.of("account", String.valueOf(server.aud.id())));
    return id;
  }

  private static Map<String, String> extractive(String question, String answer) {
    var m = new HashMap<String, String>();
    m.put("question", question);
    m.put("questionType", "DATETIME");
    m.put("answerType", "DATETIME");
    m.put("answer", answer);
    m.put("answerSentences", "Karel IV was born on 14 May 1316 in Prague.");
    m.put("source", "Karel IV was born on 14 May 1316 in Prague. He died in 1378.");
    m.put("title", "Karel IV");
    return m;
  }

  @Test
  void theOverviewCountsWhatIsLeftPerType() throws Exception {
    long p = newProject("extractive", "en", "DATETIME=10, PERSON=2");
    Browser ann = server.signedIn("ann");
    assertThat(ann.get("/projects/" + p).body()).contains("10 of 10 DATETIME left").contains("2 of 2 PERSON left");
    ann.post("/projects/" + p + "/records", extractive("When was Karel IV born?", "14 May 1316"));
    assertThat(ann.get("/projects/" + p).body()).contains("9 of 10 DATETIME left").contains("2 of 2 PERSON left");
  }

  @Test
  void quotasPerAnnotatorCountTheRecordsEachCreated() throws Exception {
    long p = newProject("extractive", "en", "DATETIME=10, PERSON=5");
    String quotas = "/projects/" + p + "/quotas";
    Browser boss = server.signedIn("boss");
    boss.get("/projects/" + p);
    String ann = String.valueOf(server.ann.id());
    String bob = String.valueOf(server.bob.id());
    assertThat(boss.post(quotas, Map.of("account", ann, "type", "DATETIME", "target", "10")).statusCode()).isEqualTo(303);
    assertThat(boss.post(quotas, Map.of("account", ann, "type", "PERSON", "target", "2")).statusCode()).isEqualTo(303);
    // refused: bob is not assigned yet, an auditor, more than the project's 10, a type the project lacks
    assertThat(boss.post(quotas, Map.of("account", bob, "type", "DATETIME", "target", "4")).body())
        .contains("assign the account to the project before giving it a quota");
    assertThat(boss.post(quotas, Map.of("account", String.valueOf(server.aud.id()), "type", "DATETIME", "target", "1")).body())
        .contains("an auditor writes no records");
    HttpResponse<String> tooMany = boss.post(quotas, Map.of("account", ann, "type", "DATETIME", "target", "11"));
    assertThat(tooMany.statusCode()).isEqualTo(400);
    assertThat(tooMany.body()).contains("a quota of DATETIME is 0 (none) to the project&#39;s 10, found 11");
    assertThat(boss.post(quotas, Map.of("account", ann, "type", "LOCATION", "target", "1")).body())
        .contains("question type &#39;LOCATION&#39; is not one of this project&#39;s: DATETIME, PERSON");
    boss.post("/projects/" + p + "/assign", Map.of("account", bob));
    assertThat(boss.post(quotas, Map.of("account", bob, "type", "DATETIME", "target", "4")).statusCode()).isEqualTo(303);

    Browser annB = server.signedIn("ann");
    annB.post("/projects/" + p + "/records", extractive("When was Karel IV born?", "14 May 1316"));
    Browser bobB = server.signedIn("bob");
    long bobs = Browser.recordId(bobB.post("/projects/" + p + "/records", extractive("When did Karel IV die?", "1316")));
    bobB.post("/projects/" + p + "/records", extractive("When was Charles IV born?", "1316"));
    // ann edits one of bob's records: it still counts for bob, who created it
    var edit = extractive("When did Karel IV die?", "14 May 1316");
    edit.put("version", "1");
    annB.get("/projects/" + p + "/records/" + bobs);
    assertThat(annB.post("/projects/" + p + "/records/" + bobs, edit).statusCode()).isEqualTo(303);
    // project: 10 - 3 = 7 DATETIME left; ann made 1 of her 10, bob 2 of his 4
    String overview = annB.get("/projects/" + p).body();
    assertThat(overview).contains("7 of 10 DATETIME left").contains("5 of 5 PERSON left")
        .containsPattern("<td>ann</td>\\s*<td><span class=\"\">9 of 10 DATETIME left</span>, <span class=\"\">2 of 2 PERSON left</span></td>")
        .containsPattern("<td>bob</td>\\s*<td><span class=\"\">2 of 4 DATETIME left</span></td>");
    // only an admin sets quotas
    assertThat(annB.post(quotas, Map.of("account", ann, "type", "DATETIME", "target", "1")).statusCode()).isEqualTo(403);
    // 0 removes a quota
    assertThat(boss.post(quotas, Map.of("account", bob, "type", "DATETIME", "target", "0")).statusCode()).isEqualTo(303);
    assertThat(boss.get("/projects/" + p).body()).doesNotContain("2 of 4 DATETIME left").contains("9 of 10 DATETIME left");
  }

  @Test
  void aSaveBeyondTheAnnotatorsOwnQuotaIsRefusedWithTheFormKept() throws Exception {
    long p = newProject("extractive", "en", "DATETIME=10, PERSON=5");
    Browser boss = server.signedIn("boss");
    boss.get("/projects/" + p);
    String ann = String.valueOf(server.ann.id());
    assertThat(boss.post("/projects/" + p + "/quotas", Map.of("account", ann, "type", "DATETIME", "target", "1")).statusCode()).isEqualTo(303);
    Browser annB = server.signedIn("ann");
    long first = Browser.recordId(annB.post("/projects/" + p + "/records", extractive("When was Karel IV born?", "14 May 1316")));
    // her quota of 1 DATETIME is full: the second is refused, nothing written, her text still in the form
    annB.get("/projects/" + p + "/records/new");
    HttpResponse<String> refused = annB.post("/projects/" + p + "/records", extractive("In which year was Karel IV born?", "1316"));
    assertThat(refused.statusCode()).isEqualTo(409);
    assertThat(refused.body()).contains("ann&#39;s quota of 1 DATETIME records is full (1 made): not saved")
        .contains("In which year was Karel IV born?").contains("name=\"questionType\" class=\"invalid\"");
    assertThat(server.server.services().records().summaries(p)).hasSize(1);
    assertThat(annB.get("/projects/" + p).body()).contains("0 of 1 DATETIME left");
    // PERSON has no quota of hers: not limited; changing that record to DATETIME is refused too
    var person = extractive("Who was born on 14 May 1316?", "Karel IV");
    person.put("questionType", "PERSON");
    person.put("answerSentences", "Karel IV was born on 14 May 1316 in Prague.");
    long second = Browser.recordId(annB.post("/projects/" + p + "/records", person));
    person.put("questionType", "DATETIME");
    person.put("version", "1");
    annB.get("/projects/" + p + "/records/" + second);
    assertThat(annB.post("/projects/" + p + "/records/" + second, person).statusCode()).isEqualTo(409);
    assertThat(server.server.services().records().find(p, second).orElseThrow().version()).isEqualTo(1);
    // editing her DATETIME record without changing its type is still allowed
    var edit = extractive("When exactly was Karel IV born?", "14 May 1316");
    edit.put("version", "1");
    annB.get("/projects/" + p + "/records/" + first);
    assertThat(annB.post("/projects/" + p + "/records/" + first, edit).statusCode()).isEqualTo(303);
    // an import beyond the quota adds nothing of that type and says so
    byte[] export = annB.getBytes("/projects/" + p + "/export/qakit-jsonl").body();
    annB.get("/projects/" + p);
    // imported into its own project it is the same records (matched by item id): nothing changes
    assertThat(annB.postFile("/projects/" + p + "/import", Map.of("format", "qakit-jsonl"), "file", "x.jsonl", export).body())
        .contains("0 records added (0 with errors to fix), 2 unchanged");
    // as other items (new ids) it holds her DATETIME record and the PERSON one: PERSON is added, DATETIME is over her quota
    byte[] copies = new String(export, java.nio.charset.StandardCharsets.UTF_8).replace("\"id\":\"r", "\"id\":\"copy-r")
        .replace("\"item\":\"r", "\"item\":\"copy-r").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    String imported = annB.postFile("/projects/" + p + "/import", Map.of("format", "qakit-jsonl"), "file", "x.jsonl", copies).body();
    assertThat(imported).contains("1 records added (0 with errors to fix), 1 items beyond your quota of their question type not added"
        + " (DATETIME 1)");
  }

  @Test
  void theRecordListIsPagedFiftyAtATime() throws Exception {
    long p = newProject("extractive", "en", "DATETIME=200");
    var store = server.server.services().records();
    var first = store.create(p, org.qakit.serve.record.RecordBody.fromJson("{\"question\":\"Q1?\",\"questionType\":\"DATETIME\"}"), 1, server.ann);
    for (int i = 2; i <= 120; i++) {
      store.create(p, org.qakit.serve.record.RecordBody.fromJson("{\"question\":\"Q" + i + "?\",\"questionType\":\"DATETIME\"}"), 1, server.ann);
    }
    Browser ann = server.signedIn("ann");
    // 120 records: pages of 50, 50 and 20
    String one = ann.get("/projects/" + p).body();
    assertThat(one).contains("Records (120)").contains("records 1–50 of 120 · page 1 of 3").contains(">Q50?</a>").doesNotContain(">Q51?</a>")
        .contains("?page=2\" rel=\"next\"").doesNotContain("rel=\"prev\"").contains("80 of 200 DATETIME left");
    String three = ann.get("/projects/" + p + "?page=3").body();
    assertThat(three).contains("records 101–120 of 120 · page 3 of 3").contains(">Q101?</a>").contains(">Q120?</a>").doesNotContain(">Q100?</a>")
        .doesNotContain("rel=\"next\"").contains("/records/" + (first.id() + 100) + "\"");
    // past the last page: the last; not a number: the first
    assertThat(ann.get("/projects/" + p + "?page=99").body()).contains("page 3 of 3");
    assertThat(ann.get("/projects/" + p + "?page=x").body()).contains("page 1 of 3");
  }

  @Test
  void aFailingCheckBlocksAcceptanceUntilFixed() throws Exception {
    long p = newProject("extractive", "en", "DATETIME=10");
    Browser ann = server.signedIn("ann");
    long id = Browser.recordId(ann.post("/projects/" + p + "/records", extractive("When was Karel IV born?", "15 May 1316")));
    String page = ann.get("/projects/" + p + "/records/" + id).body();
    assertThat(page).contains("the answer &#39;15 May 1316&#39; does not occur in the answer sentence")
        .contains("as stored (version 1): <b>needs fix</b>. Saved with errors");
    assertThat(ann.get("/projects/" + p).body()).contains("needs fix (1)");
    var fix = extractive("When was Karel IV born?", "14 May 1316");
    fix.put("version", "1");
    ann.get("/projects/" + p + "/records/" + id);
    assertThat(ann.post("/projects/" + p + "/records/" + id, fix).statusCode()).isEqualTo(303);
    assertThat(ann.get("/projects/" + p + "/records/" + id).body()).contains("as stored (version 2): <b>accepted</b>.");
    assertThat(ann.get("/projects/" + p).body()).contains("accepted").doesNotContain("needs fix");
  }

  @Test
  void aQakitCheckErrorOnAScenarioBlocksAcceptanceAndIsShownOnTheForm() throws Exception {
    long p = newProject("scenario-choice", "en", "FACT=5");
    Browser ann = server.signedIn("ann");
    var form = new HashMap<String, String>(Map.of("question", "Which planet is red?", "questionType", "FACT", "scenario",
        "Look at the night sky.", "option0", "Mars", "option1", "Venus", "option2", "\uFF2D\uFF41\uFF52\uFF53", "option3", "Earth",
        "correct", "A"));
    long id = Browser.recordId(ann.post("/projects/" + p + "/records", form));
    // option C is 'Mars' in full width: mc-one-gold (qakit check) finds two correct options
    assertThat(ann.get("/projects/" + p + "/records/" + id).body()).contains("ERROR (options): [mc-one-gold] option C")
        .contains("two options are correct").contains("<b>needs fix</b>. Saved with errors");
    assertThat(ann.get("/projects/" + p).body()).contains("needs fix (1)");
    form.put("option2", "Jupiter");
    form.put("version", "1");
    ann.get("/projects/" + p + "/records/" + id);
    assertThat(ann.post("/projects/" + p + "/records/" + id, form).statusCode()).isEqualTo(303);
    assertThat(ann.get("/projects/" + p + "/records/" + id).body()).contains("<b>accepted</b>").doesNotContain("mc-one-gold");
  }

  @Test
  void theSecondOfTwoEditorsIsRefusedWithTheOtherChangeShown() throws Exception {
    long p = newProject("extractive", "en", "DATETIME=10");
    Browser ann = server.signedIn("ann");
    long id = Browser.recordId(ann.post("/projects/" + p + "/records", extractive("When was Karel IV born?", "14 May 1316")));
    Browser boss = server.signedIn("boss");
    // both open version 1
    ann.get("/projects/" + p + "/records/" + id);
    boss.get("/projects/" + p + "/records/" + id);
    var first = extractive("In which year was Karel IV born?", "1316");
    first.put("version", "1");
    assertThat(boss.post("/projects/" + p + "/records/" + id, first).statusCode()).isEqualTo(303);
    var second = extractive("On what day was Karel IV born?", "14 May 1316");
    second.put("version", "1");
    HttpResponse<String> refused = ann.post("/projects/" + p + "/records/" + id, second);
    assertThat(refused.statusCode()).isEqualTo(409);
    assertThat(refused.body()).contains("boss saved version 2 after you opened version 1")
        .contains("In which year was Karel IV born?").contains("On what day was Karel IV born?");
    // the stored record is boss's; ann's text is still in her form, now at version 2
    assertThat(server.server.services().records().find(p, id).orElseThrow().body().question()).isEqualTo("In which year was Karel IV born?");
    assertThat(refused.body()).contains("name=\"version\" value=\"2\"");
    second.put("version", "2");
    assertThat(ann.post("/projects/" + p + "/records/" + id, second).statusCode()).isEqualTo(303);
    assertThat(server.server.services().records().history(id)).extracting(HistoryEntry::version, h -> h.body().question(), HistoryEntry::changedBy)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(3, "On what day was Karel IV born?", "ann"),
            org.assertj.core.groups.Tuple.tuple(2, "In which year was Karel IV born?", "boss"),
            org.assertj.core.groups.Tuple.tuple(1, "When was Karel IV born?", "ann"));
  }

  @Test
  void theRecordPageShowsSentencesTokensAndLemmas() throws Exception {
    long p = newProject("extractive", "en", "DATETIME=10");
    Browser ann = server.signedIn("ann");
    long id = Browser.recordId(ann.post("/projects/" + p + "/records", extractive("When was Karel IV born?", "14 May 1316")));
    String page = ann.get("/projects/" + p + "/records/" + id).body();
    // the source has 2 sentences; English Porter stems "born" to "born" and "died" to "di"; no token type posing as a tag
    assertThat(page).contains("and the source&#39;s 2 sentences").contains("<td>died</td>").contains("<td>di</td>").contains("<th>stem</th>")
        .doesNotContain("&lt;NUM&gt;").doesNotContain("&lt;ALPHANUM&gt;");
  }

  @Test
  void anAuditUnderThreeExcludesTheRecordFromExport() throws Exception {
    long p = newProject("extractive", "en", "DATETIME=10");
    Browser ann = server.signedIn("ann");
    long kept = Browser.recordId(ann.post("/projects/" + p + "/records", extractive("When was Karel IV born?", "14 May 1316")));
    long dropped = Browser.recordId(ann.post("/projects/" + p + "/records", extractive("When exactly was Karel IV born?", "14 May 1316")));
    Browser aud = server.signedIn("aud");
    aud.get("/projects/" + p + "/records/" + dropped);
    assertThat(aud.post("/projects/" + p + "/records/" + dropped + "/audit",
        Map.of("sufficiency", "4", "fairness", "2", "objectiveness", "5", "comment", "gives it away")).statusCode()).isEqualTo(303);
    aud.get("/projects/" + p + "/records/" + kept);
    aud.post("/projects/" + p + "/records/" + kept + "/audit", Map.of("sufficiency", "3", "fairness", "3", "objectiveness", "3", "comment", ""));
    assertThat(aud.get("/projects/" + p).body()).contains("2 of 2 records audited, 1 excluded").contains("excluded by audit");
    String export = new String(aud.getBytes("/projects/" + p + "/export/qakit-jsonl").body(), java.nio.charset.StandardCharsets.UTF_8);
    assertThat(export).contains("\"r" + kept + "\"").doesNotContain("\"r" + dropped + "\"");
    // the near-duplicate question is shown on the record page: content words {when, exactly, karel, iv, born}
    // against {when, karel, iv, born}: Jaccard 4 / 5 = 0.8 >= 0.6
    assertThat(ann.get("/projects/" + p + "/records/" + dropped).body()).contains("Near-duplicates")
        .contains("/records/" + kept + "\">record #1</a>");
    // an auditor does not write records
    assertThat(aud.post("/projects/" + p + "/records", extractive("x?", "1316")).statusCode()).isEqualTo(403);
  }

  @Test
  void aProjectFormWithBadQuotasSaysWhy() throws Exception {
    Browser boss = server.signedIn("boss");
    HttpResponse<String> r = boss.post("/projects", Map.of("name", "bad", "kind", "extractive", "language", "en", "quotas", "DATETIME=ten"));
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(r.body()).contains("quota &#39;DATETIME=ten&#39;: expected a whole number after &#39;=&#39;");
    Project none = server.server.services().projects().visibleTo(server.boss).stream().filter(x -> x.name().equals("bad")).findFirst().orElse(null);
    assertThat(none).isNull();
  }
}
