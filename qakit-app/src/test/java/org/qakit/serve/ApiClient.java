package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/**
 * A client of the JSON API for tests: posts raw bytes (so a test can send invalid UTF-8), with or
 * without a {@code Content-Length} (a body streamed in chunks has none), with an optional bearer
 * key, and checks that every answer, error or not, is a JSON object.
 */
public final class ApiClient {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final HttpClient client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
  private final String base;
  private final String key;

  public ApiClient(int port) {
    this(port, null);
  }

  private ApiClient(int port, String key) {
    this.base = "http://127.0.0.1:" + port;
    this.key = key;
  }

  /** The same client sending {@code Authorization: Bearer key}. */
  public ApiClient withKey(String bearer) {
    return new ApiClient(Integer.parseInt(base.substring(base.lastIndexOf(':') + 1)), bearer);
  }

  /** Posts {@code body} as {@code application/json}. */
  public HttpResponse<String> post(String path, byte[] body) throws IOException, InterruptedException {
    return send(path, "application/json", HttpRequest.BodyPublishers.ofByteArray(body));
  }

  public HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
    return post(path, body.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Posts {@code body} with {@code Expect: 100-continue}, as curl does for a body over 1 MiB: the
   * server may answer before the body is sent, and a client that does not ask may instead find the
   * connection closed while it is still writing.
   */
  public HttpResponse<String> postExpectingContinue(String path, byte[] body) throws IOException, InterruptedException {
    HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
        .expectContinue(true).POST(HttpRequest.BodyPublishers.ofByteArray(body));
    if (key != null) {
      req.header("Authorization", "Bearer " + key);
    }
    return client.send(req.build(), HttpResponse.BodyHandlers.ofString());
  }

  /** Posts {@code body} in chunks, with no {@code Content-Length}. */
  public HttpResponse<String> postChunked(String path, byte[] body) throws IOException, InterruptedException {
    return send(path, "application/json", HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)));
  }

  public HttpResponse<String> get(String path) throws IOException, InterruptedException {
    HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(base + path)).GET();
    if (key != null) {
      req.header("Authorization", "Bearer " + key);
    }
    return client.send(req.build(), HttpResponse.BodyHandlers.ofString());
  }

  private HttpResponse<String> send(String path, String type, HttpRequest.BodyPublisher body) throws IOException, InterruptedException {
    HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", type).POST(body);
    if (key != null) {
      req.header("Authorization", "Bearer " + key);
    }
    return client.send(req.build(), HttpResponse.BodyHandlers.ofString());
  }

  /**
   * Checks that {@code r} has {@code status} and a JSON body; returns the body. An error (status
   * 400 or more) must be {@code {"error": CODE, "message": TEXT}} with both non-empty.
   */
  public static JsonNode json(HttpResponse<String> r, int status) throws IOException {
    assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
    assertThat(r.headers().firstValue("Content-Type")).as(r.body()).hasValueSatisfying(v -> assertThat(v).startsWith("application/json"));
    JsonNode body = JSON.readTree(r.body());
    if (status >= 400) {
      assertThat(body.isObject()).as(r.body()).isTrue();
      assertThat(body.path("error").isTextual()).as(r.body()).isTrue();
      assertThat(body.path("error").asText()).as(r.body()).isNotEmpty();
      assertThat(body.path("message").isTextual()).as(r.body()).isTrue();
      assertThat(body.path("message").asText()).as(r.body()).isNotEmpty();
    }
    return body;
  }

  /** As {@link #json}, and the error code is {@code error}. */
  public static JsonNode error(HttpResponse<String> r, int status, String error) throws IOException {
    JsonNode body = json(r, status);
    assertThat(body.path("error").asText()).as(r.body()).isEqualTo(error);
    return body;
  }
}
