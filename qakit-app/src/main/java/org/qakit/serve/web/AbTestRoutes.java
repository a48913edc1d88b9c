package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.ab.AbPairsFile;
import org.qakit.serve.ab.AbTests;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.source.SourceException;
import org.qakit.serve.source.TextUpload;

/**
 * A project's A/B test page ({@code /projects/P/ab}): an admin loads pairs from a file
 * ({@link AbPairsFile}); an auditor sees the oldest pair they have not answered, its two questions
 * in their stored order, and picks the real one; everyone assigned sees the result
 * ({@link org.qakit.serve.ab.AbResult}). A refused file or a missing pick comes back on the page
 * with the message (400); nothing of a refused file is stored.
 */
public final class AbTestRoutes {
  private final Services s;
  private final AbTests tests;

  public AbTestRoutes(Services services) {
    this.s = services;
    this.tests = new AbTests(services.db());
  }

  public void register(RoutesConfig routes) {
    routes.get("/projects/{pid}/ab", ctx -> page(ctx, ProjectRoutes.project(s, ctx), Map.of()));
    routes.post("/projects/{pid}/ab/pairs", this::load);
    routes.post("/projects/{pid}/ab/{pair}", this::answer);
  }

  private void load(Context ctx) {
    Account me = Web.require(ctx, Role.ADMIN);
    Project p = ProjectRoutes.project(s, ctx);
    UploadedFile file = ctx.isMultipartFormData() ? ctx.uploadedFile("file") : null;
    if (file == null || file.size() == 0) {
      refused(ctx, p, "choose a file of pairs to load (JSON Lines, one pair a line)");
      return;
    }
    String name = file.filename() == null || file.filename().isBlank() ? "the file" : file.filename();
    try (InputStream in = file.content()) {
      String text = TextUpload.decode(name, in.readNBytes(TextUpload.MAX_BYTES + 1));
      AbTests.Loaded loaded = tests.load(p.id(), name, AbPairsFile.read(name, text), me);
      page(ctx, p, Map.of("loaded", name + ": " + loaded.text()));
    } catch (SourceException | IllegalArgumentException e) {
      refused(ctx, p, e.getMessage());
    } catch (IOException e) {
      refused(ctx, p, name + ": cannot be read (" + e.getMessage() + ")");
    }
  }

  private void answer(Context ctx) {
    Account me = Web.require(ctx, Role.AUDITOR);
    Project p = ProjectRoutes.project(s, ctx);
    long pair = Web.id(ctx, "pair");
    String pick = Web.form(ctx, "pick");
    try {
      tests.answer(p.id(), pair, me, pick.equals("1") ? 1 : pick.equals("2") ? 2 : 0);
    } catch (IllegalArgumentException e) {
      refused(ctx, p, e.getMessage());
      return;
    }
    ctx.redirect("/projects/" + p.id() + "/ab", HttpStatus.SEE_OTHER);
  }

  private void refused(Context ctx, Project p, String message) {
    ctx.status(HttpStatus.BAD_REQUEST);
    page(ctx, p, Map.of("error", message));
  }

  private void page(Context ctx, Project p, Map<String, Object> extra) {
    Account me = Web.account(ctx);
    var model = new HashMap<String, Object>(extra);
    model.put("project", p);
    model.put("result", tests.result(p.id()));
    if (me.is(Role.AUDITOR)) {
      tests.next(p.id(), me).ifPresent(shown -> model.put("shown", shown));
    }
    s.pages().render(ctx, "ab_test", model);
  }
}
