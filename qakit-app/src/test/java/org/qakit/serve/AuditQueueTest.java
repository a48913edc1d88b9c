package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/** The auditor's queue: the oldest record not rated by this auditor, records with errors left out, a message when empty. */
@DatabaseTest
class AuditQueueTest {
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

  @Test
  void theQueueOpensTheOldestRecordNotRatedYetAndSaysWhenItIsEmpty() throws Exception {
    Project p = server.project("queue", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 10), server.ann, server.aud);
    server.project("other", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 10), server.ann);
    Browser ann = server.signedIn("ann");
    String records = "/projects/" + p.id() + "/records";
    long first = Browser.recordId(ann.post(records, AuditStatesTest.record("When was Karel IV born?", "14 May 1316")));
    long broken = Browser.recordId(ann.post(records, AuditStatesTest.record("In which year was Karel IV born?", "1999")));
    long third = Browser.recordId(ann.post(records, AuditStatesTest.record("Where was Karel IV born?", "Prague")));
    String next = "/projects/" + p.id() + "/audit/next";

    Browser aud = server.signedIn("aud");
    String queue = aud.get("/audit").body();
    assertThat(queue).contains(">queue</a></td><td>2</td><td>1</td>").doesNotContain(">other</a>");
    assertThat(aud.get(next).headers().firstValue("Location")).hasValue(records + "/" + first);
    // "Rate and open the next" goes on to the next record; the one with an error is skipped
    aud.get(records + "/" + first);
    HttpResponse<String> rated = aud.post(records + "/" + first + "/audit", Map.of("sufficiency", "5", "fairness", "4", "objectiveness", "4",
        "comment", "", "then", "next"));
    assertThat(rated.headers().firstValue("Location")).hasValue(next);
    assertThat(aud.get(next).headers().firstValue("Location")).hasValue(records + "/" + third);
    // another auditor's rating does not take a record out of this auditor's queue
    var aud2 = server.server.services().accounts().create("aud2", TestServer.PASSWORD, org.qakit.serve.auth.Role.AUDITOR);
    server.server.services().projects().assign(p.id(), aud2.id());
    assertThat(server.signedIn("aud2").get(next).headers().firstValue("Location")).hasValue(records + "/" + first);

    aud.get(records + "/" + third);
    aud.post(records + "/" + third + "/audit", Map.of("sufficiency", "2", "fairness", "4", "objectiveness", "4", "comment", ""));
    HttpResponse<String> empty = aud.get(next);
    assertThat(empty.statusCode()).isEqualTo(200);
    assertThat(empty.body()).contains("Nothing left to audit in queue: you have rated every record that passes the checks"
        + " (1 more wait for a fix by their annotators and enter the queue once fixed).");
    // once fixed, the record enters the queue
    var fix = AuditStatesTest.record("In which year was Karel IV born?", "1316");
    fix.put("version", "1");
    ann.get(records + "/" + broken);
    assertThat(ann.post(records + "/" + broken, fix).statusCode()).isEqualTo(303);
    assertThat(aud.get(next).headers().firstValue("Location")).hasValue(records + "/" + broken);
    // annotators have no queue
    assertThat(ann.get("/audit").statusCode()).isEqualTo(403);
  }
}
