package org.qakit.serve.web;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HandlerType;
import java.util.Optional;
import org.qakit.serve.auth.Session;
import org.qakit.serve.auth.Sessions;
import org.qakit.serve.auth.Tokens;

/**
 * Runs before every page: finds the browser's session by its cookie (or starts an anonymous one),
 * puts it on the request, and refuses (403) any POST to a page whose {@code _csrf} form field is
 * not the session's CSRF token. The JSON API ({@code /api/}) takes no cookie, so it needs no token:
 * it is stateless, and it accepts only {@code application/json}, which a cross-site form cannot send.
 * The cookie is {@code HttpOnly} and {@code SameSite=Lax}.
 */
public final class SessionFilter {
  /** The session cookie's name. */
  public static final String COOKIE = "qakit_session";
  /** The form field that carries the CSRF token. */
  public static final String CSRF_FIELD = "_csrf";
  private final Sessions sessions;

  public SessionFilter(Sessions sessions) {
    this.sessions = sessions;
  }

  /** Whether a path bypasses sessions (static files and the API). */
  public static boolean bypasses(String path) {
    return path.startsWith("/static/") || path.startsWith("/api/");
  }

  public void handle(Context ctx) {
    if (bypasses(ctx.path())) {
      return;
    }
    Optional<Session> found = sessions.find(ctx.cookie(COOKIE));
    if (ctx.method().equals(HandlerType.POST)) {
      String sent = ctx.formParam(CSRF_FIELD);
      if (found.isEmpty() || !Tokens.same(sent, found.get().csrf())) {
        throw new ForbiddenResponse("missing or wrong CSRF token: reload the page and submit the form again");
      }
    }
    Session session = found.orElseGet(() -> start(ctx, sessions.create(Optional.empty())));
    ctx.attribute(Web.SESSION, session);
  }

  /** Sets the cookie of a new session and returns the session. */
  static Session start(Context ctx, Sessions.Created created) {
    ctx.res().addHeader("Set-Cookie", COOKIE + "=" + created.token() + "; Path=/; HttpOnly; SameSite=Lax; Max-Age="
        + Sessions.LIFETIME.toSeconds());
    return created.session();
  }
}
