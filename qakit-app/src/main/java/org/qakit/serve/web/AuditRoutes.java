package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.record.StoredRecord;

/**
 * An auditor's (or admin's) rating of a record on the three 1–5 scales, from the record page; a
 * refused rating (a scale out of range, a comment over {@link org.qakit.serve.store.InputLimits#COMMENT})
 * shows the record page again with the message and the comment as typed (400).
 */
public final class AuditRoutes {
  private final Services s;

  public AuditRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.post("/projects/{pid}/records/{rid}/audit", this::rate);
  }

  private void rate(Context ctx) {
    Account me = Web.require(ctx, Role.ADMIN, Role.AUDITOR);
    Project p = ProjectRoutes.project(s, ctx);
    long rid = Web.id(ctx, "rid");
    StoredRecord r = s.records().find(p.id(), rid).orElseThrow(() -> new NotFoundResponse("no such record"));
    try {
      s.audits().rate(rid, me, scale(ctx, "sufficiency"), scale(ctx, "fairness"), scale(ctx, "objectiveness"), Web.form(ctx, "comment"));
    } catch (IllegalArgumentException e) {
      new RecordRoutes(s).page(ctx, p, r, Map.of("auditError", e.getMessage(), "auditComment", Web.form(ctx, "comment")), HttpStatus.BAD_REQUEST);
      return;
    }
    ctx.redirect("/projects/" + p.id() + "/records/" + rid, HttpStatus.SEE_OTHER);
  }

  private static int scale(Context ctx, String name) {
    try {
      return Integer.parseInt(Web.form(ctx, name));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("rate " + name + " from 1 to 5");
    }
  }
}
