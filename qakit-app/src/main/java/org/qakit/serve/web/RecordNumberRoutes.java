package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import org.qakit.serve.Services;
import org.qakit.serve.project.Project;

/**
 * {@code /projects/P/number/N}: the record people call {@code #N} in project P (its number within
 * the project, {@link org.qakit.serve.record.RecordKeys}), answered with a redirect to its page.
 * A record's address keeps its internal id ({@code /projects/P/records/ID}), so every link made
 * before per-project numbers still opens the same record; this route lets a person who has only
 * the number reach it.
 */
public final class RecordNumberRoutes {
  private final Services s;

  public RecordNumberRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/projects/{pid}/number/{n}", this::redirect);
  }

  private void redirect(Context ctx) {
    Project p = ProjectRoutes.project(s, ctx);
    long n = Web.id(ctx, "n");
    if (n < 1 || n > Integer.MAX_VALUE) {
      throw new NotFoundResponse("no record #" + n + " in this project");
    }
    long id = s.records().byNumber(p.id(), (int) n).orElseThrow(() -> new NotFoundResponse("no record #" + n + " in this project")).recordId();
    ctx.redirect("/projects/" + p.id() + "/records/" + id, HttpStatus.FOUND);
  }
}
