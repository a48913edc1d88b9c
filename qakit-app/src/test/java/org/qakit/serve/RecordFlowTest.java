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
  void aFailingCheckBlocksAcceptanceUntilFixed() throws Exception {
    long p = newProject("extractive", "en", "DATETIME=10");
    Browser ann = server.signedIn("ann");
    long id = Browser.recordId(ann.post("/projects/" + p + "/records", extractive("When was Karel IV born?", "15 May 1316")));
    String page = ann.get("/projects/" + p + "/records/" + id).body();
    assertThat(page).contains("the answer &#39;15 May 1316&#39; does not occur in the answer sentence").contains("Acceptance is blocked");
    assertThat(ann.get("/projects/" + p).body()).contains("needs fix (1)");
    var fix = extractive("When was Karel IV born?", "14 May 1316");
    fix.put("version", "1");
    ann.get("/projects/" + p + "/records/" + id);
    assertThat(ann.post("/projects/" + p + "/records/" + id, fix).statusCode()).isEqualTo(303);
    assertThat(ann.get("/projects/" + p + "/records/" + id).body()).contains("All checks pass").contains("version 2");
    assertThat(ann.get("/projects/" + p).body()).contains("accepted").doesNotContain("needs fix");
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
    // the source has 2 sentences; English Porter stems "born" to "born" and "died" to "di"
    assertThat(page).contains("of the source&#39;s 2 sentences").contains("<td>died</td>").contains("<td>di</td>").contains("&lt;NUM&gt;");
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
    assertThat(ann.get("/projects/" + p + "/records/" + dropped).body()).contains("Near-duplicates").contains("record " + kept);
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
