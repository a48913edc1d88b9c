package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.HashMap;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Guidelines;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectGuidelines;

/**
 * A project's guidelines page: everyone assigned reads them ({@link GuidelinesHtml}); an admin
 * edits them there (plain text or Markdown). A refused edit comes back with 400, the reason and the
 * text as typed.
 */
public final class GuidelineRoutes {
  private final Services s;

  public GuidelineRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/projects/{pid}/guidelines", this::show);
    routes.post("/projects/{pid}/guidelines", this::save);
  }

  private void show(Context ctx) {
    Project p = ProjectRoutes.project(s, ctx);
    Guidelines g = new ProjectGuidelines(s.db()).of(p.id());
    render(ctx, p, g, g, null);
  }

  private void save(Context ctx) {
    Account me = Web.require(ctx, Role.ADMIN);
    Project p = ProjectRoutes.project(s, ctx);
    try {
      Guidelines typed = new Guidelines(Web.form(ctx, "text"), Guidelines.isMarkdown(Web.form(ctx, "format")));
      new ProjectGuidelines(s.db()).set(p.id(), typed, me);
    } catch (IllegalArgumentException e) {
      ctx.status(HttpStatus.BAD_REQUEST);
      Guidelines asTyped = new Guidelines(Web.form(ctx, "text"), !"plain".equals(Web.form(ctx, "format")));
      render(ctx, p, asTyped, new ProjectGuidelines(s.db()).of(p.id()), e.getMessage());
      return;
    }
    ctx.redirect("/projects/" + p.id() + "/guidelines", HttpStatus.SEE_OTHER);
  }

  /** The page with {@code form} in the admin's form and {@code stored} shown. */
  private void render(Context ctx, Project p, Guidelines form, Guidelines stored, String error) {
    var model = new HashMap<String, Object>(Map.of("project", p, "guidelines", form, "guidelinesHtml", GuidelinesHtml.of(stored),
        "hasGuidelines", !stored.isEmpty()));
    if (error != null) {
      model.put("error", error);
    }
    s.pages().render(ctx, "guidelines", model);
  }
}
