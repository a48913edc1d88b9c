package org.qakit.serve.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.WritableFormat;
import org.qakit.index.IndexStats;
import org.qakit.serve.auth.ApiKeys;
import org.qakit.solve.SolverFactories;

/**
 * The versioned JSON API under {@code /api/v1}, described by the committed OpenAPI file {@value
 * #OPENAPI} (served at {@code /api/v1/openapi.json}): answer a question, and list the dataset
 * formats, the solvers and the indexes of this server. Every error is {@code {"error": CODE,
 * "message": TEXT}} ({@link ApiError}): 400 malformed body ({@link RequestBody}, {@link
 * AnswerRequestJson}), 401 no valid key where one is required ({@link ApiKeys#required}), 413 over a
 * limit ({@link ApiOptions}), 415 not JSON, 422 a request the server cannot answer, 503 past the
 * time budget or busy.
 */
public final class ApiRoutes {
  /** The OpenAPI description on the class path. */
  public static final String OPENAPI = "qakit/serve/openapi.json";
  private static final String OPENAPI_PATH = "/api/v1/openapi.json";
  private static final ObjectMapper JSON = new ObjectMapper();
  private final Answerer answerer;
  private final ApiKeys keys;

  public ApiRoutes(Answerer answerer, ApiKeys keys) {
    this.answerer = answerer;
    this.keys = keys;
  }

  public void register(RoutesConfig routes) {
    routes.before("/api/*", this::authorize);
    routes.post("/api/v1/answer", this::answer);
    routes.get("/api/v1/datasets", ctx -> json(ctx, datasets()));
    routes.get("/api/v1/solvers", ctx -> json(ctx, solvers()));
    routes.get("/api/v1/indexes", ctx -> json(ctx, indexes()));
    routes.get(OPENAPI_PATH, this::openApi);
    routes.exception(ApiError.class, (e, ctx) -> error(ctx, e));
  }

  /** Where keys are required, refuses (401) a request to any route but the OpenAPI file without a valid bearer key. */
  private void authorize(Context ctx) {
    if (!keys.required() || ctx.path().equals(OPENAPI_PATH)) {
      return;
    }
    String header = ctx.header("Authorization");
    String key = header != null && header.regionMatches(true, 0, "Bearer ", 0, 7) ? header.substring(7).strip() : null;
    if (key == null || keys.find(key).isEmpty()) {
      ctx.header("WWW-Authenticate", "Bearer realm=\"qakit\"");
      throw ApiError.unauthorized(key == null
          ? "this server's API requires a key: send Authorization: Bearer KEY (an admin creates keys under /admin/api-keys)"
          : "the key is not valid (unknown or revoked)");
    }
  }

  private void answer(Context ctx) throws IOException {
    RequestBody.requireJson(ctx.contentType());
    long declared = ctx.req().getContentLengthLong();
    long max = answerer.limits().maxBodyBytes();
    // before the input stream is opened: Jetty answers a client's "Expect: 100-continue" when it is,
    // and a refusal sent after that races the client's upload of the body it was just invited to send
    RequestBody.refuseDeclared(declared, max);
    byte[] body = RequestBody.read(ctx.req().getInputStream(), declared, max);
    AnswerRequest request = AnswerRequestJson.read(RequestBody.utf8(body));
    json(ctx, answerer.answer(request));
  }

  private static ArrayNode datasets() {
    ArrayNode out = JSON.createArrayNode();
    for (Format f : Formats.registry().all()) {
      ObjectNode o = out.addObject().put("id", f.id()).put("description", f.description()).put("writable", f instanceof WritableFormat);
      f.views().forEach(v -> o.withArray("views").add(v.id()));
    }
    return out;
  }

  private ArrayNode solvers() {
    ArrayNode out = JSON.createArrayNode();
    for (String id : answerer.solverIds()) {
      out.addObject().put("id", id).put("description", SolverFactories.registry().get(id).description());
    }
    return out;
  }

  private ArrayNode indexes() throws IOException {
    ArrayNode out = JSON.createArrayNode();
    for (Path dir : answerer.indexes()) {
      ObjectNode o = out.addObject().put("path", dir.toString());
      o.set("stats", IndexStats.read(dir).toJson());
    }
    return out;
  }

  private void openApi(Context ctx) throws IOException {
    try (InputStream in = ApiRoutes.class.getClassLoader().getResourceAsStream(OPENAPI)) {
      if (in == null) {
        throw new IOException("missing resource " + OPENAPI);
      }
      ctx.contentType("application/json").result(in.readAllBytes());
    }
  }

  static void json(Context ctx, JsonNode node) throws JsonProcessingException {
    ctx.contentType("application/json").result(JSON.writeValueAsString(node));
  }

  private static void error(Context ctx, ApiError e) {
    ctx.status(e.status());
    ctx.contentType("application/json").result(e.json().toString());
  }
}
