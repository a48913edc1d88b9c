package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The versioned JSON API and its committed OpenAPI description. */
@DatabaseTest
class ApiTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir static Path dir;
  static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(dir);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static JsonNode answer(String json, int status) throws Exception {
    var r = server.browser().postJson("/api/v1/answer", json, "application/json");
    assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
    assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(v -> assertThat(v).startsWith("application/json"));
    return JSON.readTree(r.body());
  }

  @Test
  void wordOverlapAnswersAMultipleChoiceQuestion() throws Exception {
    // word-overlap scores an option by the content words it shares with the question and context:
    // "red planet" shares {red, planet}; "gas giant" shares nothing
    JsonNode a = answer("{\"solver\":\"word-overlap\",\"question\":\"Which is the red planet?\",\"options\":[\"gas giant\",\"red planet\"]}", 200);
    assertThat(a.path("kind").asText()).isEqualTo("multiple-choice");
    assertThat(a.path("answer").asText()).isEqualTo("B");
    assertThat(a.path("scores")).hasSize(2);
    assertThat(a.path("scores").get(1).path("score").asDouble()).isGreaterThan(a.path("scores").get(0).path("score").asDouble());
    assertThat(a.has("evidence")).isTrue();
  }

  @Test
  void aDocumentIsSplitIntoCandidateSentences() throws Exception {
    JsonNode a = answer("{\"question\":\"Where was Ada born?\",\"document\":\"The sky is blue. Ada was born in London.\"}", 200);
    assertThat(a.path("solver").asText()).isEqualTo("word-overlap");
    assertThat(a.path("kind").asText()).isEqualTo("answer-selection");
    assertThat(a.path("scores")).hasSize(2);
    assertThat(a.path("answer").asText()).isEqualTo("Ada was born in London.");
  }

  @Test
  void badRequestsGetAnErrorObject() throws Exception {
    JsonNode e = answer("{\"solver\":\"nope\",\"question\":\"q\",\"options\":[\"a\",\"b\"]}", 422);
    assertThat(e.path("error").asText()).isEqualTo("invalid");
    assertThat(e.path("message").asText()).isEqualTo("unknown solver 'nope'; this server has word-overlap, random");
    assertThat(answer("{\"question\":\"\"}", 422).path("message").asText()).isEqualTo("give a question");
    e = answer("{\"question\":\"q\",\"colour\":1}", 400);
    assertThat(e.path("error").asText()).isEqualTo("malformed");
    assertThat(e.path("message").asText()).contains("colour");
    assertThat(answer("{\"question\":\"Who?\",\"context\":\"Ada wrote.\"}", 422).path("message").asText())
        .isEqualTo("solver 'word-overlap' does not answer extraction questions");
    var form = server.browser().postJson("/api/v1/answer", "question=q", "application/x-www-form-urlencoded");
    assertThat(form.statusCode()).isEqualTo(415);
    assertThat(JSON.readTree(form.body()).path("error").asText()).isEqualTo("unsupported-media-type");
  }

  @Test
  void theListsNameTheServersSolversAndTheFormats() throws Exception {
    JsonNode solvers = JSON.readTree(server.browser().get("/api/v1/solvers").body());
    assertThat(solvers).extracting(n -> n.path("id").asText()).containsExactly("word-overlap", "random");
    JsonNode datasets = JSON.readTree(server.browser().get("/api/v1/datasets").body());
    assertThat(datasets).anySatisfy(n -> {
      assertThat(n.path("id").asText()).isEqualTo("nlpcc-dbqa");
      assertThat(n.path("writable").asBoolean()).isTrue();
    });
    assertThat(JSON.readTree(server.browser().get("/api/v1/indexes").body())).isEmpty();
  }

  @Test
  void everyApiRouteIsInTheOpenApiFileAndNothingElse() throws Exception {
    JsonNode spec = JSON.readTree(server.browser().get("/api/v1/openapi.json").body());
    assertThat(spec.path("openapi").asText()).startsWith("3.");
    var documented = new ArrayList<String>();
    spec.path("paths").fields().forEachRemaining(p -> p.getValue().fieldNames().forEachRemaining(m -> documented.add(m.toUpperCase() + " " + p.getKey())));
    List<String> registered = server.server.routes().stream().filter(r -> r.contains(" /api/")).toList();
    assertThat(registered).isNotEmpty();
    assertThat(documented).containsExactlyInAnyOrderElementsOf(registered);
    // and every route of the server is either a page or under the versioned API
    assertThat(server.server.routes()).allSatisfy(r -> assertThat(r).matches("(GET|POST) /(api/v1/.*|.*)"));
    assertThat(server.server.routes()).filteredOn(r -> r.contains("/api/")).allSatisfy(r -> assertThat(r).contains("/api/v1/"));
    // every status the answer route gives is described, with the error object, and the answer's passage source
    var responses = new ArrayList<String>();
    spec.path("paths").path("/api/v1/answer").path("post").path("responses").fieldNames().forEachRemaining(responses::add);
    assertThat(responses).containsExactly("200", "400", "401", "413", "415", "422", "503");
    assertThat(spec.path("components").path("schemas").path("Error").path("required")).extracting(JsonNode::asText).containsExactly("error", "message");
    assertThat(spec.path("components").path("schemas").path("Answer").path("properties").path("passageSource").path("enum"))
        .extracting(JsonNode::asText).containsExactly("request", "index");
  }

  @Test
  void staticAssetsComeFromTheServer() throws Exception {
    var css = server.browser().get("/static/qakit.css");
    assertThat(css.statusCode()).isEqualTo(200);
    assertThat(css.body()).contains("no external fonts or CDN");
    assertThat(server.browser().get("/login").body()).doesNotContainPattern("(src|href)=\"https?://");
  }
}
