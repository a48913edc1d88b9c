package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.audit.AuditScale;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.record.StoredRecord;

/**
 * An auditor's (or admin's) rating of a record on the three 1–5 scales ({@link AuditScale}), from
 * the record page. Every scale must be chosen: the form has no default. A refused rating (a scale
 * not chosen or out of range, a comment over {@link org.qakit.serve.store.InputLimits#COMMENT})
 * shows the record page again (400) with the message, the scales missing marked, and the ratings
 * and comment as chosen. <i>Rate and open the next</i> goes on to the auditor's queue
 * ({@link AuditQueueRoutes}).
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
    var chosen = new HashMap<String, String>();
    var ratings = new HashMap<AuditScale, Integer>();
    var missing = new ArrayList<String>();
    var problems = new ArrayList<String>();
    for (AuditScale scale : AuditScale.values()) {
      String v = Web.form(ctx, scale.id());
      chosen.put(scale.id(), v.strip());
      try {
        ratings.put(scale, scale.parse(v));
      } catch (IllegalArgumentException e) {
        missing.add(scale.id());
        problems.add(e.getMessage());
      }
    }
    try {
      if (!problems.isEmpty()) {
        throw new IllegalArgumentException(String.join("; ", problems));
      }
      s.audits().rate(rid, me, ratings.get(AuditScale.SUFFICIENCY), ratings.get(AuditScale.FAIRNESS), ratings.get(AuditScale.OBJECTIVENESS),
          Web.form(ctx, "comment"));
    } catch (IllegalArgumentException e) {
      new RecordRoutes(s).page(ctx, p, r, Map.of("auditError", e.getMessage(), "auditComment", Web.form(ctx, "comment"),
          "auditChosen", chosen, "auditMissing", missing), HttpStatus.BAD_REQUEST);
      return;
    }
    if (Web.form(ctx, "then").equals("next")) {
      ctx.redirect(AuditQueueRoutes.nextPath(p.id()), HttpStatus.SEE_OTHER);
      return;
    }
    ctx.redirect("/projects/" + p.id() + "/records/" + rid, HttpStatus.SEE_OTHER);
  }
}
