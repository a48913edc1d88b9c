package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
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
 * The record form's sources: a URL fetched by the server (from an HTTP server on loopback started
 * here; the server runs with --fetch-private), an uploaded text file, uploaded diagram images and
 * description templates.
 */
@DatabaseTest
class RecordSourcesTest {
  static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
  @TempDir static Path dir;
  static TestServer server;
  static HttpServer http;
  static String base;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(TestDatabases.options(dir).withFetchPrivate(true));
    http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    http.createContext("/karel", ex -> {
      byte[] b = ("<html><head><title>Karel IV</title></head><body><p>Karel IV was born on 14 May 1316 in Prague.</p>"
          + "<p>He died in 1378 &lt;in Prague&gt;.</p></body></html>").getBytes(StandardCharsets.UTF_8);
      ex.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
      ex.sendResponseHeaders(200, b.length);
      ex.getResponseBody().write(b);
      ex.close();
    });
    http.start();
    base = "http://127.0.0.1:" + http.getAddress().getPort();
  }

  @AfterAll
  static void stop() {
    http.stop(0);
    server.close();
  }

  private static Map<String, String> extractive() {
    var m = new HashMap<String, String>();
    m.put("question", "When was Karel IV born?");
    m.put("questionType", "DATETIME");
    m.put("answer", "14 May 1316");
    m.put("answerSentences", "Karel IV was born on 14 May 1316 in Prague.");
    return m;
  }

  @Test
  void aFetchedUrlFillsTheSourceAndTitleWithoutSaving() throws Exception {
    Project p = server.project("fetch", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    var form = extractive();
    form.put("url", base + "/karel");
    form.put("action", "fetch");
    HttpResponse<String> r = ann.post("/projects/" + p.id() + "/records", form);
    assertThat(r.statusCode()).isEqualTo(200);
    // 43 + '\n' + 28 ("He died in 1378 <in Prague>.") = 72 characters; the page's markup is gone, its escaped '<in Prague>' is text, escaped again on output
    assertThat(r.body()).contains(">Karel IV was born on 14 May 1316 in Prague.\nHe died in 1378 &lt;in Prague&gt;.</textarea>")
        .contains("name=\"title\" value=\"Karel IV\"").contains("fetched 72 characters from " + base + "/karel");
    assertThat(server.server.services().records().summaries(p.id())).isEmpty();
    // a URL that does not answer: the form comes back with the error, the question kept
    form.put("url", base + "/gone");
    HttpResponse<String> bad = ann.post("/projects/" + p.id() + "/records", form);
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(bad.body()).contains("Not saved: " + base + "/gone answered HTTP 404").contains("When was Karel IV born?");
  }

  @Test
  void anUploadedUtf8TextFileBecomesTheSourceAndAnotherEncodingWaitsForConfirmation() throws Exception {
    Project p = server.project("upload", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    var form = extractive();
    form.put("action", "save");
    // not UTF-8: not refused, not read, not saved: the form asks which encoding (CharsetUploadTest follows it through)
    HttpResponse<String> latin = ann.postFile("/projects/" + p.id() + "/records", form, "sourceFile", "karel.txt",
        "Karel IV was born on 14 May 1316 in Prague. Kv\u011Bten.".getBytes(java.nio.charset.Charset.forName("ISO-8859-2")));
    assertThat(latin.statusCode()).isEqualTo(200);
    assertThat(latin.body()).contains("Confirm the encoding of karel.txt").contains("When was Karel IV born?");
    assertThat(server.server.services().records().summaries(p.id())).isEmpty();
    ann.get("/projects/" + p.id() + "/records/new");
    HttpResponse<String> saved = ann.postFile("/projects/" + p.id() + "/records", form, "sourceFile", "karel.txt",
        "Karel IV was born on 14 May 1316 in Prague. Kv\u011Bten.".getBytes(StandardCharsets.UTF_8));
    long id = Browser.recordId(saved);
    assertThat(server.server.services().records().find(p.id(), id).orElseThrow().body().source())
        .isEqualTo("Karel IV was born on 14 May 1316 in Prague. Kv\u011Bten.");
  }

  @Test
  void diagramImagesAreCheckedStoredAndServedOnlyWithinTheirProject() throws Exception {
    Project p = server.project("images", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    var form = new HashMap<String, String>(Map.of("question", "Which city is on the river?", "questionType", "FACT",
        "diagrams", "", "action", "add"));
    HttpResponse<String> added = ann.postFile("/projects/" + p.id() + "/records", form, "diagramImage", "map.png", PNG);
    assertThat(added.statusCode()).as(added.body()).isEqualTo(200);
    Matcher m = Pattern.compile("image (\\d+) stored").matcher(added.body());
    assertThat(m.find()).isTrue();
    long image = Long.parseLong(m.group(1));
    assertThat(added.body()).contains("rows=\"3\">@" + image + " \n</textarea>");
    HttpResponse<byte[]> served = ann.getBytes("/projects/" + p.id() + "/images/" + image);
    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.headers().firstValue("Content-Type")).hasValue("image/png");
    assertThat(served.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
    assertThat(served.body()).isEqualTo(PNG);
    // bob is not assigned: 404, as for an image id of another project
    assertThat(server.signedIn("bob").getBytes("/projects/" + p.id() + "/images/" + image).statusCode()).isEqualTo(404);
    Project other = server.project("other", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5), server.ann);
    assertThat(ann.getBytes("/projects/" + other.id() + "/images/" + image).statusCode()).isEqualTo(404);
    // an SVG (script inside) named .png is refused by its bytes
    HttpResponse<String> svg = ann.postFile("/projects/" + p.id() + "/records", form, "diagramImage", "x.png",
        "<svg onload=\"alert(1)\"/>".getBytes(StandardCharsets.UTF_8));
    assertThat(svg.statusCode()).isEqualTo(400);
    assertThat(svg.body()).contains("x.png: not a PNG, JPEG, GIF or WebP image (by its first bytes)");
    // saved with a description that holds markup: shown as text, the image beside it
    var save = new HashMap<String, String>(Map.of("question", "Which city is on the river?", "questionType", "FACT",
        "diagrams", "@" + image + " map | <b>Brno</b> on the river", "option0", "Brno", "option1", "Praha", "option2", "Olomouc",
        "option3", "Ostrava", "correct", "A", "action", "save"));
    long id = Browser.recordId(ann.post("/projects/" + p.id() + "/records", save));
    String page = ann.get("/projects/" + p.id() + "/records/" + id).body();
    assertThat(page).contains("<img src=\"/projects/" + p.id() + "/images/" + image + "\" alt=\"&lt;b&gt;Brno&lt;/b&gt; on the river\"")
        .doesNotContain("<b>Brno</b>");
    assertThat(server.server.services().records().find(p.id(), id).orElseThrow().body().diagrams().get(0).id()).isEqualTo("image-" + image);
  }

  @Test
  void adminsKeepDescriptionTemplatesThatTheScenarioFormOffers() throws Exception {
    Browser boss = server.signedIn("boss");
    boss.get("/admin/templates");
    assertThat(boss.post("/admin/templates/categories", Map.of("name", "contour <map>")).statusCode()).isEqualTo(303);
    assertThat(boss.post("/admin/templates/categories", Map.of("name", "contour <map>")).body()).contains("there is a category &#39;contour &lt;map&gt;&#39; already");
    long cat = server.server.services().templates().all().stream().filter(c -> c.name().equals("contour <map>")).findFirst().orElseThrow().id();
    assertThat(boss.post("/admin/templates", Map.of("category", String.valueOf(cat), "text", "Contour lines of [area], [interval] m apart.")).statusCode())
        .isEqualTo(303);
    assertThat(boss.post("/admin/templates", Map.of("category", String.valueOf(cat), "text", "to be removed")).statusCode()).isEqualTo(303);
    var templates = server.server.services().templates().all().stream().filter(c -> c.id() == cat).findFirst().orElseThrow().templates();
    long tid = templates.get(0).id();
    assertThat(boss.post("/admin/templates/" + templates.get(1).id(), Map.of("text", "")).statusCode()).isEqualTo(303);
    assertThat(boss.post("/admin/templates/categories/" + cat, Map.of("name", "contour <maps>")).statusCode()).isEqualTo(303);
    String list = boss.get("/admin/templates").body();
    assertThat(list).contains("contour &lt;maps&gt;").contains("Contour lines of [area], [interval] m apart.").doesNotContain("to be removed");
    // an annotator reads them but may not change them; a POST without the token is refused
    Browser ann = server.signedIn("ann");
    assertThat(ann.get("/admin/templates").body()).contains("Contour lines of [area]").doesNotContain("Add category");
    assertThat(ann.post("/admin/templates/categories", Map.of("name", "mine")).statusCode()).isEqualTo(403);
    assertThat(boss.postWithoutToken("/admin/templates/categories", Map.of("name", "nope")).statusCode()).isEqualTo(403);
    // the scenario form offers it; choosing it adds a described line
    Project p = server.project("templated", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5), server.ann);
    String form = ann.get("/projects/" + p.id() + "/records/new").body();
    assertThat(form).contains("<optgroup label=\"contour &lt;maps&gt;\"><option value=\"" + tid + "\">Contour lines of [area], [interval] m apart.</option>");
    HttpResponse<String> added = ann.post("/projects/" + p.id() + "/records", Map.of("question", "How high?", "questionType", "FACT",
        "diagrams", "free text of another diagram", "template", String.valueOf(tid), "action", "add"));
    assertThat(added.statusCode()).isEqualTo(200);
    assertThat(added.body()).contains("free text of another diagram\ncontour &lt;maps&gt; | Contour lines of [area], [interval] m apart.\n</textarea>");
  }
}
