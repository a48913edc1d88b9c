package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/**
 * A Czech article uploaded in windows-1250 or ISO-8859-2 through the record form of a real server:
 * detected by ICU4J, shown with a preview, read only once confirmed, stored equal to the original;
 * another encoding can be previewed, and UTF-8 chosen for such a file is refused strictly.
 */
@DatabaseTest
class CharsetUploadTest {
  /** Czech prose written for this test, with ě š č ř ž ý á í é ů ú ň ť ď. */
  static final String CZECH = "Karel IV. se narodil 14. května 1316 v Praze jako syn Jana Lucemburského a Elišky Přemyslovny.\n"
      + "Byl českým králem a římským císařem; založil pražskou univerzitu, Nové Město a hrad Karlštejn.\n"
      + "Zemřel 29. listopadu 1378 a jeho ostatky leží v chrámu svatého Víta.\n"
      + "Příliš žluťoučký kůň úpěl ďábelské ódy, když šel přes Ďáblův most k Ťapkově louce a dál k Ňovým domům.";
  private static final Pattern PENDING = Pattern.compile("name=\"pendingFile\" value=\"([A-Za-z0-9+/=]*)\"");
  @TempDir static Path dir;
  static TestServer server;
  static Project project;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(TestDatabases.options(dir));
    project = server.project("czech upload", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 5), server.ann);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static Map<String, String> form() {
    var m = new HashMap<String, String>();
    m.put("question", "Kdy se narodil Karel IV.?");
    m.put("questionType", "DATETIME");
    m.put("answerType", "DATETIME");
    m.put("answer", "14. května 1316");
    m.put("answerSentences", "Karel IV. se narodil 14. května 1316 v Praze jako syn Jana Lucemburského a Elišky Přemyslovny.");
    m.put("title", "Karel IV.");
    m.put("confirmDuplicate", "yes"); // both tests save this question in one project: an exact duplicate, confirmed
    return m;
  }

  @Test
  void windows1250IsDetectedConfirmedAndStoredAsWritten() throws Exception {
    uploadConfirmSave("windows-1250", "clanek-cp1250.txt");
  }

  @Test
  void iso88592IsDetectedConfirmedAndStoredAsWritten() throws Exception {
    uploadConfirmSave("ISO-8859-2", "clanek-latin2.txt");
  }

  private void uploadConfirmSave(String charset, String fileName) throws Exception {
    Browser ann = server.signedIn("ann");
    String records = "/projects/" + project.id() + "/records";
    ann.get(records + "/new");
    int before = server.server.services().records().summaries(project.id()).size();
    var f = form();
    f.put("action", "add");
    HttpResponse<String> asked = ann.postFile(records, f, "sourceFile", fileName, CZECH.getBytes(Charset.forName(charset)));
    assertThat(asked.statusCode()).isEqualTo(200);
    assertThat(asked.body()).contains("Confirm the encoding of " + fileName).contains("ICU4J detected: <b class=\"detected\">" + charset + " (confidence ")
        .contains("<option value=\"" + charset + "\" selected>")
        .contains("<pre class=\"charset-preview\">" + CZECH + "</pre>");
    assertThat(asked.body()).doesNotContain("name=\"source\" rows=\"10\">Karel");
    assertThat(server.server.services().records().summaries(project.id())).hasSize(before);

    Matcher m = PENDING.matcher(asked.body());
    assertThat(m.find()).isTrue();
    var confirm = form();
    confirm.put("pendingName", fileName);
    confirm.put("pendingFile", m.group(1));
    confirm.put("sourceCharset", charset);
    confirm.put("action", "charset-use");
    HttpResponse<String> used = ann.post(records, confirm);
    assertThat(used.statusCode()).isEqualTo(200);
    assertThat(used.body()).contains("read " + CZECH.length() + " characters from " + fileName + " as " + charset + " (confirmed)")
        .contains(">" + CZECH + "</textarea>").doesNotContain("Confirm the encoding");
    assertThat(server.server.services().records().summaries(project.id())).hasSize(before);

    var save = form();
    save.put("title", fileName);
    save.put("source", CZECH);
    save.put("action", "save");
    long id = Browser.recordId(ann.post(records, save));
    assertThat(server.server.services().records().find(project.id(), id).orElseThrow().body().source()).isEqualTo(CZECH);
  }

  @Test
  void anotherEncodingCanBePreviewedAndUtf8IsRefusedStrictly() throws Exception {
    Browser ann = server.signedIn("ann");
    String records = "/projects/" + project.id() + "/records";
    ann.get(records + "/new");
    var f = form();
    f.put("action", "add");
    HttpResponse<String> asked = ann.postFile(records, f, "sourceFile", "a.txt", CZECH.getBytes(Charset.forName("windows-1250")));
    Matcher m = PENDING.matcher(asked.body());
    assertThat(m.find()).isTrue();
    var preview = form();
    preview.put("pendingName", "a.txt");
    preview.put("pendingFile", m.group(1));
    preview.put("sourceCharset", "ISO-8859-2");
    preview.put("action", "charset-preview");
    HttpResponse<String> other = ann.post(records, preview);
    assertThat(other.statusCode()).isEqualTo(200);
    assertThat(other.body()).contains("<option value=\"ISO-8859-2\" selected>").contains("read as <b>ISO-8859-2</b>")
        .contains("<pre class=\"charset-preview\">").doesNotContain(CZECH);
    preview.put("sourceCharset", "UTF-8");
    HttpResponse<String> utf8 = ann.post(records, preview);
    assertThat(utf8.body()).contains("a.txt: not UTF-8 text: byte 0x").contains("value=\"charset-use\" disabled");
    preview.put("action", "charset-use");
    HttpResponse<String> refused = ann.post(records, preview);
    assertThat(refused.statusCode()).isEqualTo(400);
    assertThat(refused.body()).contains("Not saved: a.txt: not UTF-8 text: byte 0x");
  }
}
