package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.TextSpan;
import org.qakit.serve.web.Shortcuts;
import org.qakit.text.Language;

/**
 * Issue 20's span-first record form against a real server: a selected answer is stored as text
 * with its offsets into the article, and a span the article does not hold is refused in the form
 * with everything typed kept; a typed answer gets its span when it occurs once; the article is
 * shown sentence by sentence (Czech and English) with offsets that point into it; the question
 * types show what is left of each quota; <i>Save and next</i>; the shortcut help page; guidelines
 * that show Markdown and let no HTML through.
 */
@DatabaseTest
class SpanFormTest {
  static final String ARTICLE = CharsetUploadTest.CZECH;
  static final String FIRST = ARTICLE.lines().findFirst().orElseThrow();
  static final String ANSWER = "14. května 1316";
  private static final Pattern SENTENCE = Pattern.compile("<span class=\"sentence\" data-index=\"(\\d+)\" data-start=\"(\\d+)\" data-end=\"(\\d+)\"(?: data-text=\"[^\"]*\")?");
  @TempDir static Path dir;
  static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(TestDatabases.options(dir));
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  static Map<String, String> form(String question, String answer, String sentences, int start, int end) {
    var f = new HashMap<String, String>(Map.of("question", question, "questionType", "DATETIME", "answerType", "DATETIME",
        "answer", answer, "answerSentences", sentences, "source", ARTICLE, "title", "Karel IV.", "action", "save"));
    if (start >= 0) {
      f.put("answerStart", String.valueOf(start));
      f.put("answerEnd", String.valueOf(end));
    }
    return f;
  }

  @Test
  void aSelectedSpanIsStoredAndOneTheArticleDoesNotHoldIsRefusedWithEverythingKept() throws Exception {
    Project p = server.project("spans", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 10), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    int at = ARTICLE.indexOf(ANSWER);
    long id = Browser.recordId(ann.post("/projects/" + p.id() + "/records", form("Kdy se narodil Karel IV.?", ANSWER, FIRST, at, at + ANSWER.length())));
    RecordBody stored = server.server.services().records().find(p.id(), id).orElseThrow().body();
    assertThat(stored.answerSpan()).isEqualTo(new TextSpan(at, at + ANSWER.length()));
    assertThat(stored.answerSpan().of(stored.source())).isEqualTo(ANSWER);
    assertThat(stored.answerSentences()).containsExactly(FIRST);

    int before = server.server.services().projects().quotaLeft(p).get(0).made();
    var shifted = form("Kdy zemřel Karel IV.?", ANSWER, FIRST, at + 3, at + 3 + ANSWER.length());
    shifted.put("questionType", "DATETIME");
    HttpResponse<String> refused = ann.post("/projects/" + p.id() + "/records", shifted);
    assertThat(refused.statusCode()).isEqualTo(400);
    assertThat(refused.body()).contains("Not saved: the article holds &#39; května 1316 v &#39; at characters " + (at + 3) + "–")
        .contains("not the exact answer &#39;14. května 1316&#39;").contains("select the answer again in the article")
        .contains(">Kdy zemřel Karel IV.?</textarea>").contains("name=\"answer\" class=\"invalid\" value=\"14. května 1316\"")
        .contains(">" + FIRST + "</textarea>").contains("Nové Město a hrad Karlštejn.\nZemřel")
        .doesNotContain("data-answer-start");
    HttpResponse<String> outside = ann.post("/projects/" + p.id() + "/records", form("Kdy?", ANSWER, FIRST, ARTICLE.length() - 2, ARTICLE.length() + 13));
    assertThat(outside.statusCode()).isEqualTo(400);
    assertThat(outside.body()).contains("is not in the article, which has " + ARTICLE.length() + " characters");
    HttpResponse<String> garbage = ann.post("/projects/" + p.id() + "/records", Map.of("question", "Kdy?", "questionType", "DATETIME",
        "answer", ANSWER, "answerSentences", FIRST, "source", ARTICLE, "answerStart", "x", "answerEnd", "<b>", "action", "save"));
    assertThat(garbage.statusCode()).isEqualTo(400);
    assertThat(server.server.services().projects().quotaLeft(p).get(0).made()).as("nothing saved").isEqualTo(before);

    // a span in the article but outside every answer sentence is saved, with an error on the answer
    String third = ARTICLE.lines().toList().get(2);
    int other = ARTICLE.indexOf("1378");
    long wrong = Browser.recordId(ann.post("/projects/" + p.id() + "/records", form("Kdy zemřel?", "1378", FIRST, other, other + 4)));
    String page = ann.get("/projects/" + p.id() + "/records/" + wrong).body();
    assertThat(page).contains("the selected answer (characters " + other + "–" + (other + 4) + ") lies in no answer sentence");
    assertThat(third).contains("1378");
  }

  @Test
  void aTypedAnswerGetsItsSpanWhenItOccursOnceInTheAnswerSentences() throws Exception {
    Project p = server.project("typed", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 10), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    String third = ARTICLE.lines().toList().get(2);
    long id = Browser.recordId(ann.post("/projects/" + p.id() + "/records", form("Kdy zemřel Karel IV.?", "29. listopadu 1378", third, -1, -1)));
    RecordBody b = server.server.services().records().find(p.id(), id).orElseThrow().body();
    int at = ARTICLE.indexOf("29. listopadu 1378");
    assertThat(b.answerSpan()).isEqualTo(new TextSpan(at, at + "29. listopadu 1378".length()));

    String twice = "Karel IV. se narodil 14. května 1316; 14. května slavil.\n\nKonec.";
    var f = form("Kdy?", "14. května", "Karel IV. se narodil 14. května 1316; 14. května slavil.", -1, -1);
    f.put("source", twice);
    long ambiguous = Browser.recordId(ann.post("/projects/" + p.id() + "/records", f));
    assertThat(server.server.services().records().find(p.id(), ambiguous).orElseThrow().body().answerSpan()).isNull();
    assertThat(ann.get("/projects/" + p.id() + "/records/" + ambiguous).body())
        .contains("the answer &#39;14. května&#39; occurs 2 times in the answer sentence(s): select the one meant in the article");
  }

  @Test
  void theArticleIsShownSentenceBySentenceWithOffsetsIntoIt() throws Exception {
    Project cs = server.project("sentences cs", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 10), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + cs.id() + "/records/new");
    var split = form("Kdy?", "", "", -1, -1);
    split.put("action", "split");
    HttpResponse<String> shown = ann.post("/projects/" + cs.id() + "/records", split);
    assertThat(shown.statusCode()).isEqualTo(200);
    // the page is encoded as it is rendered: it must say so, or a browser reads the Czech as windows-1252
    assertThat(shown.headers().firstValue("content-type").orElse("").replace(" ", "").toLowerCase(java.util.Locale.ROOT))
        .isEqualTo("text/html;charset=utf-8");
    assertThat(sentences(shown.body(), ARTICLE)).containsExactly(FIRST, ARTICLE.lines().toList().get(1), ARTICLE.lines().toList().get(2),
        ARTICLE.lines().toList().get(3));

    String english = "Dr. Ada wrote the first program in 1843.  It ran on the Analytical Engine!\n\nBabbage  never built it.";
    Project en = server.project("sentences en", ProjectKind.ANSWER_SELECTION, Language.ENGLISH, Map.of("DATETIME", 10), server.ann);
    ann.get("/projects/" + en.id() + "/records/new");
    HttpResponse<String> enPage = ann.post("/projects/" + en.id() + "/records", Map.of("question", "When?", "questionType", "DATETIME",
        "source", english, "action", "split"));
    // the project's rule: "Dr." before a capital ends a sentence (a known limit of SentenceSplitter)
    assertThat(sentences(enPage.body(), english)).containsExactly("Dr.", "Ada wrote the first program in 1843.",
        "It ran on the Analytical Engine!", "Babbage  never built it.");
    // data-text only where a whitespace run was collapsed: the page does not carry every sentence twice
    assertThat(enPage.body()).contains("data-text=\"Babbage never built it.\"").contains("The document, sentence by sentence")
        .doesNotContain("data-text=\"It ran on the Analytical Engine!\"").contains("\">It ran on the Analytical Engine!</span>");
  }

  /** The article's sentences as the page's offsets cut them out of {@code article}; each must be the span's own text on the page. */
  private static List<String> sentences(String html, String article) {
    var out = new java.util.ArrayList<String>();
    Matcher m = SENTENCE.matcher(html);
    while (m.find()) {
      String cut = article.substring(Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
      assertThat(html.substring(m.end())).startsWith(">" + cut.replace("'", "&#39;") + "</span>");
      out.add(cut);
    }
    return out;
  }

  @Test
  void theQuestionTypesShowWhatIsLeftOfEachQuotaAndOfTheAnnotatorsOwn() throws Exception {
    Project p = server.project("left", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 3, "PERSON", 1), server.bob);
    server.server.services().projects().setAnnotatorQuota(p, server.bob.id(), "DATETIME", 2);
    Browser bob = server.signedIn("bob");
    bob.get("/projects/" + p.id() + "/records/new");
    Browser.recordId(bob.post("/projects/" + p.id() + "/records", form("Kdy se narodil?", ANSWER, FIRST, -1, -1)));
    String page = bob.get("/projects/" + p.id() + "/records/new").body();
    assertThat(page).contains(">DATETIME: 2 of 3 left, yours 1 of 2</option>").contains(">PERSON: 1 of 1 left</option>");
    var person = form("Kdo byl otec?", "Jana Lucemburského", FIRST, -1, -1);
    person.put("questionType", "PERSON");
    Browser.recordId(bob.post("/projects/" + p.id() + "/records", person));
    assertThat(bob.get("/projects/" + p.id() + "/records/new").body()).contains(">PERSON: full, 1 of 1 made</option>");
  }

  @Test
  void saveAndNextOpensTheNextRecordToFixThenANewOneOnTheSameArticle() throws Exception {
    Project p = server.project("next", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 10), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    long good = Browser.recordId(ann.post("/projects/" + p.id() + "/records", form("Kdy se narodil?", ANSWER, FIRST, -1, -1)));
    long broken = Browser.recordId(ann.post("/projects/" + p.id() + "/records", form("Kdy zemřel?", "1999", FIRST, -1, -1)));
    assertThat(server.server.services().records().find(p.id(), broken).orElseThrow().errors()).isPositive();

    ann.get("/projects/" + p.id() + "/records/" + good);
    var again = form("Kdy se narodil Karel IV.?", ANSWER, FIRST, -1, -1);
    again.put("version", "1");
    again.put("action", "save-next");
    HttpResponse<String> next = ann.post("/projects/" + p.id() + "/records/" + good, again);
    assertThat(next.statusCode()).isEqualTo(303);
    assertThat(next.headers().firstValue("Location")).hasValue("/projects/" + p.id() + "/records/" + broken);

    ann.get("/projects/" + p.id() + "/records/" + broken);
    var fixed = form("Kdy zemřel?", "29. listopadu 1378", ARTICLE.lines().toList().get(2), -1, -1);
    fixed.put("version", "1");
    fixed.put("action", "save-next");
    HttpResponse<String> fresh = ann.post("/projects/" + p.id() + "/records/" + broken, fixed);
    assertThat(fresh.headers().firstValue("Location")).hasValue("/projects/" + p.id() + "/records/new?after=" + broken);
    String blank = ann.get("/projects/" + p.id() + "/records/new?after=" + broken).body();
    int number = server.server.services().records().key(broken).orElseThrow().number();
    assertThat(blank).contains(">Record #" + number + "</a> saved").contains("name=\"title\" value=\"Karel IV.\"")
        .contains("\">" + FIRST + "</span>").contains("rows=\"2\" required></textarea>").contains("name=\"answer\" value=\"\"");
    assertThat(ann.get("/projects/" + p.id() + "/records/new?after=x").statusCode()).isEqualTo(200);
  }

  @Test
  void theHelpPageListsEveryShortcutTheFormCarries() throws Exception {
    Project p = server.project("keys", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 10), server.ann);
    Browser ann = server.signedIn("ann");
    String help = ann.get("/help/shortcuts").body();
    String form = ann.get("/projects/" + p.id() + "/records/new").body();
    assertThat(form).contains("href=\"/help/shortcuts\"");
    for (Shortcuts.Shortcut k : Shortcuts.ALL) {
      assertThat(help).contains("<tr data-action=\"" + k.action() + "\"><td><kbd>" + k.keys() + "</kbd>");
      assertThat(form).contains("<li data-action=\"" + k.action() + "\" data-key=\"" + k.key() + "\" data-ctrl=\"" + k.ctrl() + "\"");
    }
    assertThat(help).contains("<kbd>Ctrl+Shift+Enter</kbd></td><td>save, then open").contains("no: press Escape first");
  }

  @Test
  void guidelinesShowMarkdownOnTheFormAndLetNoHtmlThrough() throws Exception {
    Project p = server.project("rules", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 10), server.ann);
    Browser boss = server.signedIn("boss");
    boss.get("/projects/" + p.id() + "/guidelines");
    String markdown = "# Pravidla\n\nPište **celou** otázku. <script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n"
        + "[zdroj](javascript:alert(3)) a [SQAD](https://nlp.fi.muni.cz/projekty/sqad/)\n\n- jedna\n- dvě";
    assertThat(boss.post("/projects/" + p.id() + "/guidelines", Map.of("format", "markdown", "text", markdown)).statusCode()).isEqualTo(303);
    Browser ann = server.signedIn("ann");
    String form = ann.get("/projects/" + p.id() + "/records/new").body();
    String shown = form.substring(form.indexOf("<div class=\"guidelines-text\">"), form.indexOf("</details>"));
    assertThat(shown).contains("<h1>Pravidla</h1>").contains("<strong>celou</strong>").contains("&lt;script&gt;alert(1)&lt;/script&gt;")
        .contains("&lt;img src=x onerror=alert(2)&gt;").contains("<li>dvě</li>")
        .contains("<a rel=\"nofollow\" href=\"https://nlp.fi.muni.cz/projekty/sqad/\">SQAD</a>")
        .doesNotContain("<script").doesNotContain("<img").doesNotContain("javascript:");
    assertThat(ann.post("/projects/" + p.id() + "/guidelines", Map.of("format", "plain", "text", "mine")).statusCode()).isEqualTo(403);

    boss.get("/projects/" + p.id() + "/guidelines");
    assertThat(boss.post("/projects/" + p.id() + "/guidelines", Map.of("format", "plain", "text", "*ne tučně* <b>x</b>\na dál")).statusCode())
        .isEqualTo(303);
    assertThat(ann.get("/projects/" + p.id() + "/records/new").body()).contains("<p>*ne tučně* &lt;b&gt;x&lt;/b&gt;<br>a dál</p>");

    String tooLong = "<b>kept</b>" + "x".repeat(100_000);
    HttpResponse<String> refused = boss.post("/projects/" + p.id() + "/guidelines", Map.of("format", "markdown", "text", tooLong));
    assertThat(refused.statusCode()).isEqualTo(400);
    assertThat(refused.body()).contains("Not saved: the text of the guidelines has 100,011 characters, more than the 100,000 allowed")
        .contains(">&lt;b&gt;kept&lt;/b&gt;xxx").contains("<p>*ne tučně*");
    HttpResponse<String> format = boss.post("/projects/" + p.id() + "/guidelines", Map.of("format", "html", "text", "<i>x</i>"));
    assertThat(format.statusCode()).isEqualTo(400);
    assertThat(format.body()).contains("the guidelines&#39; format is markdown or plain, not &#39;html&#39;");
  }
}
