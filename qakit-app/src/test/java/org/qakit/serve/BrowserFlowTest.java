package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.cli.CliRun;
import org.qakit.dataset.Dataset;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.ExtractionItem;

/**
 * The annotation flow in a real browser (headless chromium through chromedriver and Selenium,
 * {@link HeadlessChrome}): an admin signs in, creates a project, assigns an auditor, adds a record
 * whose check fails, fixes it; the auditor rates it; the export is downloaded by the browser and
 * read back by {@code qakit data stats}. Runs against H2, and against PostgreSQL in {@code
 * tools/postgres-test.sh} ({@link TestDatabases}). Every page visited is saved as a PNG under
 * {@code target/browser-screenshots/h2} (or {@code postgresql}).
 */
@DatabaseTest
@BrowserTest
class BrowserFlowTest {
  @TempDir Path dir;

  private static void signIn(HeadlessChrome b, String user) {
    b.type("main form", "username", user);
    b.type("main form", "password", TestServer.PASSWORD);
    b.submit("main form");
  }

  @Test
  void createAddFixAuditExportAndReadBack() throws Exception {
    String db = TestDatabases.postgres() ? "postgresql" : "h2";
    Path shots = Path.of("target", "browser-screenshots", db);
    try (TestServer server = new TestServer(TestDatabases.options(dir.resolve("db")));
        HeadlessChrome b = new HeadlessChrome(server.server.port(), shots, dir.resolve("downloads"))) {
      b.open("/");
      assertThat(b.path()).isEqualTo("/login");
      b.shot("sign-in");
      signIn(b, "boss");
      assertThat(b.text()).contains("boss (admin)").contains("No project yet: create the first one.");
      b.shot("projects");
      b.click("Accounts");
      assertThat(b.text()).contains("aud auditor");
      b.shot("accounts");
      b.open("/");

      b.click("New project");
      b.type("main form", "name", "Kings of <Bohemia>");
      b.select("main form", "kind", "extractive (export: qakit-jsonl)");
      b.select("main form", "language", "en");
      b.type("main form", "quota_DATETIME", "2");
      b.type("main form", "quota_PERSON", "1");
      b.shot("new-project");
      b.submit("main form");
      assertThat(b.path()).matches("/projects/\\d+");
      String project = b.path();
      // the name is shown as text, not markup
      assertThat(b.find("h1").getText()).isEqualTo("Kings of <Bohemia>");
      assertThat(b.text()).contains("2 of 2 DATETIME left").contains("1 of 1 PERSON left").contains("No record yet.");
      b.select("form[action$='/assign']", "account", "aud (auditor)");
      b.submit("form[action$='/assign']");
      b.select("form[action$='/assign']", "account", "ann (annotator)");
      b.submit("form[action$='/assign']");
      assertThat(b.text()).contains("ann (annotator), aud (auditor)");
      b.select("form[action$='/quotas']", "account", "ann");
      b.select("form[action$='/quotas']", "type", "DATETIME");
      b.type("form[action$='/quotas']", "target", "2");
      b.submit("form[action$='/quotas']");
      assertThat(b.find("table.per-annotator").getText()).isEqualTo("ann 2 of 2 DATETIME left");
      b.shot("project-created");

      // diagram description templates: a category and a template, shown as text
      b.click("Templates");
      b.type("form[action='/admin/templates/categories']", "name", "map <legend>");
      b.submit("form[action='/admin/templates/categories']");
      b.select("form[action='/admin/templates']", "category", "map <legend>");
      b.type("form[action='/admin/templates']", "text", "A map of [region] showing [what].");
      b.submit("form[action='/admin/templates']");
      assertThat(b.find("section.category h2").getText()).isEqualTo("map <legend>");
      assertThat(b.text()).contains("1 category, 1 template");
      assertThat(b.find("section.category input[name=text]").getAttribute("value")).isEqualTo("A map of [region] showing [what].");
      b.shot("templates");
      b.open(project);

      b.click("New record");
      b.selectValue("form.record", "questionType", "DATETIME");
      b.type("form.record", "question", "When was Charles IV born?");
      b.type("form.record", "answer", "15 May 1316");
      b.selectValue("form.record", "answerType", "DATETIME");
      b.type("form.record", "answerSentences", "Charles IV was born on 14 May 1316 in Prague.");
      b.type("form.record", "title", "Charles IV");
      b.type("form.record", "source", "Charles IV was born on 14 May 1316 in Prague. He died in 1378.");
      b.shot("new-record");
      b.submit("form.record");
      assertThat(b.path()).matches(project + "/records/\\d+");
      String record = b.path();
      assertThat(b.text()).contains("the answer '15 May 1316' does not occur in the answer sentence")
          .contains("as stored (version 1): needs fix. Saved with errors: kept, but not exported");
      // the field the error is about is marked on the form
      assertThat(b.find("form.record [name=answer]").getAttribute("class")).isEqualTo("invalid");
      assertThat(b.find("form.record [name=question]").getAttribute("class")).isNullOrEmpty();
      b.shot("record-check-fails");

      b.type("form.record", "answer", "14 May 1316");
      b.submit("form.record");
      assertThat(b.path()).isEqualTo(record);
      assertThat(b.text()).contains("as stored (version 2): accepted. Saved, every check passes").contains("version 2, saved by boss");
      assertThat(b.find("form.record [name=answer]").getAttribute("class")).isNullOrEmpty();
      b.shot("record-fixed");
      b.click("Kings of <Bohemia>");
      assertThat(b.text()).contains("1 of 2 DATETIME left").contains("accepted").doesNotContain("needs fix");
      b.shot("overview-after-fix");
      b.submit("header form");
      assertThat(b.path()).isEqualTo("/login");

      signIn(b, "aud");
      assertThat(b.text()).contains("aud (auditor)");
      b.click("Kings of <Bohemia>");
      assertThat(b.text()).contains("0 of 1 records audited");
      b.shot("auditor-overview");
      b.click("When was Charles IV born?");
      assertThat(b.text()).contains("Not audited yet.");
      // the auditor reads the record (no form): the answer, its sentence and the article
      assertThat(b.find("section.record-view").getText()).contains("Exact answer\n14 May 1316")
          .contains("Charles IV was born on 14 May 1316 in Prague. He died in 1378.");
      b.choose("form[action$='/audit']", "sufficiency", "4");
      b.choose("form[action$='/audit']", "fairness", "5");
      b.choose("form[action$='/audit']", "objectiveness", "4");
      b.type("form[action$='/audit']", "comment", "clear, and the article answers it");
      b.submit("form[action$='/audit']");
      assertThat(b.path()).isEqualTo(record);
      assertThat(b.text()).contains("clear, and the article answers it");
      b.shot("record-audited");
      b.open(project);
      assertThat(b.text()).contains("1 of 1 records audited, 0 excluded");
      b.clickDownload("qakit-jsonl");
      String name = "project-" + project.substring("/projects/".length()) + ".qakit-jsonl.jsonl";
      Path export = b.download(name);
      b.shot("overview-exported");
      // the other pages, for their screenshots: the project list, the Ask page with an answer, a page that does not exist
      b.open("/");
      assertThat(b.text()).contains("Kings of <Bohemia>");
      b.shot("projects-list");
      b.click("Ask");
      b.type("main form", "question", "Which planet is red?");
      b.type("main form", "options", "Venus\nthe red planet Mars");
      b.submit("main form");
      assertThat(b.find("section.answer p.big").getText()).isEqualTo("B. the red planet Mars");
      assertThat(b.find("table.scores").getText()).startsWith("A. Venus ");
      b.shot("ask-answered");
      b.open("/projects/999999");
      assertThat(b.find("h1").getText()).startsWith("404");
      b.shot("not-found");

      // the export is what the command line reads: qakit data stats --json -f qakit-jsonl --input FILE
      CliRun stats = CliRun.of("data", "stats", "--json", "-f", "qakit-jsonl", "--input", export.toString());
      assertThat(stats.exit()).as(stats.err()).isZero();
      JsonNode json = new ObjectMapper().readTree(stats.out());
      assertThat(json.findValue("items").asInt()).isEqualTo(1);
      assertThat(json.findValue("passages").asInt()).isEqualTo(1);
      Dataset read = Formats.get("qakit-jsonl").read(List.of(export), ReadOptions.STRICT);
      assertThat(read.items()).singleElement().isInstanceOfSatisfying(ExtractionItem.class,
          e -> assertThat(e.answers()).containsExactly("14 May 1316"));
      assertThat(Files.list(shots).count()).isGreaterThanOrEqualTo(10);
    }
  }
}
