package org.qakit.serve.web;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.NotFoundResponse;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.auth.Session;

/** Request helpers for pages: the session, the signed-in account, role checks, numeric path ids. */
public final class Web {
  /** The request attribute holding the {@link Session}. */
  static final String SESSION = "qakit.session";

  private Web() {}

  public static Session session(Context ctx) {
    Session s = ctx.attribute(SESSION);
    if (s == null) {
      throw new IllegalStateException("no session on " + ctx.path());
    }
    return s;
  }

  /** The signed-in account; a visitor who is not signed in is sent to the sign-in page. */
  public static Account account(Context ctx) {
    return session(ctx).account().orElseThrow(NeedsSignIn::new);
  }

  /** The signed-in account if it has one of {@code roles}, else 403. */
  public static Account require(Context ctx, Role... roles) {
    Account a = account(ctx);
    for (Role r : roles) {
      if (a.is(r)) {
        return a;
      }
    }
    throw new ForbiddenResponse("this page is for " + java.util.Arrays.stream(roles).map(Role::id).toList() + " accounts");
  }

  /** A numeric path parameter; anything else is a 404 (an id that cannot exist). */
  public static long id(Context ctx, String name) {
    try {
      return Long.parseLong(ctx.pathParam(name));
    } catch (NumberFormatException e) {
      throw new NotFoundResponse("no such page");
    }
  }

  /** Thrown where a page needs a signed-in account and the visitor has none; answered by a redirect to /login. */
  public static final class NeedsSignIn extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NeedsSignIn() {
      super("sign in first", null, false, false);
    }
  }

  /** A form field, empty when absent. */
  public static String form(Context ctx, String name) {
    String v = ctx.formParam(name);
    return v == null ? "" : v;
  }
}
