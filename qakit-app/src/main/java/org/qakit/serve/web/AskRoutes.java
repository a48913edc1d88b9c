package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.api.AnswerRequest;

/** The Ask page: the same answers as {@code POST /api/v1/answer}, from a form, for a person to read. */
public final class AskRoutes {
  private final Services s;

  public AskRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/ask", ctx -> page(ctx, Map.of()));
    routes.post("/ask", this::ask);
  }

  private void page(Context ctx, Map<String, Object> extra) {
    var model = new HashMap<String, Object>(extra);
    model.put("solvers", s.answerer().solverIds());
    s.pages().render(ctx, "ask", model);
  }

  private void ask(Context ctx) {
    List<String> options = RecordForm.lines(Web.form(ctx, "options"));
    var request = new AnswerRequest(Web.form(ctx, "solver"), Web.form(ctx, "question"), options, Web.form(ctx, "context"),
        List.of(), Web.form(ctx, "document"));
    var model = new HashMap<String, Object>(Map.of("form", request, "optionsText", String.join("\n", options)));
    try {
      var answer = s.answerer().answer(request);
      String best = answer.path("answer").isNull() ? "(no answer)" : answer.path("answer").asText();
      var rows = new java.util.ArrayList<Map<String, String>>();
      for (var n : answer.path("scores")) {
        // an option is shown as "B. its text" (the API's answer is its label), a sentence or an answer as its text
        String name = n.has("label") ? n.path("label").asText() + ". " + n.path("text").asText()
            : n.has("sentence") ? n.path("sentence").asText() : n.path("answer").asText();
        rows.add(Map.of("name", name, "score", n.has("score") ? String.format(java.util.Locale.ROOT, "%.4f", n.path("score").asDouble()) : ""));
        if (n.has("label") && n.path("label").asText().equals(best)) {
          best = name;
        }
      }
      model.put("answer", best);
      model.put("kind", answer.path("kind").asText());
      model.put("scores", rows);
      model.put("evidence", answer.path("evidence").isNull() ? "" : answer.path("evidence").toPrettyString());
    } catch (IllegalArgumentException e) {
      ctx.status(HttpStatus.BAD_REQUEST);
      model.put("error", e.getMessage());
    }
    page(ctx, model);
  }
}
