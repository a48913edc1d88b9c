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
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/**
 * The one state model through the pages (issue 20): an excluded record is never called accepted,
 * a refused form never says a record is kept, an exact duplicate waits for a confirmation, an
 * excluded record frees its quota place, every scale must be chosen, an auditor who is not
 * assigned is told why, and the overview counts each annotator's passed, failed and waiting records.
 */
@DatabaseTest
class AuditStatesTest {
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

  private static Project project(String name) {
    return server.project(name, ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 10), server.ann, server.aud);
  }

  static Map<String, String> record(String question, String answer) {
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

  private static HttpResponse<String> rate(Browser b, Project p, long record, String s, String f, String o) throws Exception {
    b.get("/projects/" + p.id() + "/records/" + record);
    return b.post("/projects/" + p.id() + "/records/" + record + "/audit", Map.of("sufficiency", s, "fairness", f, "objectiveness", o,
        "comment", ""));
  }

  @Test
  void anExcludedRecordIsNeverCalledAccepted() throws Exception {
    Project p = project("excluded");
    Browser ann = server.signedIn("ann");
    long id = Browser.recordId(ann.post("/projects/" + p.id() + "/records", record("When was Karel IV born?", "14 May 1316")));
    String page = "/projects/" + p.id() + "/records/" + id;
    assertThat(ann.get(page).body()).contains("<span class=\"state state-accepted\">accepted</span>").contains("<b>accepted</b>");
    assertThat(rate(server.signedIn("aud"), p, id, "4", "1", "5").statusCode()).isEqualTo(303);
    String after = ann.get(page).body();
    assertThat(after).contains("<span class=\"state state-excluded\">excluded by audit</span>")
        .contains("as stored (version 1): <b>excluded by audit</b>. An audit rated it under 3").doesNotContain("accepted");
    assertThat(ann.get("/projects/" + p.id()).body()).contains("<span class=\"state state-excluded\">excluded by audit</span>")
        .doesNotContain("state-accepted");
  }

  @Test
  void aFailedFetchSaysNotSavedAndNeverThatTheRecordIsKept() throws Exception {
    Project p = project("fetch");
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    var form = record("When was Karel IV born?", "15 May 1316"); // not in the answer sentence: an error
    form.put("url", "http://127.0.0.1:9/karel");
    form.put("action", "fetch");
    HttpResponse<String> r = ann.post("/projects/" + p.id() + "/records", form);
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(r.body()).contains("Not saved: ").contains("This form: <b>draft</b>. Nothing of it is stored yet.")
        .contains("Saved as it is, it would be <b>needs fix</b>").doesNotContain("is kept").doesNotContain("as stored");
    assertThat(server.server.services().records().summaries(p.id())).isEmpty();
    // on a stored record with errors: the stored state and the unsaved form are told apart
    form.remove("action");
    long id = Browser.recordId(ann.post("/projects/" + p.id() + "/records", form));
    ann.get("/projects/" + p.id() + "/records/" + id);
    form.put("action", "fetch");
    form.put("version", "1");
    String again = ann.post("/projects/" + p.id() + "/records/" + id, form).body();
    assertThat(again).contains("Not saved: ").contains("as stored (version 1): <b>needs fix</b>. Saved with errors")
        .contains("This form: <b>draft</b>. It is not saved over the stored version.");
  }

  @Test
  void twoAnnotatorsSavingTheSameQuestionAtOnceGetOneRecordAndOneHold() throws Exception {
    Project p = server.project("duplicates at once", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 10), server.ann, server.bob);
    String base = "/projects/" + p.id();
    Browser ann = server.signedIn("ann");
    Browser bob = server.signedIn("bob");
    ann.get(base + "/records/new");
    bob.get(base + "/records/new");
    for (int round = 0; round < 4; round++) {
      var form = record("When was Karel IV crowned " + round + "?", "1355");
      var start = new java.util.concurrent.CyclicBarrier(2);
      try (var pool = java.util.concurrent.Executors.newFixedThreadPool(2)) {
        var a = pool.submit(() -> { start.await(); return ann.post(base + "/records", form).statusCode(); });
        var b = pool.submit(() -> { start.await(); return bob.post(base + "/records", form).statusCode(); });
        // the check runs in the save's transaction under the project's lock: never two copies unconfirmed
        assertThat(java.util.List.of(a.get(), b.get())).as("round %d", round).containsExactlyInAnyOrder(303, 409);
      }
      String question = form.get("question");
      assertThat(server.server.services().records().summaries(p.id())).filteredOn(r -> r.question().equals(question)).hasSize(1);
    }
  }

  @Test
  void anExactDuplicateIsSavedOnlyOnceConfirmed() throws Exception {
    Project p = project("duplicates");
    Browser ann = server.signedIn("ann");
    String base = "/projects/" + p.id();
    long first = Browser.recordId(ann.post(base + "/records", record("When was Karel IV born?", "14 May 1316")));
    // the same content words (case and punctuation aside): similarity 1.00
    ann.get(base + "/records/new");
    var copy = record("when was KAREL IV born", "14 May 1316");
    HttpResponse<String> held = ann.post(base + "/records", copy);
    assertThat(held.statusCode()).isEqualTo(409);
    assertThat(held.body()).contains("Not saved: the same question is already in this project")
        .contains("<a href=\"" + base + "/records/" + first + "\">record #" + server.server.services().records().key(first).orElseThrow().number() + "</a>")
        .contains("(similarity 1.00)")
        .contains("when was KAREL IV born").contains("name=\"confirmDuplicate\" value=\"yes\"");
    assertThat(server.server.services().records().summaries(p.id())).hasSize(1);
    copy.put("confirmDuplicate", "yes");
    assertThat(ann.post(base + "/records", copy).statusCode()).isEqualTo(303);
    // a near-duplicate below 1.00 is saved at once (and listed on the record page)
    assertThat(ann.post(base + "/records", record("When exactly was Karel IV born?", "14 May 1316")).statusCode()).isEqualTo(303);
    // an edit to another record's question is held the same way
    long other = Browser.recordId(ann.post(base + "/records", record("Where was Karel IV born?", "Prague")));
    ann.get(base + "/records/" + other);
    var edit = record("When was Karel IV born?", "14 May 1316");
    edit.put("version", "1");
    assertThat(ann.post(base + "/records/" + other, edit).statusCode()).isEqualTo(409);
    assertThat(server.server.services().records().find(p.id(), other).orElseThrow().version()).isEqualTo(1);
    edit.put("confirmDuplicate", "yes");
    assertThat(ann.post(base + "/records/" + other, edit).statusCode()).isEqualTo(303);
    // once confirmed, a later edit that keeps the question is not held again
    edit.remove("confirmDuplicate");
    edit.put("version", "2");
    edit.put("answer", "14 May");
    ann.get(base + "/records/" + other);
    assertThat(ann.post(base + "/records/" + other, edit).statusCode()).isEqualTo(303);
  }

  @Test
  void anExcludedRecordDoesNotCountTowardAQuota() throws Exception {
    Project p = server.project("quota", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 2), server.ann, server.aud);
    server.server.services().projects().setAnnotatorQuota(p, server.ann.id(), "DATETIME", 1);
    Browser ann = server.signedIn("ann");
    String base = "/projects/" + p.id();
    long first = Browser.recordId(ann.post(base + "/records", record("When was Karel IV born?", "14 May 1316")));
    assertThat(ann.post(base + "/records", record("In which city was Karel IV born?", "Prague")).statusCode()).isEqualTo(409);
    assertThat(ann.get(base).body()).contains("1 of 2 DATETIME left").contains("0 of 1 DATETIME left");
    rate(server.signedIn("aud"), p, first, "2", "4", "4");
    String overview = ann.get(base).body();
    assertThat(overview).contains("2 of 2 DATETIME left <span class=\"hint\">(1 excluded by audit, not counted)</span>").contains("1 of 1 DATETIME left")
        .contains("A record excluded by an audit does not count toward a quota");
    assertThat(ann.post(base + "/records", record("In which city was Karel IV born?", "Prague")).statusCode()).isEqualTo(303);
  }

  @Test
  void everyScaleMustBeChosenAndARefusalKeepsWhatWasChosen() throws Exception {
    Project p = project("scales");
    long id = Browser.recordId(server.signedIn("ann").post("/projects/" + p.id() + "/records", record("When was Karel IV born?", "14 May 1316")));
    Browser aud = server.signedIn("aud");
    String page = aud.get("/projects/" + p.id() + "/records/" + id).body();
    assertThat(page).contains("There is no default: choose all three").contains("Does the record give everything needed to answer")
        .doesNotContain(" checked");
    HttpResponse<String> r = aud.post("/projects/" + p.id() + "/records/" + id + "/audit",
        Map.of("sufficiency", "4", "objectiveness", "2", "comment", "gives it away"));
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(r.body()).contains("Not rated: choose a rating of fairness (1 to 5): there is no default")
        .contains("class=\"scale invalid\" id=\"scale-fairness\"").contains("class=\"scale\" id=\"scale-sufficiency\"")
        .containsPattern("name=\"sufficiency\" value=\"4\" required checked").containsPattern("name=\"objectiveness\" value=\"2\" required checked")
        .contains("value=\"gives it away\"");
    assertThat(server.server.services().audits().of(id)).isEmpty();
    assertThat(aud.post("/projects/" + p.id() + "/records/" + id + "/audit", Map.of("sufficiency", "4", "fairness", "9",
        "objectiveness", "2", "comment", "")).body()).contains("rate fairness from 1 to 5, not &#39;9&#39;");
    assertThat(server.server.services().audits().of(id)).isEmpty();

    // rated once, the form shows that rating to change; another auditor still gets an empty form
    assertThat(aud.post("/projects/" + p.id() + "/records/" + id + "/audit", Map.of("sufficiency", "4", "fairness", "3",
        "objectiveness", "2", "comment", "gives it away")).statusCode()).isEqualTo(303);
    String again = aud.get("/projects/" + p.id() + "/records/" + id).body();
    assertThat(again).contains("Your rating of this record is shown").containsPattern("name=\"sufficiency\" value=\"4\" required checked")
        .containsPattern("name=\"fairness\" value=\"3\" required checked").containsPattern("name=\"objectiveness\" value=\"2\" required checked")
        .contains("value=\"gives it away\"");
    assertThat(server.signedIn("boss").get("/projects/" + p.id() + "/records/" + id).body()).doesNotContain(" checked")
        .doesNotContain("Your rating of this record is shown");
  }

  @Test
  void anAuditorWithoutAnAssignmentIsToldWhyNotA404() throws Exception {
    Project theirs = server.project("not yours", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 10), server.bob);
    long id = Browser.recordId(server.signedIn("bob").post("/projects/" + theirs.id() + "/records", record("When was Karel IV born?",
        "14 May 1316")));
    var accounts = server.server.services().accounts();
    accounts.create("lonely", TestServer.PASSWORD, org.qakit.serve.auth.Role.AUDITOR);
    Browser lonely = server.signedIn("lonely");
    HttpResponse<String> queue = lonely.get("/audit");
    assertThat(queue.statusCode()).isEqualTo(200);
    assertThat(queue.body()).contains("No project is assigned to you, so there is nothing to audit");
    for (String path : new String[] {"/projects/" + theirs.id(), "/projects/" + theirs.id() + "/records/" + id,
        "/projects/" + theirs.id() + "/audit/next"}) {
      HttpResponse<String> r = lonely.get(path);
      assertThat(r.statusCode()).as(path).isEqualTo(403);
      assertThat(r.body()).as(path).contains("You are not assigned to project " + theirs.id()).contains("An admin assigns auditors")
          .doesNotContain("not yours");
    }
    // a project that does not exist is still 404, and so is another annotator's project to an annotator
    assertThat(lonely.get("/projects/999999").statusCode()).isEqualTo(404);
    assertThat(server.signedIn("ann").get("/projects/" + theirs.id()).statusCode()).isEqualTo(404);
  }

  @Test
  void theOverviewCountsEachAnnotatorsPassedFailedAndWaitingRecords() throws Exception {
    Project p = server.project("progress", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 10), server.ann, server.bob,
        server.aud);
    Browser ann = server.signedIn("ann");
    Browser bob = server.signedIn("bob");
    String base = "/projects/" + p.id() + "/records";
    long a1 = Browser.recordId(ann.post(base, record("When was Karel IV born?", "14 May 1316")));
    long a2 = Browser.recordId(ann.post(base, record("In which year was Karel IV born?", "1316")));
    Browser.recordId(ann.post(base, record("On which day was Karel IV born?", "14 May")));
    long b1 = Browser.recordId(bob.post(base, record("Where was Karel IV born?", "Prague")));
    Browser aud = server.signedIn("aud");
    rate(aud, p, a1, "5", "5", "5");
    rate(aud, p, a2, "5", "2", "5");
    rate(aud, p, b1, "3", "3", "3");
    assertThat(ann.get("/projects/" + p.id()).body())
        .containsPattern("<tr><td>ann</td><td>3</td><td class=\"good\">1</td><td class=\"bad\">1</td><td>1</td></tr>")
        .containsPattern("<tr><td>bob</td><td>1</td><td class=\"good\">1</td><td class=\"bad\">0</td><td>0</td></tr>");
  }
}
