package org.qakit.serve.web;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HandlerType;
import java.time.Duration;
import java.util.Optional;
import org.qakit.serve.auth.Session;
import org.qakit.serve.auth.Sessions;
import org.qakit.serve.auth.SignInTokens;
import org.qakit.serve.auth.Tokens;

/**
 * Runs before every page: finds the browser's session by its cookie and puts it on the request,
 * and refuses (403) any POST to a page whose {@code _csrf} form field is not the session's CSRF
 * token. A visitor who is not signed in stores nothing: its CSRF token lives in a signed cookie of
 * its own ({@value #CSRF_COOKIE}, {@link SignInTokens}), issued on the first page it asks for, and
 * a session cookie that finds no session is deleted. The JSON API ({@code /api/}) and the static
 * files take no cookie: the API is stateless and accepts only {@code application/json}, which a
 * cross-site form cannot send. Both cookies are {@code HttpOnly} and {@code SameSite=Lax}, and
 * {@code Secure} when the page was asked for over https ({@link ProxyHeaders}).
 */
public final class SessionFilter {
  /** The session cookie's name. */
  public static final String COOKIE = "qakit_session";
  /** The cookie that carries the CSRF token of a visitor who is not signed in. */
  public static final String CSRF_COOKIE = "qakit_csrf";
  /** The form field that carries the CSRF token. */
  public static final String CSRF_FIELD = "_csrf";
  private final Sessions sessions;
  private final SignInTokens signInTokens;
  private final ProxyHeaders proxy;

  public SessionFilter(Sessions sessions, SignInTokens signInTokens, ProxyHeaders proxy) {
    this.sessions = sessions;
    this.signInTokens = signInTokens;
    this.proxy = proxy;
  }

  /** Whether a path bypasses sessions (static files and the API). */
  public static boolean bypasses(String path) {
    return path.startsWith("/static/") || path.startsWith("/api/");
  }

  public void handle(Context ctx) {
    if (bypasses(ctx.path())) {
      return;
    }
    String token = ctx.cookie(COOKIE);
    Optional<Session> found = sessions.find(token);
    Session session = found.orElseGet(() -> visitor(ctx, token != null && !token.isEmpty()));
    if (ctx.method().equals(HandlerType.POST) && !Tokens.same(ctx.formParam(CSRF_FIELD), session.csrf())) {
      throw new ForbiddenResponse("missing or wrong CSRF token: reload the page and submit the form again");
    }
    ctx.attribute(Web.SESSION, session);
  }

  /** The session of a visitor who is not signed in: the token of its cookie, or a new one (and the cookie). */
  private Session visitor(Context ctx, boolean staleSession) {
    if (staleSession) {
      cookie(ctx, COOKIE, "", Duration.ZERO);
    }
    String csrf = ctx.cookie(CSRF_COOKIE);
    if (!signInTokens.valid(csrf)) {
      csrf = signInTokens.issue();
      cookie(ctx, CSRF_COOKIE, csrf, SignInTokens.LIFETIME);
    }
    return Session.anonymous(csrf);
  }

  /** Sets the cookie of a session just created by a sign-in, deletes the visitor's CSRF cookie and returns the session. */
  Session start(Context ctx, Sessions.Created created) {
    cookie(ctx, COOKIE, created.token(), Sessions.LIFETIME);
    cookie(ctx, CSRF_COOKIE, "", Duration.ZERO);
    return created.session();
  }

  /** Deletes the session cookie (sign-out). */
  void end(Context ctx) {
    cookie(ctx, COOKIE, "", Duration.ZERO);
  }

  /** The client's address, as {@link ProxyHeaders} sees it. */
  String clientAddress(Context ctx) {
    return proxy.clientAddress(ctx);
  }

  private void cookie(Context ctx, String name, String value, Duration maxAge) {
    ctx.res().addHeader("Set-Cookie", name + "=" + value + "; Path=/; HttpOnly; SameSite=Lax; Max-Age=" + maxAge.toSeconds()
        + (proxy.https(ctx) ? "; Secure" : ""));
  }
}
