package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.qakit.serve.Services;
import org.qakit.serve.audit.AuditQueue;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;

/**
 * The auditor's queue: {@code /audit} lists, per project assigned to the auditor, the records left
 * to rate and the A/B pairs left to answer, or says why there is nothing (no project assigned, or
 * every record rated); {@code /projects/P/audit/next} opens the oldest record the auditor has not
 * rated ({@link AuditQueue}), or shows the queue with a message when none is left.
 */
public final class AuditQueueRoutes {
  private final Services s;
  private final AuditQueue queue;

  public AuditQueueRoutes(Services services) {
    this.s = services;
    this.queue = new AuditQueue(services.db());
  }

  public void register(RoutesConfig routes) {
    routes.get("/audit", ctx -> page(ctx, Map.of()));
    routes.get("/projects/{pid}/audit/next", this::next);
  }

  /** The path that opens the next record of project {@code projectId} to audit. */
  static String nextPath(long projectId) {
    return "/projects/" + projectId + "/audit/next";
  }

  private void next(Context ctx) {
    Account me = Web.require(ctx, Role.ADMIN, Role.AUDITOR);
    Project p = ProjectRoutes.project(s, ctx);
    Optional<Long> next = queue.next(p.id(), me);
    if (next.isPresent()) {
      ctx.redirect("/projects/" + p.id() + "/records/" + next.get(), HttpStatus.SEE_OTHER);
      return;
    }
    AuditQueue.Entry e = queue.of(me, p);
    page(ctx, Map.of("done", "Nothing left to audit in " + p.name() + ": you have rated every record that passes the checks"
        + (e.needFix() > 0 ? " (" + e.needFix() + " more wait for a fix by their annotators and enter the queue once fixed)" : "") + "."));
  }

  private void page(Context ctx, Map<String, Object> extra) {
    Account me = Web.require(ctx, Role.ADMIN, Role.AUDITOR);
    var model = new HashMap<String, Object>(extra);
    model.put("queue", queue.of(me, s.projects().visibleTo(me)));
    s.pages().render(ctx, "audit_queue", model);
  }
}
