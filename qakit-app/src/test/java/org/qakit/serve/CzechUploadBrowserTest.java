package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.project.Project;

/**
 * Issue 20's forms in a real browser ({@link HeadlessChrome}): an admin creates a Czech project
 * through the quota table (a first try with no number keeps kind and language), an annotator
 * uploads a windows-1250 article, confirms the detected encoding after its preview, chooses the
 * answer type from SQAD's list and saves; the record page shows the Hunspell morphology row.
 * Screenshots under {@code target/browser-screenshots/h2/czech} (or {@code postgresql}).
 */
@DatabaseTest
@BrowserTest
class CzechUploadBrowserTest {
  @TempDir Path dir;

  @Test
  void aCzechProjectTakesAWindows1250ArticleAfterConfirmation() throws Exception {
    Path shots = Path.of("target", "browser-screenshots", TestDatabases.postgres() ? "postgresql" : "h2", "czech");
    Path article = dir.resolve("karel-cp1250.txt");
    Files.write(article, CharsetUploadTest.CZECH.getBytes(Charset.forName("windows-1250")));
    try (TestServer server = new TestServer(TestDatabases.options(dir.resolve("db")));
        HeadlessChrome b = new HeadlessChrome(server.server.port(), shots, dir.resolve("downloads"))) {
      b.open("/login");
      b.type("main form", "username", "boss");
      b.type("main form", "password", TestServer.PASSWORD);
      b.submit("main form");
      b.open("/projects/new");
      b.type("main form", "name", "Čeští králové");
      b.select("main form", "kind", "extractive (export: qakit-jsonl)");
      b.select("main form", "language", "cs");
      b.shot("new-project-table");
      b.submit("main form");
      assertThat(b.text()).contains("give at least one quota");
      assertThat(b.find("main form select[name=kind] option[selected]").getAttribute("value")).isEqualTo("extractive");
      assertThat(b.find("main form select[name=language] option[selected]").getAttribute("value")).isEqualTo("cs");
      assertThat(b.find("main form [name=name]").getAttribute("value")).isEqualTo("Čeští králové");
      b.shot("new-project-kept");
      b.type("main form", "quota_DATETIME", "3");
      b.submit("main form");
      assertThat(b.path()).matches("/projects/\\d+");
      assertThat(b.text()).contains("3 of 3 DATETIME left");
      Project p = server.server.services().projects().visibleTo(server.boss).get(0);

      b.open("/projects/" + p.id() + "/records/new");
      b.type("form.record", "question", "Kdy se narodil Karel IV.?");
      b.type("form.record", "answer", "14. května 1316");
      b.selectValue("form.record", "answerType", "DATETIME");
      b.type("form.record", "answerSentences", CharsetUploadTest.CZECH.lines().findFirst().orElseThrow());
      b.type("form.record", "title", "Karel IV.");
      b.attach("form.record", "sourceFile", article);
      b.shot("record-form");
      b.press("form.record button[value=add]");
      assertThat(b.find("fieldset.charset-choice").getText()).contains("Confirm the encoding of karel-cp1250.txt")
          .contains("windows-1250 (confidence");
      assertThat(b.find("pre.charset-preview").getText()).isEqualTo(CharsetUploadTest.CZECH);
      assertThat(b.find("form.record [name=question]").getAttribute("value")).isEqualTo("Kdy se narodil Karel IV.?");
      b.shot("charset-choice");
      b.press("form.record button[value=charset-use]");
      assertThat(b.text()).contains("as windows-1250 (confirmed)");
      assertThat(b.find("form.record [name=source]").getAttribute("value")).isEqualTo(CharsetUploadTest.CZECH);
      b.shot("charset-used");
      b.press("form.record button[value=save]");
      assertThat(b.path()).matches("/projects/\\d+/records/\\d+");
      assertThat(b.text()).contains("): accepted. Saved, every check passes").contains("has no morphological fields").doesNotContain("ALPHANUM");
      assertThat(b.find("table.tokens tr:nth-child(3) th").getText()).isEqualTo("morphology");
      b.shot("record-analysis");
    }
  }
}
