package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.ab.AbOrder;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/**
 * The audit in a real browser ({@link HeadlessChrome}, one chromium for the class): an auditor
 * works through the queue with <i>Rate and open the next</i> until it says nothing is left, a
 * rating with a scale left out comes back marked, and the overview shows passed, failed and
 * waiting per annotator; and SciQ's A/B test, from loading the pairs (a bad file refused with its
 * line) to the auditor's picks and the result. Screenshots under
 * {@code target/browser-screenshots/h2/audit} (or {@code postgresql}).
 */
@DatabaseTest
@BrowserTest
class AuditBrowserTest {
  @TempDir static Path dir;
  static TestServer server;
  static HeadlessChrome b;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(TestDatabases.options(dir.resolve("db")));
    Path shots = Path.of("target", "browser-screenshots", TestDatabases.postgres() ? "postgresql" : "h2", "audit");
    b = new HeadlessChrome(server.server.port(), shots, dir.resolve("downloads"));
  }

  @AfterAll
  static void stop() {
    try {
      if (b != null) {
        b.close();
      }
    } finally {
      server.close();
    }
  }

  private static void signInAs(String user) {
    b.forgetSession();
    b.open("/login");
    b.type("main form", "username", user);
    b.type("main form", "password", TestServer.PASSWORD);
    b.submit("main form");
    assertThat(b.text()).contains(user + " (");
  }

  private static void rate(String sufficiency, String fairness, String objectiveness) {
    b.choose("form.audit-form", "sufficiency", sufficiency);
    b.choose("form.audit-form", "fairness", fairness);
    b.choose("form.audit-form", "objectiveness", objectiveness);
  }

  @Test
  void anAuditorWorksThroughTheQueue() throws Exception {
    Project p = server.project("Karel IV", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 10), server.ann, server.aud);
    Browser ann = server.signedIn("ann");
    String records = "/projects/" + p.id() + "/records";
    long first = Browser.recordId(ann.post(records, AuditStatesTest.record("When was Karel IV born?", "14 May 1316")));
    Browser.recordId(ann.post(records, AuditStatesTest.record("In which year was Karel IV born?", "1999"))); // an error: not queued
    long third = Browser.recordId(ann.post(records, AuditStatesTest.record("Where was Karel IV born?", "Prague")));

    // the annotator: a copy of record 1's question is held for a confirmation; a failed fetch saves nothing and says so
    signInAs("ann");
    b.open(records + "/new");
    AuditStatesTest.record("When was KAREL IV born", "14 May 1316").forEach((field, value) -> {
      if (field.equals("questionType") || field.equals("answerType")) {
        b.selectValue("form.record", field, value);
      } else {
        b.type("form.record", field, value);
      }
    });
    b.press("form.record button[value=save]");
    assertThat(b.find("#duplicate-confirm").getText()).contains("Not saved: the same question is already in this project")
        .contains("record #" + server.server.services().records().key(first).orElseThrow().number() + ": When was Karel IV born? (similarity 1.00)");
    assertThat(b.find("h1").getText()).isEqualTo("New record draft");
    b.shot("duplicate-held");
    b.type("form.record", "url", "http://127.0.0.1:9/karel");
    b.press("form.record button[value=fetch]");
    assertThat(b.text()).contains("Not saved: ").contains("This form: draft. Nothing of it is stored yet.").doesNotContain("is kept");
    b.shot("fetch-failed");
    assertThat(server.server.services().records().summaries(p.id())).hasSize(3);

    signInAs("aud");
    b.click("Audit queue");
    assertThat(b.text()).contains("Karel IV 2 1 0 Open the next record");
    b.shot("queue");
    b.press("a.next-record");
    assertThat(b.path()).isEqualTo(records + "/" + first);
    assertThat(b.text()).contains("Sufficiency\nDoes the record give everything needed").contains("There is no default: choose all three");
    assertThat(b.driver().findElements(org.openqa.selenium.By.cssSelector("form.audit-form input[type=radio]:checked"))).isEmpty();
    // the browser asks for every scale; without its check, the server refuses the form and keeps what was chosen
    b.script("document.querySelectorAll('form.audit-form input[required]').forEach(e => e.removeAttribute('required'))");
    b.choose("form.audit-form", "sufficiency", "4");
    b.type("form.audit-form", "comment", "clear");
    b.press("form.audit-form button[value=stay]");
    assertThat(b.text()).contains("Not rated: choose a rating of fairness (1 to 5): there is no default");
    assertThat(b.find("#scale-fairness").getAttribute("class")).isEqualTo("scale invalid");
    assertThat(b.find("form.audit-form input[name=sufficiency][value='4']").isSelected()).isTrue();
    b.shot("scale-missing");
    rate("4", "5", "4");
    b.press("form.audit-form button[value=next]");
    assertThat(b.path()).isEqualTo(records + "/" + third);
    rate("4", "2", "4");
    b.type("form.audit-form", "comment", "the question gives the answer away");
    b.shot("second-record");
    b.press("form.audit-form button[value=next]");
    assertThat(b.path()).isEqualTo("/projects/" + p.id() + "/audit/next");
    assertThat(b.text()).contains("Nothing left to audit in Karel IV: you have rated every record that passes the checks (1 more wait for a fix");
    b.shot("queue-empty");
    b.open(records + "/" + third);
    assertThat(b.find("h1").getText()).endsWith("excluded by audit").doesNotContain("accepted");
    b.shot("excluded-record");

    signInAs("boss");
    b.open("/projects/" + p.id());
    assertThat(b.find("table.audit-by-annotator").getText()).contains("ann 3 1 1 1");
    assertThat(b.text()).contains("8 of 10 DATETIME left (1 excluded by audit, not counted)");
    b.shot("overview");
  }

  @Test
  void anAuditorTellsRealQuestionsFromWrittenOnes() throws Exception {
    Project p = server.project("SciQ A/B", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("FACT", 10), server.aud);
    Path bad = Files.writeString(dir.resolve("bad.jsonl"), "{\"id\": \"q1\", \"a\": \"What is ice?\", \"b\": \"What is snow?\"}\n",
        StandardCharsets.UTF_8);
    Path good = Files.writeString(dir.resolve("pairs.jsonl"), AbTestPageTest.pairs(3), StandardCharsets.UTF_8);
    signInAs("boss");
    b.open("/projects/" + p.id());
    b.click("A/B test page");
    b.attach("form[action$='/ab/pairs']", "file", bad);
    b.press("form[action$='/ab/pairs'] button");
    assertThat(b.find("p.ab-error").getText()).startsWith("bad.jsonl:1: missing \"real\"");
    b.shot("ab-bad-file");
    b.attach("form[action$='/ab/pairs']", "file", good);
    b.press("form[action$='/ab/pairs'] button");
    assertThat(b.find("p.ab-loaded").getText()).isEqualTo("pairs.jsonl: 3 pairs added");
    b.shot("ab-loaded");

    signInAs("aud");
    b.open("/projects/" + p.id() + "/ab");
    for (int i = 1; i <= 3; i++) {
      assertThat(b.text()).contains("Pair " + i + " of 3");
      String first = b.find("#ab-question-1 p").getText();
      b.open("/projects/" + p.id() + "/ab");
      assertThat(b.find("#ab-question-1 p").getText()).as("the order after a reload").isEqualTo(first);
      long pair = Long.parseLong(b.find("form[action*='/ab/']").getAttribute("action").replaceAll(".*/", ""));
      assertThat(first.startsWith("Real")).isEqualTo(AbOrder.realFirst(server.aud.id(), pair));
      if (i == 1) {
        b.shot("ab-pair");
      }
      // the auditor takes the question that does not start with "Written"
      b.press(first.startsWith("Real") ? "#ab-question-1 button" : "#ab-question-2 button");
    }
    assertThat(b.text()).contains("You have answered all 3 pairs.").contains("3 of 3 answers (3 pairs) named the real question: 100%")
        .contains("p = 0.250: not significant at 0.05");
    b.shot("ab-done");
  }
}
