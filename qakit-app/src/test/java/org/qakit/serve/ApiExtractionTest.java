package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.cli.CliRun;
import org.qakit.solve.SolverSpec;

/**
 * Extraction through the API and the Ask page on a server whose {@code extract} solver has an index
 * (built here by {@code qakit index build} from three lines, as {@code qakit serve --solver extract
 * --index DIR} gives it): a context sent with the question is the passage read, the index is
 * searched only when none is sent, and the answer says which ({@code passageSource}).
 */
@DatabaseTest
class ApiExtractionTest {
  @TempDir static Path dir;
  static TestServer server;
  static ApiClient api;

  @BeforeAll
  static void start() throws Exception {
    // the index knows Hamlet only as a confined prince (the answer came from a dictionary entry)
    Path text = Files.writeString(dir.resolve("knowledge.txt"), """
        Confined: Hamlet was confined to the castle of Elsinore by King Claudius in 1602.
        The newton is the unit of force.
        Leaves are green because of chlorophyll.
        """);
    Path index = dir.resolve("index");
    CliRun built = CliRun.of("index", "build", "--importer", "text", "--lang", "en", "-o", index.toString(), text.toString());
    assertThat(built.exit()).as(built.err()).isZero();
    ServeOptions options = TestDatabases.options(dir.resolve("db"));
    var specs = List.of(SolverSpec.of("word-overlap"), SolverSpec.builder("extract").index(index).language("en", null).build());
    server = new TestServer(new ServeOptions(options.host(), options.port(), options.dataDir(), options.dbUrl(), options.dbUser(),
        options.dbPassword(), false, specs, List.of(index), options.bcryptCost(), false, null));
    api = new ApiClient(server.server.port());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void aContextSentWithTheQuestionIsThePassageRead() throws Exception {
    JsonNode a = ApiClient.json(api.post("/api/v1/answer", """
        {"solver": "extract", "question": "Who wrote Hamlet?",
         "context": "The Tragedy of Hamlet was written by William Shakespeare around 1600. It is set in Denmark."}"""), 200);
    assertThat(a.path("kind").asText()).isEqualTo("extraction");
    assertThat(a.path("passageSource").asText()).isEqualTo("request");
    assertThat(a.path("answer").asText()).isEqualTo("William Shakespeare");
    // the sentence read is the context's, and no index document was retrieved
    assertThat(a.path("evidence").path("document").isMissingNode()).isTrue();
    assertThat(a.path("evidence").path("sentences").get(a.path("evidence").path("selected").asInt()).path("text").asText())
        .isEqualTo("The Tragedy of Hamlet was written by William Shakespeare around 1600.");
    // every answer has its span score, best first
    JsonNode scores = a.path("scores");
    assertThat(scores.get(0).path("answer").asText()).isEqualTo("William Shakespeare");
    assertThat(scores).allSatisfy(s -> assertThat(s.path("score").isNumber()).as(s.toString()).isTrue());
    assertThat(scores.get(0).path("score").asDouble()).isGreaterThanOrEqualTo(scores.get(scores.size() - 1).path("score").asDouble());
  }

  @Test
  void withoutAContextTheIndexIsSearched() throws Exception {
    JsonNode a = ApiClient.json(api.post("/api/v1/answer", "{\"solver\": \"extract\", \"question\": \"Who wrote Hamlet?\"}"), 200);
    assertThat(a.path("kind").asText()).isEqualTo("extraction");
    assertThat(a.path("passageSource").asText()).isEqualTo("index");
    assertThat(a.path("evidence").path("document").path("text").asText()).startsWith("Confined: Hamlet was confined");
    assertThat(a.path("answer").asText()).isNotEqualTo("William Shakespeare");
  }

  @Test
  void otherKindsCarryNoPassageSource() throws Exception {
    JsonNode a = ApiClient.json(api.post("/api/v1/answer",
        "{\"question\": \"Which is the red planet?\", \"options\": [\"gas giant\", \"red planet\"]}"), 200);
    assertThat(a.has("passageSource")).isFalse();
  }

  @Test
  void theAskPageShowsEachExtractedAnswerWithItsScore() throws Exception {
    Browser b = server.browser();
    b.get("/ask");
    var r = b.post("/ask", Map.of("solver", "extract", "question", "Who wrote Hamlet?", "options", "",
        "context", "The Tragedy of Hamlet was written by William Shakespeare around 1600. It is set in Denmark.", "document", ""));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(r.body()).contains("<p class=\"big\">William Shakespeare</p>");
    assertThat(r.body()).containsPattern("<tr><td>William Shakespeare</td><td class=\"num\">-?\\d+\\.\\d{4}</td></tr>");
    assertThat(r.body()).doesNotContainPattern("<td class=\"num\"></td>");
    assertThat(r.body()).contains("Passage: the context above");
    var fromIndex = b.post("/ask", Map.of("solver", "extract", "question", "Who wrote Hamlet?", "options", "", "context", "", "document", ""));
    assertThat(fromIndex.statusCode()).as(fromIndex.body()).isEqualTo(200);
    assertThat(fromIndex.body()).contains("Passage: the top hit of the index").doesNotContainPattern("<td class=\"num\"></td>");
  }
}
