package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/**
 * The forms of issue 20 against a real server: the project's quotas in a table (a failed
 * validation keeps name, kind, language and the numbers), the answer type chosen from SQAD's list
 * with its definitions, and the text-analysis rows of a Czech and an English record (morphology
 * from Hunspell, or a plain statement that there is none; never Lucene's token type).
 */
@DatabaseTest
class ProjectFormTest {
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

  @Test
  void quotasAreATableAndAFailedValidationKeepsKindLanguageAndWhatWasTyped() throws Exception {
    Browser boss = server.signedIn("boss");
    HttpResponse<String> page = boss.get("/projects/new");
    assertThat(page.body()).contains("<table class=\"quota-table\">").contains("name=\"quota_DATETIME\"").contains("name=\"otherType1\"")
        .contains("type=\"number\"").doesNotContain("name=\"quotas\"");
    var form = new HashMap<String, String>(Map.of("name", "Hrady", "kind", "answer-selection", "language", "cs",
        "quota_PERSON", "ten", "quota_DATETIME", "4"));
    HttpResponse<String> bad = boss.post("/projects", form);
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(bad.body()).contains("PERSON: expected a whole number of records, found &#39;ten&#39;")
        .contains("<option value=\"answer-selection\" selected>").contains("<option value=\"cs\" selected>")
        .contains("name=\"quota_PERSON\" value=\"ten\"").contains("name=\"quota_DATETIME\" value=\"4\"").contains("value=\"Hrady\"");
    assertThat(server.server.services().projects().visibleTo(server.boss))
        .noneMatch(p -> p.name().equals("Hrady"));

    form.put("quota_PERSON", "3");
    form.put("otherType1", "definition");
    form.put("otherQuota1", "2");
    form.put("quota_FACT", "0");
    HttpResponse<String> made = boss.post("/projects", form);
    assertThat(made.statusCode()).isEqualTo(303);
    Project p = server.server.services().projects().visibleTo(server.boss).stream()
        .filter(x -> x.name().equals("Hrady")).findFirst().orElseThrow();
    assertThat(p.kind()).isEqualTo(ProjectKind.ANSWER_SELECTION);
    assertThat(p.language()).isEqualTo(Language.CZECH);
    assertThat(p.quotas()).containsExactlyInAnyOrderEntriesOf(Map.of("PERSON", 3, "DATETIME", 4, "DEFINITION", 2));

    HttpResponse<String> noType = boss.post("/projects", Map.of("name", "x", "kind", "extractive", "language", "en", "otherQuota2", "5"));
    assertThat(noType.statusCode()).isEqualTo(400);
    assertThat(noType.body()).contains("a quota of 5 records has no question type").contains("<option value=\"en\" selected>");
  }

  @Test
  void theAnswerTypeIsChosenFromSqadsListWithItsDefinitions() throws Exception {
    Project p = server.project("types", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 5), server.ann);
    Browser ann = server.signedIn("ann");
    HttpResponse<String> page = ann.get("/projects/" + p.id() + "/records/new");
    assertThat(page.body()).contains("<select name=\"answerType\">").doesNotContain("<input name=\"answerType\"")
        .contains("<option value=\"YES_NO\">YES_NO: ano or ne").contains("<dt>DATETIME</dt><dd>a date, a time");
    long id = save(ann, p, "Kdy se narodil Karel IV.?", "Karel IV. se narodil 14. května 1316 v Praze.", "14. května 1316");
    assertThat(server.server.services().records().find(p.id(), id).orElseThrow().body().answerType()).isEqualTo("DATETIME");
    assertThat(ann.get("/projects/" + p.id() + "/records/" + id).body()).contains("<option value=\"DATETIME\" selected>");
  }

  @Test
  void theAnalysisRowShowsCzechMorphologyAndSaysPlainlyThatEnglishHasNone() throws Exception {
    Browser ann = server.signedIn("ann");
    Project cs = server.project("cs analysis", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 5), server.ann);
    long csId = save(ann, cs, "Kdy nestál hrad Karlštejn?", "Nejstarší hrad nestojí na řece, stojí na skále od roku 1348.", "1348");
    String csPage = ann.get("/projects/" + cs.id() + "/records/" + csId).body();
    assertThat(csPage).contains("<th>lemma</th>").contains("<th>morphology</th>").contains("<td>ne- (negation)</td>")
        .contains("<td>nej- (superlative)</td>").contains("has no morphological").doesNotContain("ALPHANUM").doesNotContain("<th>tag</th>");

    Project en = server.project("en analysis", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 5), server.ann);
    long enId = save(ann, en, "When was the castle built?", "The oldest castle was built on the rock in 1348.", "1348");
    String enPage = ann.get("/projects/" + en.id() + "/records/" + enId).body();
    assertThat(enPage).contains("No morphology is available for English here").contains("<th>stem</th>").contains("<td>castl</td>")
        .doesNotContain("<th>morphology</th>").doesNotContain("ALPHANUM").doesNotContain("<th>tag</th>");
  }

  private static long save(Browser b, Project p, String question, String sentence, String answer) throws Exception {
    b.get("/projects/" + p.id() + "/records/new");
    var form = new HashMap<String, String>(Map.of("question", question, "questionType", "DATETIME", "answerType", "DATETIME",
        "answer", answer, "answerSentences", sentence, "source", sentence, "title", "Karlštejn", "action", "save"));
    return Browser.recordId(b.post("/projects/" + p.id() + "/records", form));
  }
}
