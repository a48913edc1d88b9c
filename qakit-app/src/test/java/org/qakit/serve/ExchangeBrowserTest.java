package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.qakit.serve.auth.Account;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.StoredRecord;
import org.qakit.text.Language;

/**
 * Lossless exchange in a real browser ({@link HeadlessChrome}): an admin downloads a project's
 * {@code qakit-jsonl} and {@code qakit-serve} exports, imports each into a fresh project through
 * the import form twice (the second time nothing changes), and the copies hold the same records
 * field by field as the original (creator, URL, history, audits); the import past a project quota
 * names the type; a refused import keeps the chosen format. Screenshots under {@code
 * target/browser-screenshots/h2/exchange} (or {@code postgresql}).
 */
@DatabaseTest
@BrowserTest
class ExchangeBrowserTest {
  @TempDir Path dir;

  private static RecordBody body(String q, String type, String answer, String sentence, String title, String url) {
    return new RecordBody(q, type, type, answer, List.of(sentence), sentence + " The play was first printed in 1603.", title, url, "",
        List.of(), List.of(), "");
  }

  private static void importThrough(HeadlessChrome b, Project p, String format, Path file) {
    b.open("/projects/" + p.id());
    b.selectValue("form[action$='/import']", "format", format);
    b.attach("form[action$='/import']", "file", file);
    b.submit("form[action$='/import']");
  }

  @Test
  void exportThenImportTwiceIntoAFreshProjectGivesTheSameRecordsOnce() throws Exception {
    Path shots = Path.of("target", "browser-screenshots", TestDatabases.postgres() ? "postgresql" : "h2", "exchange");
    try (TestServer server = new TestServer(TestDatabases.options(dir.resolve("db")));
        HeadlessChrome b = new HeadlessChrome(server.server.port(), shots, dir.resolve("downloads"))) {
      var s = server.server.services();
      var quotas = Map.of("PERSON", 1, "DATETIME", 5);
      Project original = server.project("Hamlet", ProjectKind.EXTRACTIVE, Language.ENGLISH, quotas, server.ann, server.bob, server.aud);
      StoredRecord first = s.records().create(original.id(), body("Who wrote Hamlet?", "PERSON", "Shakespeare", "Shakespeare wrote Hamlet.",
          "Hamlet", "https://example.org/hamlet"), 0, server.ann);
      StoredRecord second = s.records().create(original.id(), body("When was Hamlet written?", "DATETIME", "1600",
          "Hamlet was written about 1600.", "Hamlet", ""), 0, server.bob);
      s.records().update(original.id(), second.id(), 1, body("When was Hamlet first written?", "DATETIME", "1600",
          "Hamlet was written about 1600.", "Hamlet", "https://example.org/dates"), 0, server.ann);
      s.records().create(original.id(), body("Who is Ophelia's brother?", "PERSON", "Laertes", "Laertes is Ophelia's brother.", "Ophelia",
          ""), 0, server.bob);
      s.audits().rate(first.id(), server.aud, 4, 5, 4, "clear");
      Account boss = server.boss;

      b.open("/login");
      b.type("main form", "username", boss.username());
      b.type("main form", "password", TestServer.PASSWORD);
      b.submit("main form");
      b.open("/projects/" + original.id());
      assertThat(b.find("table.records").getText()).contains("#1 Who wrote Hamlet?").contains("#3 Who is Ophelia's brother?");
      b.shot("original");
      b.clickDownload("qakit-jsonl");
      Path jsonl = b.download("project-" + original.id() + ".qakit-jsonl.jsonl");
      b.clickDownload("qakit-serve");
      Path archive = b.download("project-" + original.id() + ".qakit-serve.jsonl");
      var before = ProjectArchiveTest.snapshots(server, original);

      for (var exchange : List.of(Map.entry("qakit-jsonl", jsonl), Map.entry("qakit-serve", archive))) {
        String format = exchange.getKey();
        Project copy = server.project("Hamlet via " + format, ProjectKind.EXTRACTIVE, Language.ENGLISH, quotas);
        importThrough(b, copy, format, exchange.getValue());
        assertThat(b.find("p.good").getText()).isEqualTo("3 records added (0 with errors to fix)");
        assertThat(b.find("p.warn").getText()).isEqualTo("over the project's quota, all imported: PERSON 2 of 1");
        b.shot(format + "-imported-once");
        var once = ProjectArchiveTest.snapshots(server, copy);
        assertThat(once).as(format + ": field by field").containsExactlyElementsOf(before);
        importThrough(b, copy, format, exchange.getValue());
        assertThat(b.find("p.good").getText()).isEqualTo("0 records added (0 with errors to fix), 3 unchanged");
        assertThat(b.find("form[action$='/import'] select[name=format] option[selected]").getAttribute("value")).isEqualTo(format);
        assertThat(b.find("table.records").findElements(By.cssSelector("tbody tr"))).hasSize(3);
        b.shot(format + "-imported-twice");
        assertThat(ProjectArchiveTest.snapshots(server, copy)).isEqualTo(once);
      }

      // the copy's record page: its number in the project, the URL, the history of both saves, the audit
      Project copy = s.projects().visibleTo(boss).stream().filter(p -> p.name().equals("Hamlet via qakit-jsonl")).findFirst().orElseThrow();
      b.open("/projects/" + copy.id() + "/number/2");
      assertThat(b.find("h1").getText()).startsWith("Record #2");
      assertThat(b.find("form.record [name=url]").getAttribute("value")).isEqualTo("https://example.org/dates");
      assertThat(b.text()).contains("When was Hamlet written?").contains("When was Hamlet first written?");
      b.shot("copy-record");
      b.open("/projects/" + copy.id() + "/number/1");
      assertThat(b.find("form.record [name=url]").getAttribute("value")).isEqualTo("https://example.org/hamlet");
      assertThat(b.text()).contains("clear");

      // a refused import: the error, and the format as chosen
      importThrough(b, copy, "sqad", jsonl);
      assertThat(b.find("p.error").getText()).contains(jsonl.getFileName().toString());
      assertThat(b.find("form[action$='/import'] select[name=format] option[selected]").getAttribute("value")).isEqualTo("sqad");
      b.shot("import-refused");
      assertThat(s.records().list(copy.id())).hasSize(3);
    }
  }
}
