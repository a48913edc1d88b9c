package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.cli.CliRun;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.suggest.CurationOptions;
import org.qakit.text.Language;

/**
 * Distractor and passage suggestions on a multiple-choice record: the server is started with the
 * ranker of {@code qakit distractors} trained on qakit's MCQL sample and an index built by
 * {@code qakit index build} from two lines of text.
 */
@DatabaseTest
class SuggestionsTest {
  @TempDir static Path dir;
  static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(withSuggestions(dir));
  }

  /**
   * Options for a test server under {@code dir} whose multiple-choice records get suggestions: the
   * distractor ranker trained on qakit's MCQL sample, and an index of two lines (one on
   * chlorophyll, one on the newton) built by {@code qakit index build}.
   */
  static ServeOptions withSuggestions(Path dir) throws java.io.IOException {
    Path mcql = Files.createDirectories(dir.resolve("mcql"));
    for (String name : List.of("sample_neg.json", "vocab.txt")) {
      try (var in = SuggestionsTest.class.getResourceAsStream("/qakit/samples/mcql/" + name)) {
        Files.copy(in, mcql.resolve(name));
      }
    }
    Path text = Files.writeString(dir.resolve("knowledge.txt"),
        "Leaves are green because of chlorophyll in their cells.\nThe newton is the unit of force.\n");
    Path index = dir.resolve("index");
    CliRun built = CliRun.of("index", "build", "--importer", "text", "--lang", "en", "-o", index.toString(), text.toString());
    assertThat(built.exit()).as(built.err()).isZero();
    var options = TestDatabases.options(dir.resolve("db"));
    return new ServeOptions(options.host(), options.port(), options.dataDir(), options.dbUrl(), options.dbUser(), options.dbPassword(),
        false, options.solvers(), List.of(index), options.bcryptCost(), false,
        new CurationOptions("mcql", List.of(mcql.resolve("sample_neg.json")), mcql.resolve("vocab.txt")), false);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void aMultipleChoiceRecordOffersDistractorsAndPassages() throws Exception {
    Project p = server.project("suggest", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    var form = new HashMap<String, String>(Map.of("question", "green colour of leaves is due to", "questionType", "FACT",
        "scenario", "A leaf in spring.", "option0", "chlorophyll", "option1", "carotene", "option2", "", "option3", "", "correct", "A"));
    long id = Browser.recordId(ann.post("/projects/" + p.id() + "/records", form));
    String page = ann.get("/projects/" + p.id() + "/records/" + id).body();
    assertThat(page).contains("<h2>Suggestions");
    String list = page.substring(page.indexOf("<ol class=\"distractors\">"), page.indexOf("</ol>", page.indexOf("<ol class=\"distractors\">")));
    // five vocabulary entries, neither the answer nor the option already given
    assertThat(list.split("<li>")).hasSize(1 + 5);
    assertThat(list).doesNotContain(">chlorophyll<").doesNotContain(">carotene<");
    // each with a button for the page's script (hidden until the script shows it: without JavaScript the text is to copy)
    assertThat(list).containsPattern("<li><span class=\"text\">([^<]+)</span> <button type=\"button\" class=\"use\" data-fill=\"option\" data-text=\"\\1\" hidden>");
    // BM25 for "A leaf in spring. green colour of leaves is due to chlorophyll": the chlorophyll line first
    assertThat(page).containsPattern("<ul class=\"passages\"><li><b>[^<]*</b>: <span class=\"text\">Leaves are green because of chlorophyll in their cells.</span>"
        + " <button type=\"button\" class=\"use\" data-fill=\"scenario\" data-text=\"Leaves are green because of chlorophyll in their cells.\" hidden>");
    // the script comes from the server, as JavaScript; an auditor reads the suggestions without buttons
    var script = ann.getBytes("/static/qakit.js");
    assertThat(script.statusCode()).isEqualTo(200);
    assertThat(script.headers().firstValue("Content-Type").orElse("")).contains("javascript");
    assertThat(page).contains("<script src=\"/static/qakit.js\" defer></script>");
    server.server.services().projects().assign(p.id(), server.aud.id());
    String audited = server.signedIn("aud").get("/projects/" + p.id() + "/records/" + id).body();
    assertThat(audited).contains("<ol class=\"distractors\">").doesNotContain("class=\"use\"");
  }

  @Test
  void otherKindsShowNoSuggestions() throws Exception {
    Project p = server.project("plain", ProjectKind.EXTRACTIVE, Language.ENGLISH, Map.of("DATETIME", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id() + "/records/new");
    long id = Browser.recordId(ann.post("/projects/" + p.id() + "/records", Map.of("question", "When?", "questionType", "DATETIME",
        "answer", "1316", "answerSentences", "Born in 1316.")));
    assertThat(ann.get("/projects/" + p.id() + "/records/" + id).body()).doesNotContain("<h2>Suggestions");
  }
}
