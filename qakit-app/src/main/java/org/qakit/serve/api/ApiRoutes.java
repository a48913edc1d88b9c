package org.qakit.serve.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.WritableFormat;
import org.qakit.index.IndexStats;
import org.qakit.solve.SolverFactories;

/**
 * The versioned JSON API under {@code /api/v1}, described by the committed OpenAPI file {@value
 * #OPENAPI} (served at {@code /api/v1/openapi.json}): answer a question, and list the dataset
 * formats, the solvers and the indexes of this server. Errors are {@code {"error": "..."}} with
 * status 400 (bad request), 415 (not JSON) or 422 (a solver that does not answer that kind).
 */
public final class ApiRoutes {
  /** The OpenAPI description on the class path. */
  public static final String OPENAPI = "qakit/serve/openapi.json";
  private static final ObjectMapper JSON = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
  private final Answerer answerer;

  public ApiRoutes(Answerer answerer) {
    this.answerer = answerer;
  }

  public void register(RoutesConfig routes) {
    routes.post("/api/v1/answer", this::answer);
    routes.get("/api/v1/datasets", ctx -> json(ctx, datasets()));
    routes.get("/api/v1/solvers", ctx -> json(ctx, solvers()));
    routes.get("/api/v1/indexes", ctx -> json(ctx, indexes()));
    routes.get("/api/v1/openapi.json", this::openApi);
  }

  private void answer(Context ctx) throws IOException {
    String type = ctx.contentType();
    if (type == null || !type.toLowerCase(java.util.Locale.ROOT).startsWith("application/json")) {
      error(ctx, HttpStatus.UNSUPPORTED_MEDIA_TYPE, "send the question as application/json");
      return;
    }
    AnswerRequest request;
    try {
      request = JSON.readValue(ctx.body(), AnswerRequest.class);
    } catch (JsonProcessingException e) {
      error(ctx, HttpStatus.BAD_REQUEST, "the request is not the JSON this route takes: " + e.getOriginalMessage());
      return;
    }
    try {
      json(ctx, answerer.answer(request));
    } catch (IllegalArgumentException e) {
      boolean kind = e.getMessage().contains("does not answer");
      error(ctx, kind ? HttpStatus.UNPROCESSABLE_CONTENT : HttpStatus.BAD_REQUEST, e.getMessage());
    }
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

  static void error(Context ctx, HttpStatus status, String message) throws JsonProcessingException {
    ctx.status(status);
    json(ctx, JSON.createObjectNode().put("error", message));
  }
}
