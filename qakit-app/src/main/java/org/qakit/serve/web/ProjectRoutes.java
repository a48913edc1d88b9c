package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.UploadedFile;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.exchange.Importer;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.overview.ProjectOverview;
import org.qakit.text.Language;

/**
 * The project pages: the list a person may see, creation (admins), the overview (quotas left,
 * records, a page of {@value org.qakit.serve.record.RecordPage#SIZE} at a time, audit progress, export and import, assignment) and the export download. A project
 * that does not exist and one the account may not see both answer 404.
 */
public final class ProjectRoutes {
  private final Services s;
  private final UploadFolders uploads;

  /** Routes whose imports are read from folders under {@code uploads}. */
  public ProjectRoutes(Services services, UploadFolders uploads) {
    this.s = services;
    this.uploads = uploads;
  }

  public void register(RoutesConfig routes) {
    routes.get("/", ctx -> s.pages().render(ctx, "home", Map.of("projects", s.projects().visibleTo(Web.account(ctx)))));
    routes.get("/projects/new", ctx -> newForm(ctx, null));
    routes.post("/projects", this::create);
    routes.get("/projects/{pid}", this::overview);
    routes.post("/projects/{pid}/assign", this::assign);
    routes.post("/projects/{pid}/quotas", this::annotatorQuota);
    routes.get("/projects/{pid}/export/{format}", this::export);
    routes.post("/projects/{pid}/import", this::importFile);
  }

  /** The project of path parameter {@code pid} if the signed-in account may see it, else 404. */
  static Project project(Services s, Context ctx) {
    Account me = Web.account(ctx);
    long pid = Web.id(ctx, "pid");
    return s.projects().visible(me, pid).orElseThrow(() -> NotAssigned.refusal(s.db(), me, pid));
  }

  private void newForm(Context ctx, String error) {
    Web.require(ctx, Role.ADMIN);
    var model = new HashMap<String, Object>(Map.of("kinds", ProjectKind.values(), "languages", Language.values()));
    model.put("quotaRows", QuotaTable.rows(ctx, error != null));
    model.put("chosenKind", error != null ? Web.form(ctx, "kind") : "");
    model.put("chosenLanguage", error != null ? Web.form(ctx, "language") : "");
    if (error != null) {
      model.put("error", error);
      model.put("form", ctx.formParamMap());
    }
    s.pages().render(ctx, "project_new", model);
  }

  private void create(Context ctx) {
    Web.require(ctx, Role.ADMIN);
    Project p;
    try {
      p = s.projects().create(Web.form(ctx, "name"), ProjectKind.of(Web.form(ctx, "kind")), Language.of(Web.form(ctx, "language")),
          QuotaTable.read(ctx));
    } catch (IllegalArgumentException e) {
      ctx.status(HttpStatus.BAD_REQUEST);
      newForm(ctx, e.getMessage());
      return;
    }
    ctx.redirect("/projects/" + p.id(), HttpStatus.SEE_OTHER);
  }

  private void overview(Context ctx) {
    overview(ctx, Map.of());
  }

  private void overview(Context ctx, Map<String, Object> extra) {
    ProjectOverview o = ProjectOverview.read(s.db(), Web.account(ctx), Web.id(ctx, "pid"), pageNumber(ctx))
        .orElseThrow(() -> NotAssigned.refusal(s.db(), Web.account(ctx), Web.id(ctx, "pid")));
    var model = new HashMap<String, Object>(o.model());
    model.putAll(extra);
    s.pages().render(ctx, "project", model);
  }

  /** The {@code page} query parameter; absent or not a number: 1. */
  private static int pageNumber(Context ctx) {
    try {
      String v = ctx.queryParam("page");
      return v == null ? 1 : Integer.parseInt(v.strip());
    } catch (NumberFormatException e) {
      return 1;
    }
  }

  private void assign(Context ctx) {
    Web.require(ctx, Role.ADMIN);
    Project p = project(s, ctx);
    long account;
    try {
      account = Long.parseLong(Web.form(ctx, "account"));
    } catch (NumberFormatException e) {
      throw new io.javalin.http.BadRequestResponse("choose an account");
    }
    s.accounts().byId(account).orElseThrow(() -> new io.javalin.http.BadRequestResponse("no account " + account));
    s.projects().assign(p.id(), account);
    ctx.redirect("/projects/" + p.id(), HttpStatus.SEE_OTHER);
  }

  private void annotatorQuota(Context ctx) {
    Web.require(ctx, Role.ADMIN);
    Project p = project(s, ctx);
    try {
      long account = number(ctx, "account", "choose an annotator");
      int target = (int) number(ctx, "target", "give the number of records, 0 to remove the quota");
      s.projects().setAnnotatorQuota(p, account, Web.form(ctx, "type"), target);
    } catch (IllegalArgumentException e) {
      ctx.status(HttpStatus.BAD_REQUEST);
      overview(ctx, Map.of("quotaError", e.getMessage(), "quotaTarget", Web.form(ctx, "target")));
      return;
    }
    ctx.redirect("/projects/" + p.id(), HttpStatus.SEE_OTHER);
  }

  private static long number(Context ctx, String field, String message) {
    String text = Web.form(ctx, field).strip();
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(message + (text.length() > 20 ? " (not " + text.length() + " characters)" : ""));
    }
  }

  private void export(Context ctx) throws Exception {
    Project p = project(s, ctx);
    String format = ctx.pathParam("format");
    if (!p.kind().exportFormats().contains(format) && !format.equals(org.qakit.serve.exchange.ProjectArchive.FORMAT)) {
      throw new NotFoundResponse("a " + p.kind().id() + " project exports as " + String.join(", ", p.kind().exportFormats()) + " or "
          + org.qakit.serve.exchange.ProjectArchive.FORMAT);
    }
    Path file = Files.createTempFile("qakit-export", ".tmp");
    try {
      try {
        s.exporter().write(p, format, file);
      } catch (IllegalArgumentException e) {
        throw new io.javalin.http.BadRequestResponse("cannot export as " + format + ": " + e.getMessage());
      }
      String ext = format.equals("nlpcc-dbqa") ? "tsv" : "jsonl";
      ctx.header("Content-Disposition", "attachment; filename=\"project-" + p.id() + "." + format + "." + ext + "\"");
      ctx.contentType("text/plain; charset=utf-8");
      try (var out = ctx.outputStream()) {
        Files.copy(file, out); // streamed: a whole project (qakit-serve) need not fit in memory
      }
    } finally {
      Files.deleteIfExists(file);
    }
  }

  private void importFile(Context ctx) throws Exception {
    Account me = Web.require(ctx, Role.ADMIN, Role.ANNOTATOR);
    Project p = project(s, ctx);
    UploadedFile file = ctx.uploadedFile("file");
    if (file == null) {
      throw new io.javalin.http.BadRequestResponse("choose a file to import");
    }
    String name = file.filename() == null || file.filename().isBlank() ? "the file" : file.filename();
    Path dir = uploads.create();
    try {
      Path target = dir.resolve(UploadFolders.fileName(name));
      try (InputStream in = file.content()) {
        Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
      }
      Importer.Result r;
      try {
        r = s.importer().read(p, Web.form(ctx, "format"), List.of(target), me);
      } catch (IllegalArgumentException | org.qakit.format.FormatException | java.io.IOException e) {
        ctx.status(HttpStatus.BAD_REQUEST);
        overview(ctx, Map.of("importError", String.valueOf(e.getMessage()).replace(target.toString(), name), "importFormat", Web.form(ctx, "format")));
        return;
      }
      overview(ctx, Map.of("importResult", r.summary(), "importWarnings", r.warnings(), "importFormat", Web.form(ctx, "format")));
    } finally {
      UploadFolders.delete(dir);
    }
  }
}
