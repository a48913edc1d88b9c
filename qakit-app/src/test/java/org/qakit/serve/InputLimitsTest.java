package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Dataset;
import org.qakit.format.Formats;
import org.qakit.format.WritableFormat;
import org.qakit.model.ExtractionItem;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.RecordItems;
import org.qakit.serve.store.InputLimits;
import org.qakit.text.Language;

/**
 * Issue 17: nothing a person types or uploads answers 500. One limit for a record's source text
 * ({@link InputLimits#SOURCE_CHARS}) whether it is pasted, uploaded or fetched; a field over its
 * column's width (the question type) is a message in the form with everything typed kept; an
 * import with such a field adds nothing; the schema's widths are {@link InputLimits}'; a long
 * upload name is no error and leaves no folder behind; options after Z are labelled AA, AB.
 */
@DatabaseTest
class InputLimitsTest {
  static final int N = InputLimits.SOURCE_CHARS;
  static final String SENTENCE = "Karel IV was born on 14 May 1316 in Prague.";
  @TempDir static Path dir;
  static TestServer server;
  static HttpServer http;
  static String base;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(TestDatabases.options(dir).withFetchPrivate(true));
    http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    http.createContext("/long", ex -> {
      byte[] b = "a".repeat(N + 1).getBytes(StandardCharsets.UTF_8);
      ex.getResponseHeaders().add("Content-Type", "text/plain; charset=utf-8");
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
    m.put("answerSentences", SENTENCE);
    m.put("title", "Karel IV");
    m.put("action", "save");
    return m;
  }

  /** {@link #SENTENCE}, a space and Chinese characters (3 bytes each in UTF-8): {@code length} characters. */
  private static String source(int length) {
    return SENTENCE + " " + "\u4E2D".repeat(length - SENTENCE.length() - 1);
  }

  /** Posts the record form as a browser does: multipart, with the file field left empty. */
  private static HttpResponse<String> postForm(Browser b, String path, Map<String, String> form) throws Exception {
    return b.postFile(path, form, "sourceFile", "", new byte[0]);
  }

  @Test
  void aPastedSourceOverTheLimitIsRefusedInTheFormWithEverythingTypedKept() throws Exception {
    Project p = server.project("paste", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    var form = extractive();
    String over = source(N + 1);
    form.put("source", over);
    HttpResponse<String> refused = postForm(ann, "/projects/" + p.id() + "/records", form);
    assertThat(refused.statusCode()).isEqualTo(400);
    assertThat(refused.body()).contains("Not saved: the source text has 1,000,001 characters, more than the 1,000,000 allowed: shorten it")
        .contains(">" + over + "</textarea>").contains("When was Karel IV born?").contains("value=\"14 May 1316\"")
        .contains("value=\"Karel IV\"").contains("name=\"source\" class=\"invalid\"");
    assertThat(server.server.services().records().summaries(p.id())).isEmpty();
    // exactly at the limit: saved, and read back whole
    form.put("source", source(N));
    long id = Browser.recordId(postForm(ann, "/projects/" + p.id() + "/records", form));
    assertThat(server.server.services().records().find(p.id(), id).orElseThrow().body().source()).isEqualTo(source(N));
    // a save over an existing record: refused, the form kept, the stored version untouched
    ann.get("/projects/" + p.id() + "/records/" + id);
    form.put("source", over);
    form.put("question", "When was Karel IV born, again?");
    form.put("version", "1");
    HttpResponse<String> again = postForm(ann, "/projects/" + p.id() + "/records/" + id, form);
    assertThat(again.statusCode()).isEqualTo(400);
    assertThat(again.body()).contains("the source text has 1,000,001 characters").contains("When was Karel IV born, again?")
        .contains("name=\"version\" value=\"1\"");
    assertThat(server.server.services().records().find(p.id(), id).orElseThrow().version()).isEqualTo(1);
  }

  @Test
  void anUploadOrAFetchedPageOverTheLimitIsRefusedWithTheFormKept() throws Exception {
    Project p = server.project("upload", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    var form = extractive();
    form.put("source", SENTENCE + " Typed by hand.");
    form.put("action", "add");
    HttpResponse<String> upload = ann.postFile("/projects/" + p.id() + "/records", form, "sourceFile", "karel.txt",
        "a".repeat(N + 1).getBytes(StandardCharsets.UTF_8));
    assertThat(upload.statusCode()).isEqualTo(400);
    assertThat(upload.body()).contains("Not saved: karel.txt has 1,000,001 characters, more than the 1,000,000 allowed for a source: not read")
        .contains(">" + SENTENCE + " Typed by hand.</textarea>").contains("When was Karel IV born?");
    form.put("action", "fetch");
    form.put("url", base + "/long");
    HttpResponse<String> fetched = ann.post("/projects/" + p.id() + "/records", form);
    assertThat(fetched.statusCode()).isEqualTo(400);
    assertThat(fetched.body()).contains("Not saved: " + base + "/long: the page&#39;s text has 1,000,001 characters, more than the 1,000,000"
        + " allowed for a source: not taken").contains(">" + SENTENCE + " Typed by hand.</textarea>");
    assertThat(server.server.services().records().summaries(p.id())).isEmpty();
  }

  @Test
  void aQuestionTypeOverItsColumnIsRefusedInTheFormNotA500() throws Exception {
    Project p = server.project("types", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    var form = extractive();
    form.put("questionType", "T".repeat(InputLimits.QUESTION_TYPE + 1));
    form.put("source", SENTENCE);
    HttpResponse<String> r = postForm(ann, "/projects/" + p.id() + "/records", form);
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(r.body()).contains("Not saved: the question type has 65 characters, more than the 64 allowed: shorten it")
        .contains("When was Karel IV born?").contains("name=\"questionType\" class=\"invalid\"");
    assertThat(server.server.services().records().summaries(p.id())).isEmpty();
  }

  @Test
  void anImportWithAFieldOverItsLimitAddsNothingAndNamesTheItem() throws Exception {
    Project p = server.project("import", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 5), server.ann);
    Path file = dir.resolve("long-type.jsonl");
    ((WritableFormat) Formats.get("qakit-jsonl")).write(Dataset.of(List.of(
        new ExtractionItem("q1", "When was Karel IV born?", SENTENCE, List.of("14 May 1316"), Map.of("question_type", "DATETIME"), null),
        new ExtractionItem("q2", "Where was he born?", SENTENCE, List.of("Prague"), Map.of("question_type", "X".repeat(70)), null))), file);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id());
    HttpResponse<String> r = ann.postFile("/projects/" + p.id() + "/import", Map.of("format", "qakit-jsonl"), "file", "long-type.jsonl",
        Files.readAllBytes(file));
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(r.body()).contains("nothing imported: item &#39;q2&#39;: the question type has 70 characters, more than the 64 allowed");
    assertThat(server.server.services().records().summaries(p.id())).isEmpty();
  }

  @Test
  void theSchemaHasTheWidthsOfInputLimitsAndNoOtherTextColumnTakesInput() throws Exception {
    var limited = new TreeMap<String, Integer>(Map.ofEntries(
        Map.entry("accounts.username", InputLimits.USERNAME), Map.entry("projects.name", InputLimits.PROJECT_NAME),
        Map.entry("quotas.question_type", InputLimits.QUESTION_TYPE), Map.entry("records.question_type", InputLimits.QUESTION_TYPE),
        Map.entry("annotator_quotas.question_type", InputLimits.QUESTION_TYPE), Map.entry("records.question", InputLimits.QUESTION),
        Map.entry("records.body", InputLimits.RECORD_JSON), Map.entry("record_history.body", InputLimits.RECORD_JSON),
        Map.entry("audits.comment", InputLimits.COMMENT), Map.entry("diagram_images.file_name", InputLimits.FILE_NAME),
        Map.entry("description_categories.name", InputLimits.CATEGORY), Map.entry("description_templates.text", InputLimits.TEMPLATE),
        Map.entry("api_keys.name", InputLimits.API_KEY_NAME), Map.entry("record_summaries.question", InputLimits.QUESTION),
        Map.entry("record_summaries.question_type", InputLimits.QUESTION_TYPE), Map.entry("ab_pairs.pair_key", InputLimits.AB_PAIR_ID),
        Map.entry("ab_pairs.real_text", InputLimits.LONG_TEXT), Map.entry("ab_pairs.written_text", InputLimits.LONG_TEXT),
        Map.entry("project_guidelines.text", InputLimits.GUIDELINES),
        Map.entry("record_keys.item_id", InputLimits.ITEM_ID)));
    // written by the server from its own values, never from what a person typed
    var internal = List.of("accounts.password_hash", "accounts.role", "sessions.token_hash", "sessions.csrf", "projects.kind",
        "projects.language", "diagram_images.content_type", "server_keys.name", "server_keys.secret", "api_keys.key_hash", "api_keys.prefix",
        "project_guidelines.format", "near_duplicate_words.word"); // a question's word of at most 64 characters, else its SHA-256 (NearDuplicateIndex)
    var widths = new TreeMap<String, Integer>();
    try (Connection c = server.server.services().db().connection();
        ResultSet rs = c.createStatement().executeQuery("SELECT LOWER(table_name), LOWER(column_name), character_maximum_length"
            + " FROM information_schema.columns WHERE LOWER(table_schema) = 'public' AND LOWER(data_type) IN ('character varying', 'varchar')")) {
      while (rs.next()) {
        if (!rs.getString(1).startsWith("flyway")) {
          widths.put(rs.getString(1) + "." + rs.getString(2), rs.getInt(3));
        }
      }
    }
    var expected = new TreeMap<String, Integer>(limited);
    internal.forEach(column -> expected.put(column, widths.get(column)));
    assertThat(widths).as("every text column has its width in InputLimits (or is written only by the server)").isEqualTo(expected);
  }

  @Test
  void aLongUploadNameIsNoErrorAndLeavesNoFolderBehind() throws Exception {
    Project p = server.project("names", ProjectKind.ANSWER_SELECTION, Language.CHINESE, Map.of("OTHER", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id());
    String name = "n".repeat(296) + ".tsv";
    HttpResponse<String> r = ann.postFile("/projects/" + p.id() + "/import", Map.of("format", "nlpcc-dbqa"), "file", name,
        "谁写了它？\t艾达写了它。\t1\n".getBytes(StandardCharsets.UTF_8));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(r.body()).contains("1 records added");
    HttpResponse<String> bad = ann.postFile("/projects/" + p.id() + "/import", Map.of("format", "nlpcc-dbqa"), "file", name,
        "只有一列\n".getBytes(StandardCharsets.UTF_8));
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(bad.body()).contains(name + ":1:");
    try (var left = Files.list(dir.resolve("uploads"))) {
      assertThat(left).as("import folders left in the data directory").isEmpty();
    }
    // the record form's uploads: a text file and an image with the same long name
    ann.get("/projects/" + p.id() + "/records/new");
    HttpResponse<String> text = ann.postFile("/projects/" + p.id() + "/records", Map.of("question", "谁写了它？", "questionType", "OTHER",
        "action", "add"), "sourceFile", name, "艾达写了它。".getBytes(StandardCharsets.UTF_8));
    assertThat(text.statusCode()).as(text.body()).isEqualTo(200);
    assertThat(text.body()).contains("read 6 characters from " + name);
    Project scenario = server.project("names-img", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5), server.ann);
    ann.get("/projects/" + scenario.id() + "/records/new");
    HttpResponse<String> image = ann.postFile("/projects/" + scenario.id() + "/records", Map.of("question", "Which?", "questionType", "FACT",
        "action", "add"), "diagramImage", name.replace(".tsv", ".png"), RecordSourcesTest.PNG);
    assertThat(image.statusCode()).as(image.body()).isEqualTo(200);
    assertThat(image.body()).contains("stored: describe it");
  }

  @Test
  void optionsAfterZAreLabelledAaAbAndAllKept() throws Exception {
    Project p = server.project("options", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    var form = new HashMap<String, String>(Map.of("question", "Which number is the largest?", "questionType", "FACT",
        "scenario", "Twenty-eight numbers.", "correct", "AB", "action", "save"));
    for (int i = 0; i < 28; i++) {
      form.put("option" + i, "number " + (i + 1));
    }
    long id = Browser.recordId(ann.post("/projects/" + p.id() + "/records", form));
    RecordBody b = server.server.services().records().find(p.id(), id).orElseThrow().body();
    assertThat(b.options()).hasSize(28).endsWith("number 27", "number 28");
    assertThat(b.correct()).isEqualTo("AB");
    var item = (org.qakit.model.MultipleChoiceItem) RecordItems.toItem(ProjectKind.SCENARIO_CHOICE, id, b);
    assertThat(item.labels()).startsWith("A", "B").endsWith("Z", "AA", "AB");
    assertThat(item.gold().text()).isEqualTo("number 28");
    String page = ann.get("/projects/" + p.id() + "/records/" + id).body();
    assertThat(page).contains("<b>accepted</b>").contains("Option AB <input name=\"option27\"").contains("<option selected>AB</option>");
  }
}
