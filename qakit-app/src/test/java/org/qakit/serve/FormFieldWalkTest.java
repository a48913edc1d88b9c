package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.model.Diagram;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.store.InputLimits;
import org.qakit.text.Language;

/**
 * Issue 17: no 500 for anything typed. The test reads every form of every page (as an admin, who
 * sees them all, and the sign-in form as a visitor), and posts each form once per field with that
 * field {@value #OVER} characters longer than the longest limit there is ({@link
 * InputLimits#SOURCE_CHARS}) and every other field as the page filled it (or valid, on a new
 * record's form). Every answer must be below 500, nothing may be stored, and a text field (input or
 * text area, passwords and hidden fields aside) must come back holding what was typed. A field
 * added to any form later is walked without changing this test.
 */
@DatabaseTest
class FormFieldWalkTest {
  static final int OVER = 1;
  /** Upper case, as the record form upper-cases types and labels. */
  static final String LONG = "Z" + "Y".repeat(InputLimits.SOURCE_CHARS + OVER - 1);
  private static final Pattern FORM = Pattern.compile("(?s)<form\\b([^>]*)>(.*?)</form>");
  private static final Pattern FIELD = Pattern.compile("(?s)<(select|textarea|button)\\b([^>]*)>(.*?)</\\1>|<(input)\\b([^>]*)>");
  private static final Pattern ATTRIBUTE = Pattern.compile("([a-zA-Z-]+)(?:=\"([^\"]*)\")?");
  private static final Pattern OPTION = Pattern.compile("(?s)<option\\b([^>]*)>(.*?)</option>");
  @TempDir static Path dir;
  static TestServer server;
  static final Map<ProjectKind, Project> projects = new LinkedHashMap<>();
  static final Map<ProjectKind, Long> records = new LinkedHashMap<>();
  /** {@code action field} of every field walked. */
  static final java.util.Set<String> walkedFields = new java.util.TreeSet<>();

  /** One field of a form: its tag, type ({@code text} for a text area or a select's {@code select}), name and value as the page has it. */
  record Field(String type, String name, String value) {
    boolean typedText() {
      return List.of("text", "number", "url", "email", "search", "textarea").contains(type);
    }
  }

  /** A form of a page: where it posts, whether as multipart, its fields and the name and value of its first submit button. */
  record Form(String action, boolean multipart, List<Field> fields, String fileField) {}

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(dir);
    var s = server.server.services();
    long category = s.templates().addCategory("map");
    s.templates().addTemplate(category, "A map of [region].");
    for (ProjectKind kind : ProjectKind.values()) {
      Project p = server.project("walk " + kind.id(), kind, Language.ENGLISH, Map.of("FACT", 50), server.ann, server.aud);
      projects.put(kind, p);
      records.put(kind, s.records().create(p.id(), valid(kind), 0, server.ann).id());
    }
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static RecordBody valid(ProjectKind kind) {
    return switch (kind) {
      case EXTRACTIVE -> new RecordBody("When was Karel born?", "FACT", "DATE", "1316", List.of("Karel was born in 1316."),
          "Karel was born in 1316. He died in 1378.", "Karel", "http://example.org/karel", "", List.of(), List.of(), "");
      case ANSWER_SELECTION -> new RecordBody("When was Karel born?", "FACT", "", "", List.of("Karel was born in 1316."),
          "Karel was born in 1316. He died in 1378.", "doc-1", "", "", List.of(), List.of(), "");
      case SCENARIO_CHOICE -> new RecordBody("Which river?", "FACT", "", "", List.of(), "", "", "", "A map of a river.",
          List.of(new Diagram("d1", "map", "A map of Prague.")), List.of("Vltava", "Labe", "Morava", "Odra"), "A");
    };
  }

  /** The fields of a new record's form filled as {@link #valid} fills them. */
  private static Map<String, String> validFields(ProjectKind kind) {
    RecordBody b = valid(kind);
    var m = new LinkedHashMap<String, String>(Map.of("question", b.question(), "questionType", b.questionType(), "answerType",
        b.answerType(), "answer", b.answer(), "answerSentences", String.join("\n", b.answerSentences()), "source", b.source(),
        "title", b.title(), "url", b.url(), "scenario", b.scenario(), "correct", b.correct()));
    m.put("diagrams", "map | A map of Prague.");
    for (int i = 0; i < b.options().size(); i++) {
      m.put("option" + i, b.options().get(i));
    }
    return m;
  }

  @Test
  void everyFieldOfEveryFormTooLongIsRefusedWithoutA500AndKeptInTheForm() throws Exception {
    Browser boss = server.signedIn("boss");
    var pages = new ArrayList<String>(List.of("/admin/accounts", "/admin/templates", "/admin/api-keys", "/password", "/projects/new", "/ask"));
    for (ProjectKind kind : ProjectKind.values()) {
      long p = projects.get(kind).id();
      pages.addAll(List.of("/projects/" + p, "/projects/" + p + "/records/new", "/projects/" + p + "/records/" + records.get(kind),
          "/projects/" + p + "/guidelines"));
    }
    int walked = 0;
    var softly = new SoftAssertions();
    for (String page : pages) {
      Map<String, String> overrides = page.endsWith("/records/new") ? validFields(kindOf(page)) : Map.of();
      walked += walk(softly, boss, page, overrides);
    }
    walked += walk(softly, server.browser(), "/login", Map.of());
    softly.assertAll();
    assertThat(walked).as("fields walked").isGreaterThan(60);
    assertThat(walkedFields).contains("/login username", "/login password", "/admin/accounts username", "/admin/accounts role",
        "/admin/templates/categories name", "/admin/templates/categories/N name", "/admin/templates/N text", "/admin/templates text",
        "/projects name", "/projects quota_DATETIME", "/projects otherType1", "/projects/N/quotas target", "/projects/N/import format", "/projects/N/assign account",
        "/projects/N/records questionType", "/projects/N/records source", "/projects/N/records option3", "/projects/N/records correct",
        "/projects/N/records diagrams", "/projects/N/records template", "/projects/N/records/N version", "/projects/N/records/N answerType",
        "/projects/N/records/N/audit comment", "/projects/N/records/N/audit fairness", "/ask question", "/ask document");
    for (ProjectKind kind : ProjectKind.values()) {
      assertThat(server.server.services().records().summaries(projects.get(kind).id())).as("records of " + kind).hasSize(1);
      assertThat(server.server.services().records().find(projects.get(kind).id(), records.get(kind)).orElseThrow().version()).isEqualTo(1);
    }
    assertThat(server.server.services().accounts().all()).as("the first admin and the test's four").hasSize(5);
    assertThat(server.server.services().templates().all()).singleElement().satisfies(c -> assertThat(c.name()).isEqualTo("map"));
  }

  private static ProjectKind kindOf(String page) {
    return projects.entrySet().stream().filter(e -> page.startsWith("/projects/" + e.getValue().id() + "/")).findFirst().orElseThrow().getKey();
  }

  /** Posts every form of {@code page} once per field with that field {@link #LONG}; returns how many fields it walked. */
  private static int walk(SoftAssertions softly, Browser b, String page, Map<String, String> overrides) throws Exception {
    int walked = 0;
    List<Form> forms = forms(b.get(page).body());
    for (int f = 0; f < forms.size(); f++) {
      if (forms.get(f).action().equals("/logout")) {
        continue;
      }
      for (Field field : forms.get(f).fields()) {
        if (field.name().equals("_csrf") || field.type().equals("file") || field.type().equals("submit")) {
          continue;
        }
        Form form = forms(b.get(page).body()).get(f);
        var values = new LinkedHashMap<String, String>();
        for (Field other : form.fields()) {
          if (!other.type().equals("file") && !other.type().equals("submit") && !values.containsKey(other.name())) {
            values.put(other.name(), overrides.getOrDefault(other.name(), other.value()));
          }
        }
        form.fields().stream().filter(x -> x.type().equals("submit") && !x.name().isEmpty()).findFirst()
            .ifPresent(x -> values.put(x.name(), x.value()));
        values.put(field.name(), LONG);
        values.remove("_csrf");
        HttpResponse<String> r = form.multipart()
            ? b.postFile(form.action(), values, form.fileField(), "", new byte[0])
            : b.post(form.action(), values);
        String where = page + " form " + form.action() + " field " + field.name() + ": " + r.statusCode();
        // descriptions are made only for a failure: an excerpt runs regular expressions over a body of over a megabyte
        softly.assertThat(r.statusCode()).as(() -> where + " " + excerpt(r.body())).isLessThan(500);
        if (!form.action().equals("/ask")) {
          softly.assertThat(r.statusCode()).as(() -> where + ": a too-long value must not be accepted " + excerpt(r.body())).isBetween(400, 499);
        }
        if (field.typedText()) {
          softly.assertThat(r.body().contains(LONG)).as(() -> where + ": the form keeps what was typed " + excerpt(r.body())).isTrue();
        }
        walkedFields.add(form.action().replaceAll("[0-9]+", "N") + " " + field.name());
        walked++;
      }
    }
    return walked;
  }

  private static String excerpt(String body) {
    String text = body.replaceAll("(?s)<[^>]+>", " ").replaceAll("Y{20,}", "Y…").replaceAll("\\s+", " ");
    int error = Math.max(0, text.indexOf("error"));
    return text.substring(Math.min(error, Math.max(0, text.length() - 300)), Math.min(text.length(), error + 300));
  }

  static List<Form> forms(String html) {
    var out = new ArrayList<Form>();
    Matcher fm = FORM.matcher(html);
    while (fm.find()) {
      Map<String, String> formAttributes = attributes(fm.group(1));
      var fields = new ArrayList<Field>();
      String fileField = null;
      Matcher m = FIELD.matcher(fm.group(2));
      while (m.find()) {
        String tag = m.group(1) != null ? m.group(1) : m.group(4);
        Map<String, String> a = attributes(m.group(1) != null ? m.group(2) : m.group(5));
        String content = m.group(1) != null ? m.group(3) : "";
        String name = a.getOrDefault("name", "");
        String type = switch (tag) {
          case "textarea" -> "textarea";
          case "select" -> "select";
          case "button" -> a.getOrDefault("type", "submit");
          default -> a.getOrDefault("type", "text");
        };
        String value = switch (tag) {
          case "textarea" -> unescape(content);
          case "select" -> selected(content);
          default -> unescape(a.getOrDefault("value", ""));
        };
        if (type.equals("file") && fileField == null) {
          fileField = name;
        }
        if (!name.isEmpty()) {
          fields.add(new Field(type, name, value));
        }
      }
      out.add(new Form(unescape(formAttributes.get("action")), "multipart/form-data".equals(formAttributes.get("enctype")), fields,
          fileField));
    }
    return out;
  }

  private static Map<String, String> attributes(String text) {
    var out = new LinkedHashMap<String, String>();
    Matcher m = ATTRIBUTE.matcher(text);
    while (m.find()) {
      out.putIfAbsent(m.group(1).toLowerCase(java.util.Locale.ROOT), m.group(2) == null ? "" : m.group(2));
    }
    return out;
  }

  /** The value of a select's selected option, else of its first. */
  private static String selected(String options) {
    String first = null;
    Matcher m = OPTION.matcher(options);
    while (m.find()) {
      Map<String, String> a = attributes(m.group(1));
      String value = a.containsKey("value") ? unescape(a.get("value")) : unescape(m.group(2).strip());
      if (a.containsKey("selected")) {
        return value;
      }
      first = first == null ? value : first;
    }
    return first == null ? "" : first;
  }

  private static String unescape(String s) {
    return s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&#34;", "\"")
        .replace("&amp;", "&");
  }
}
