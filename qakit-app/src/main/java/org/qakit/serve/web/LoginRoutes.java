package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.PasswordPolicy;
import org.qakit.serve.auth.SignIns;

/**
 * Sign in, sign out, change one's password. Signing in makes a new session (new token, new CSRF
 * token); a refused attempt shows the form again with the user name kept: 401 for a wrong
 * password, 429 with {@code Retry-After} when the throttle makes it wait, 503 when every password
 * check is busy ({@link SignIns}). Changing a password asks for the current one (through the same
 * throttle) and signs out the account's other sessions.
 */
public final class LoginRoutes {
  private final Services s;
  private final SessionFilter filter;

  public LoginRoutes(Services services, SessionFilter filter) {
    this.s = services;
    this.filter = filter;
  }

  public void register(RoutesConfig routes) {
    routes.get("/login", ctx -> s.pages().render(ctx, "login", Map.of()));
    routes.post("/login", this::signIn);
    routes.post("/logout", this::signOut);
    routes.get("/password", ctx -> {
      Web.account(ctx);
      passwordPage(ctx, HttpStatus.OK, null, null);
    });
    routes.post("/password", this::changePassword);
  }

  private void signIn(Context ctx) {
    String username = Web.form(ctx, "username");
    switch (s.signIns().signIn(username, Web.form(ctx, "password"), filter.clientAddress(ctx))) {
      case SignIns.SignedIn in -> {
        s.sessions().delete(Web.session(ctx));
        filter.start(ctx, s.sessions().create(in.account()));
        ctx.redirect("/", HttpStatus.SEE_OTHER);
      }
      case SignIns.Refused r -> signInPage(ctx, HttpStatus.UNAUTHORIZED, r.message(), username);
      case SignIns.Throttled t -> signInPage(retryAfter(ctx, t.retryAfter()), HttpStatus.TOO_MANY_REQUESTS, t.message(), username);
      case SignIns.Busy b -> signInPage(retryAfter(ctx, b.retryAfter()), HttpStatus.SERVICE_UNAVAILABLE, b.message(), username);
    }
  }

  private void signOut(Context ctx) {
    s.sessions().delete(Web.session(ctx));
    filter.end(ctx);
    ctx.redirect("/login", HttpStatus.SEE_OTHER);
  }

  private void changePassword(Context ctx) {
    Account me = Web.account(ctx);
    String next = Web.form(ctx, "password");
    if (!next.equals(Web.form(ctx, "repeat"))) {
      passwordPage(ctx, HttpStatus.BAD_REQUEST, "the new password and its repetition differ", null);
      return;
    }
    try {
      PasswordPolicy.check(next);
    } catch (IllegalArgumentException e) {
      passwordPage(ctx, HttpStatus.BAD_REQUEST, e.getMessage(), null);
      return;
    }
    switch (s.signIns().signIn(me.username(), Web.form(ctx, "current"), filter.clientAddress(ctx))) {
      case SignIns.SignedIn in -> {
        s.accounts().changePassword(me.id(), next);
        s.sessions().endOthers(me.id(), Web.session(ctx));
        passwordPage(ctx, HttpStatus.OK, null, "Your password is changed, and your other sessions are signed out.");
      }
      case SignIns.Refused r -> passwordPage(ctx, HttpStatus.BAD_REQUEST, "the current password is wrong", null);
      case SignIns.Throttled t -> passwordPage(retryAfter(ctx, t.retryAfter()), HttpStatus.TOO_MANY_REQUESTS, t.message(), null);
      case SignIns.Busy b -> passwordPage(retryAfter(ctx, b.retryAfter()), HttpStatus.SERVICE_UNAVAILABLE, b.message(), null);
    }
  }

  private static Context retryAfter(Context ctx, Duration wait) {
    return ctx.header("Retry-After", Long.toString(Math.max(1, wait.toSeconds())));
  }

  private void signInPage(Context ctx, HttpStatus status, String error, String username) {
    ctx.status(status);
    s.pages().render(ctx, "login", Map.of("error", error, "username", username));
  }

  private void passwordPage(Context ctx, HttpStatus status, String error, String done) {
    ctx.status(status);
    var model = new HashMap<String, Object>(Map.of("minLength", PasswordPolicy.MIN_LENGTH));
    if (error != null) {
      model.put("error", error);
    }
    if (done != null) {
      model.put("done", done);
    }
    s.pages().render(ctx, "password", model);
  }
}
