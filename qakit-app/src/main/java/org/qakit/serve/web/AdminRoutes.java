package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.auth.PasswordPolicy;
import org.qakit.serve.auth.Role;

/** Accounts, for admins: list and create (a refused account comes back as a 400 form with what was typed, but the password). */
public final class AdminRoutes {
  private final Services s;

  public AdminRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/admin/accounts", ctx -> page(ctx, null, "", Role.ANNOTATOR.id()));
    routes.post("/admin/accounts", this::create);
  }

  private void page(Context ctx, String error, String username, String role) {
    Web.require(ctx, Role.ADMIN);
    var model = new java.util.HashMap<String, Object>(Map.of("accounts", s.accounts().all(), "roles", Role.values(),
        "minLength", PasswordPolicy.MIN_LENGTH, "username", username, "role", role));
    if (error != null) {
      model.put("error", error);
    }
    s.pages().render(ctx, "accounts", model);
  }

  private void create(Context ctx) {
    Web.require(ctx, Role.ADMIN);
    try {
      s.accounts().create(Web.form(ctx, "username"), Web.form(ctx, "password"), Role.of(Web.form(ctx, "role")));
    } catch (IllegalArgumentException e) {
      ctx.status(HttpStatus.BAD_REQUEST);
      page(ctx, e.getMessage(), Web.form(ctx, "username"), Web.form(ctx, "role"));
      return;
    }
    ctx.redirect("/admin/accounts", HttpStatus.SEE_OTHER);
  }
}
