package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.HashMap;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;

/**
 * API keys, for admins ({@code /admin/api-keys}): the list (name, first characters, who created
 * it and when, revoked or not), a form that creates a key and shows it once, and a button that
 * revokes one. Whether the API asks for a key is {@code qakit serve --api-keys}.
 */
public final class ApiKeyRoutes {
  private final Services s;

  public ApiKeyRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/admin/api-keys", ctx -> page(ctx, Map.of()));
    routes.post("/admin/api-keys", this::create);
    routes.post("/admin/api-keys/{kid}/revoke", this::revoke);
  }

  private void page(Context ctx, Map<String, Object> extra) {
    Web.require(ctx, Role.ADMIN);
    var model = new HashMap<String, Object>(extra);
    model.put("keys", s.apiKeys().all());
    model.put("required", s.apiKeys().required());
    s.pages().render(ctx, "api_keys", model);
  }

  private void create(Context ctx) {
    Account admin = Web.require(ctx, Role.ADMIN);
    try {
      var created = s.apiKeys().create(Web.form(ctx, "name"), admin);
      page(ctx, Map.of("created", created));
    } catch (IllegalArgumentException e) {
      ctx.status(HttpStatus.BAD_REQUEST);
      page(ctx, Map.of("error", e.getMessage(), "typedName", Web.form(ctx, "name")));
    }
  }

  private void revoke(Context ctx) {
    Web.require(ctx, Role.ADMIN);
    s.apiKeys().revoke(Web.id(ctx, "kid"));
    ctx.redirect("/admin/api-keys", HttpStatus.SEE_OTHER);
  }
}
