package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Malformed and invalid bodies of {@code POST /api/v1/answer}, one row each: every one gets its
 * status and a JSON error object {@code {"error", "message"}}, never a 500 or an HTML page, and no
 * byte is silently replaced. 400: not a JSON object of the request's shape (syntax, encoding,
 * types, unknown or repeated fields); 422: the right shape with values the server cannot answer.
 */
@DatabaseTest
class ApiRequestBodyTest {
  @TempDir static Path dir;
  static TestServer server;
  static ApiClient api;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(dir);
    api = new ApiClient(server.server.port());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static byte[] bytes(Object... parts) {
    var out = new ByteArrayOutputStream();
    for (Object p : parts) {
      if (p instanceof String s) {
        out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
      } else {
        for (int b : (int[]) p) {
          out.write(b);
        }
      }
    }
    return out.toByteArray();
  }

  private static Arguments row(String name, byte[] body, int status, String error) {
    return Arguments.of(name, body, status, error);
  }

  private static Arguments row(String name, String body, int status, String error) {
    return row(name, body.getBytes(StandardCharsets.UTF_8), status, error);
  }

  static Stream<Arguments> bodies() {
    String options = ",\"options\":[\"gas giant\",\"red planet\"]}";
    return Stream.of(
        row("empty body", "", 400, "malformed"),
        row("only white space", " \n ", 400, "malformed"),
        row("null", "null", 400, "malformed"),
        row("an array", "[]", 400, "malformed"),
        row("a string", "\"Which is the red planet?\"", 400, "malformed"),
        row("a number", "42", 400, "malformed"),
        row("truncated", "{\"question\":", 400, "malformed"),
        row("not JSON", "question=red", 400, "malformed"),
        row("text after the object", "{\"question\":\"q\"" + options + " {}", 400, "malformed"),
        row("a comment", "{/* c */\"question\":\"q\"" + options, 400, "malformed"),
        row("single quotes", "{'question':'q'}", 400, "malformed"),
        row("question is a number", "{\"question\":5}", 400, "malformed"),
        row("question is true", "{\"question\":true}", 400, "malformed"),
        row("question is an object", "{\"question\":{}}", 400, "malformed"),
        row("options is a string", "{\"question\":\"q\",\"options\":\"a\"}", 400, "malformed"),
        row("an option is a number", "{\"question\":\"q\",\"options\":[\"a\",1]}", 400, "malformed"),
        row("an option is null", "{\"question\":\"q\",\"options\":[\"a\",null]}", 400, "malformed"),
        row("candidates is an object", "{\"question\":\"q\",\"candidates\":{\"a\":1}}", 400, "malformed"),
        row("solver is an array", "{\"solver\":[\"random\"],\"question\":\"q\"" + options, 400, "malformed"),
        row("unknown field", "{\"question\":\"q\",\"colour\":1" + options, 400, "malformed"),
        row("field named twice", "{\"question\":\"a\",\"question\":\"b\"" + options, 400, "malformed"),
        row("nested 2,000 deep", "{\"question\":\"q\",\"options\":" + "[".repeat(2000) + "]".repeat(2000) + "}", 400, "malformed"),
        row("invalid UTF-8: a lone continuation byte", bytes("{\"question\":\"caf", new int[] {0x80}, "\"" + options), 400, "malformed"),
        row("invalid UTF-8: a truncated sequence", bytes("{\"question\":\"caf", new int[] {0xC3}, "\"" + options), 400, "malformed"),
        row("invalid UTF-8: an overlong slash", bytes("{\"question\":\"a", new int[] {0xC0, 0xAF}, "\"" + options), 400, "malformed"),
        row("invalid UTF-8: byte FF", bytes("{\"question\":\"a", new int[] {0xFF}, "\"" + options), 400, "malformed"),
        row("invalid UTF-8: an encoded surrogate", bytes("{\"question\":\"a", new int[] {0xED, 0xA0, 0x80}, "\"" + options), 400, "malformed"),
        row("invalid UTF-8 in a field name", bytes("{\"q", new int[] {0xFE}, "\":\"a\"}"), 400, "malformed"),
        row("lone high surrogate escape", "{\"question\":\"red \\ud83d planet\"" + options, 400, "malformed"),
        row("lone low surrogate escape", "{\"question\":\"q\",\"options\":[\"\\ude00\",\"b\"]}", 400, "malformed"),
        row("surrogates in the wrong order", "{\"question\":\"q\",\"context\":\"\\ude00\\ud83d\"" + options, 400, "malformed"),
        row("high surrogate at the end", "{\"question\":\"q\\ud83d\"" + options, 400, "malformed"),
        row("no question", "{" + options.substring(1), 422, "invalid"),
        row("empty object", "{}", 422, "invalid"),
        row("blank question", "{\"question\":\"  \"" + options, 422, "invalid"),
        row("one option", "{\"question\":\"q\",\"options\":[\"a\"]}", 422, "invalid"),
        row("an empty option", "{\"question\":\"q\",\"options\":[\"a\",\"\"]}", 422, "invalid"),
        row("unknown solver", "{\"solver\":\"nope\",\"question\":\"q\"" + options, 422, "invalid"),
        row("a kind the solver does not answer", "{\"question\":\"Who?\",\"context\":\"Ada wrote.\"}", 422, "invalid"),
        row("huge body", "{\"question\":\"q\",\"context\":\"" + "a ".repeat(3 << 20) + "\"" + options, 413, "too-large"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("bodies")
  void eachBodyGetsItsStatusAndAJsonError(String name, byte[] body, int status, String error) throws Exception {
    ApiClient.error(api.post("/api/v1/answer", body), status, error);
  }

  @Test
  void aValidSurrogatePairAndNullOptionalFieldsAreAccepted() throws Exception {
    var a = ApiClient.json(api.post("/api/v1/answer",
        "{\"question\":\"Which is the red planet \\ud83d\\ude80?\",\"context\":null,\"solver\":null,\"options\":[\"gas giant\",\"red planet \uD83D\uDE80\"]}"), 200);
    assertThat(a.path("answer").asText()).isEqualTo("B");
    assertThat(a.path("scores").get(1).path("text").asText()).isEqualTo("red planet \uD83D\uDE80");
  }

  @Test
  void otherMediaTypesAndCharsetsAre415() throws Exception {
    var http = java.net.http.HttpClient.newHttpClient();
    for (String type : new String[] {"application/x-www-form-urlencoded", "text/plain", "application/json; charset=iso-8859-1"}) {
      var req = java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.server.port() + "/api/v1/answer"))
          .header("Content-Type", type).POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"question\":\"q\"}")).build();
      ApiClient.error(http.send(req, java.net.http.HttpResponse.BodyHandlers.ofString()), 415, "unsupported-media-type");
    }
  }

  @Test
  void unknownRoutesAndMethodsUnderTheApiAnswerJson() throws Exception {
    ApiClient.error(api.get("/api/v1/nothing-here"), 404, "not-found");
    // a route of another method is not found either (Javalin answers 404, not 405, for every path of the server)
    ApiClient.error(api.get("/api/v1/answer"), 404, "not-found");
  }
}
