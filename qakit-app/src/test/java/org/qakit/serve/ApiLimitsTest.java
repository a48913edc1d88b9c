package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The default limits of {@code POST /api/v1/answer} (docs/serve.md, {@code qakit serve --api-*}):
 * a body over 1 MiB, more than 100,000 characters of text, more than 1,000 candidates (or document
 * sentences) or more than 26 options are refused with 413 and a JSON error naming the limit and
 * its option, before any solver runs; what is within them is answered, with a response of bounded size.
 */
@DatabaseTest
class ApiLimitsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
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

  private static String request(Map<String, Object> fields) throws Exception {
    return JSON.writeValueAsString(fields);
  }

  /** A document of {@code sentences} distinct sentences, about 40 characters each. */
  private static String document(int sentences) {
    var sb = new StringBuilder();
    for (int i = 0; i < sentences; i++) {
      sb.append("Sentence number ").append(i).append(" says little. ");
    }
    return sb.toString();
  }

  @Test
  void theTenMegabyteDocumentOfTheIssueIsRefusedAtOnce() throws Exception {
    byte[] body = request(Map.of("question", "Where was Ada born?", "document", document(300_000))).getBytes(StandardCharsets.UTF_8);
    assertThat(body.length).isGreaterThan(10_000_000);
    long start = System.nanoTime();
    // with Expect: 100-continue (curl's default over 1 MiB) the refusal comes before any byte of the
    // body is sent; a plain post races the server's close against its own writes (a CI run lost it)
    var r = api.postExpectingContinue("/api/v1/answer", body);
    long ms = (System.nanoTime() - start) / 1_000_000;
    System.out.println("ApiLimitsTest: a " + body.length + "-byte document answered " + r.statusCode() + " in " + ms + " ms, "
        + r.body().length() + " characters");
    var e = ApiClient.error(r, 413, "too-large");
    assertThat(e.path("message").asText()).contains("1048576 bytes").contains("--api-max-body");
  }

  @Test
  void aBodyStreamedWithoutContentLengthIsCutAtTheLimit() throws Exception {
    byte[] body = request(Map.of("question", "q", "document", document(40_000))).getBytes(StandardCharsets.UTF_8);
    assertThat(body.length).isGreaterThan(1 << 20);
    var e = ApiClient.error(api.postChunked("/api/v1/answer", body), 413, "too-large");
    assertThat(e.path("message").asText()).contains("--api-max-body");
    // and a small body streamed the same way is answered
    byte[] small = request(Map.of("question", "Where was Ada born?", "document", "The sky is blue. Ada was born in London.")).getBytes(StandardCharsets.UTF_8);
    assertThat(ApiClient.json(api.postChunked("/api/v1/answer", small), 200).path("answer").asText()).isEqualTo("Ada was born in London.");
  }

  @Test
  void moreThanTheCharacterLimitIsRefused() throws Exception {
    // 100,001 characters of context within a body under 1 MiB
    String context = "x".repeat(100_001 - "Which?".length() - "ab".length());
    var e = ApiClient.error(api.post("/api/v1/answer", request(Map.of("question", "Which?", "context", context, "options", List.of("a", "b")))),
        413, "too-large");
    assertThat(e.path("message").asText()).contains("100001 characters").contains("100000").contains("--api-max-chars");
    // exactly at the limit is answered
    String fits = context.substring(1);
    ApiClient.json(api.post("/api/v1/answer", request(Map.of("question", "Which?", "context", fits, "options", List.of("a", "b")))), 200);
  }

  @Test
  void moreCandidatesOrSentencesThanTheLimitAreRefused() throws Exception {
    var candidates = new ArrayList<String>();
    for (int i = 0; i < 1001; i++) {
      candidates.add("candidate " + i);
    }
    var e = ApiClient.error(api.post("/api/v1/answer", request(Map.of("question", "q", "candidates", candidates))), 413, "too-large");
    assertThat(e.path("message").asText()).contains("1001 candidates").contains("--api-max-items");
    e = ApiClient.error(api.post("/api/v1/answer", request(Map.of("question", "q", "document", document(1001)))), 413, "too-large");
    assertThat(e.path("message").asText()).contains("1001 sentences").contains("--api-max-items");
    var a = ApiClient.json(api.post("/api/v1/answer", request(Map.of("question", "Which sentence says number 999?", "document", document(1000)))), 200);
    assertThat(a.path("scores")).hasSize(1000);
  }

  @Test
  void moreOptionsThanLabelsAreRefused() throws Exception {
    var options = new ArrayList<>(Collections.nCopies(27, "an option"));
    var e = ApiClient.error(api.post("/api/v1/answer", request(Map.of("question", "q", "options", options))), 413, "too-large");
    assertThat(e.path("message").asText()).contains("27 options").contains("A to Z");
    var a = ApiClient.json(api.post("/api/v1/answer", request(Map.of("question", "which option", "options", options.subList(0, 26)))), 200);
    assertThat(a.path("scores").get(25).path("label").asText()).isEqualTo("Z");
  }

  @Test
  void anAnswerAtTheLimitsStaysSmall() throws Exception {
    // the largest document the defaults let through: 100,000 characters in 1,000 sentences
    var sb = new StringBuilder();
    for (int i = 0; i < 1000; i++) {
      sb.append(("Sentence " + i + " ").repeat(9), 0, 98).append(". ");
    }
    String doc = sb.substring(0, 100_000 - "which sentence".length());
    var r = api.post("/api/v1/answer", request(Map.of("question", "which sentence", "document", doc)));
    ApiClient.json(r, 200);
    // the scores echo the sentences (under 100,000 characters), the evidence is at most 256 KiB
    assertThat(r.body().getBytes(StandardCharsets.UTF_8).length).isLessThan(600_000);
  }
}
