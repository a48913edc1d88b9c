package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.HashMap;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Role;

/**
 * Diagram description templates, for admins: the categories with their templates, and forms to
 * add or rename a category and to add, edit or (with an empty text) remove a template. Everyone
 * signed in may read the list (the record form offers it); only admins change it. A refused change
 * shows the page again with the message, the form that was sent holding what was typed.
 */
public final class TemplateRoutes {
  private final Services s;

  public TemplateRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/admin/templates", ctx -> page(ctx, null));
    routes.post("/admin/templates/categories", ctx -> change(ctx, () -> s.templates().addCategory(Web.form(ctx, "name"))));
    routes.post("/admin/templates/categories/{cid}", ctx -> change(ctx, () -> s.templates().renameCategory(Web.id(ctx, "cid"), Web.form(ctx, "name"))));
    routes.post("/admin/templates", ctx -> change(ctx, () -> s.templates().addTemplate(number(Web.form(ctx, "category")), Web.form(ctx, "text"))));
    routes.post("/admin/templates/{tid}", ctx -> change(ctx, () -> s.templates().editTemplate(Web.id(ctx, "tid"), Web.form(ctx, "text"))));
  }

  private void page(Context ctx, String error) {
    Web.account(ctx);
    var model = new HashMap<String, Object>();
    var categories = s.templates().all();
    model.put("categories", categories);
    model.put("templateCount", categories.stream().mapToInt(c -> c.templates().size()).sum());
    if (error != null) {
      model.put("error", error);
      model.put("failed", ctx.path());
      model.put("typed", java.util.Map.of("name", Web.form(ctx, "name"), "text", Web.form(ctx, "text")));
    }
    s.pages().render(ctx, "templates", model);
  }

  private void change(Context ctx, Runnable change) {
    Web.require(ctx, Role.ADMIN);
    try {
      change.run();
    } catch (IllegalArgumentException e) {
      ctx.status(HttpStatus.BAD_REQUEST);
      page(ctx, e.getMessage());
      return;
    }
    ctx.redirect("/admin/templates", HttpStatus.SEE_OTHER);
  }

  private static long number(String text) {
    try {
      return Long.parseLong(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("choose a category for the template");
    }
  }
}
