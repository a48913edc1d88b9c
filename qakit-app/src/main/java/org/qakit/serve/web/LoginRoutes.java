package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.Map;
import java.util.Optional;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Account;

/** Sign in and out. Signing in replaces the session (new token, new CSRF token). */
public final class LoginRoutes {
  private final Services s;

  public LoginRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/login", ctx -> s.pages().render(ctx, "login", Map.of()));
    routes.post("/login", this::signIn);
    routes.post("/logout", this::signOut);
  }

  private void signIn(Context ctx) {
    Optional<Account> account = s.accounts().signIn(Web.form(ctx, "username"), Web.form(ctx, "password"));
    if (account.isEmpty()) {
      ctx.status(HttpStatus.UNAUTHORIZED);
      s.pages().render(ctx, "login", Map.of("error", "wrong user name or password", "username", Web.form(ctx, "username")));
      return;
    }
    s.sessions().delete(Web.session(ctx));
    SessionFilter.start(ctx, s.sessions().create(account));
    ctx.redirect("/", HttpStatus.SEE_OTHER);
  }

  private void signOut(Context ctx) {
    s.sessions().delete(Web.session(ctx));
    SessionFilter.start(ctx, s.sessions().create(Optional.empty()));
    ctx.redirect("/login", HttpStatus.SEE_OTHER);
  }
}
