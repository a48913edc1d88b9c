package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.api.AnswerRequest;
import org.qakit.serve.api.ApiError;

/**
 * The Ask page: the same answers as {@code POST /api/v1/answer}, from a form, for a person to read:
 * the answer, a table of every option, sentence or extracted answer with its score, for an
 * extraction the passage read (the context given or the index's top hit), and the evidence. It
 * answers within the API's limits (a refusal is shown with the API's status). Where the API
 * requires a key ({@code qakit serve --api-keys}), the page requires a signed-in account.
 */
public final class AskRoutes {
  private final Services s;

  public AskRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/ask", ctx -> {
      guard(ctx);
      page(ctx, Map.of());
    });
    routes.post("/ask", this::ask);
  }

  private void guard(Context ctx) {
    if (s.apiKeys().required()) {
      Web.account(ctx);
    }
  }

  private void page(Context ctx, Map<String, Object> extra) {
    var model = new HashMap<String, Object>(extra);
    model.put("solvers", s.answerer().solverIds());
    s.pages().render(ctx, "ask", model);
  }

  private void ask(Context ctx) {
    guard(ctx);
    List<String> options = RecordForm.lines(Web.form(ctx, "options"));
    var request = new AnswerRequest(Web.form(ctx, "solver"), Web.form(ctx, "question"), options, Web.form(ctx, "context"),
        List.of(), Web.form(ctx, "document"));
    var model = new HashMap<String, Object>(Map.of("form", request, "optionsText", String.join("\n", options)));
    try {
      var answer = s.answerer().answer(request);
      String best = answer.path("answer").isNull() ? "(no answer)" : answer.path("answer").asText();
      var rows = new ArrayList<Map<String, String>>();
      for (var n : answer.path("scores")) {
        // an option is shown as "B. its text" (the API's answer is its label), a sentence or an answer as its text
        String name = n.has("label") ? n.path("label").asText() + ". " + n.path("text").asText()
            : n.has("sentence") ? n.path("sentence").asText() : n.path("answer").asText();
        rows.add(Map.of("name", name, "score", n.has("score") ? String.format(Locale.ROOT, "%.4f", n.path("score").asDouble()) : "–"));
        if (n.has("label") && n.path("label").asText().equals(best)) {
          best = name;
        }
      }
      model.put("answer", best);
      model.put("kind", answer.path("kind").asText());
      model.put("scores", rows);
      model.put("passage", passage(answer));
      model.put("evidence", answer.path("evidence").isNull() ? omitted(answer) : answer.path("evidence").toPrettyString());
    } catch (ApiError e) {
      ctx.status(e.status());
      model.put("error", e.getMessage());
    }
    page(ctx, model);
  }

  /** For an extraction, where its passage came from and (from the index) the document's text. */
  private static String passage(com.fasterxml.jackson.databind.JsonNode answer) {
    return switch (answer.path("passageSource").asText("")) {
      case "request" -> "the context above";
      case "index" -> "the top hit of the index" + (answer.path("evidence").path("document").has("text")
          ? ": " + answer.path("evidence").path("document").path("text").asText() : "");
      default -> "";
    };
  }

  private static String omitted(com.fasterxml.jackson.databind.JsonNode answer) {
    return answer.has("evidenceOmitted") ? "(" + answer.path("evidenceOmitted").asLong() + " bytes: more than this server shows, qakit serve --api-max-evidence)" : "";
  }
}
