package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.QuotaFull;
import org.qakit.serve.record.ArticleSentences;
import org.qakit.serve.record.ExactDuplicate;
import org.qakit.serve.record.Finding;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.StoredRecord;
import org.qakit.serve.record.TextAnalysis;
import org.qakit.serve.record.VersionConflict;

/**
 * The record form: new, save (checked by the project's validator; optimistic locking on the
 * version the form was opened at), and the record page with its findings, text analysis,
 * near-duplicates, edit history and audits. The form shows the aids of {@link RecordFormAids};
 * <i>Save and next</i> ({@code action=save-next}) goes on where {@link SaveAndNext} says.
 */
public final class RecordRoutes {
  /** Sentences of the source analysed on the record page (the rest are only counted). */
  static final int ANALYSED_SENTENCES = 20;
  private final Services s;

  public RecordRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/projects/{pid}/records/new", this::newForm);
    routes.post("/projects/{pid}/records", this::create);
    routes.get("/projects/{pid}/records/{rid}", this::show);
    routes.post("/projects/{pid}/records/{rid}", this::save);
  }

  /** A blank form; {@code ?after=ID} (from <i>Save and next</i>) keeps record ID's article and question type. */
  private void newForm(Context ctx) {
    Web.require(ctx, Role.ADMIN, Role.ANNOTATOR);
    Project p = ProjectRoutes.project(s, ctx);
    String type = p.quotas().keySet().stream().findFirst().orElse("");
    RecordBody empty = new RecordBody("", type, "", "", List.of(), "", "", "", "", List.of(), List.of(), "A");
    String after = ctx.queryParam("after");
    RecordBody prev = after != null && after.matches("[0-9]{1,18}")
        ? s.records().find(p.id(), Long.parseLong(after)).map(StoredRecord::body).orElse(null) : null;
    if (prev != null) {
      empty = new RecordBody("", prev.questionType(), "", "", List.of(), prev.source(), prev.title(), prev.url(), "", List.of(), List.of(), "A");
    }
    Map<String, Object> model = formModel(ctx, p, empty, null, List.of());
    if (prev != null) { // people see a record's number in its project (#N), not its id
      model.put("savedBefore", after);
      model.put("savedNumber", s.records().key(Long.parseLong(after)).map(org.qakit.serve.record.RecordKeys.Key::number).orElse(0));
    }
    s.pages().render(ctx, "record", model);
  }

  private void create(Context ctx) {
    Account me = Web.require(ctx, Role.ADMIN, Role.ANNOTATOR);
    Project p = ProjectRoutes.project(s, ctx);
    RecordFormInput in = RecordFormInput.read(ctx, s, p, me).refusedWhenTooLong().withAnswerSpan(p);
    RecordBody body = in.body();
    List<Finding> findings = findings(p, in);
    if (!in.save()) {
      unsaved(ctx, p, null, 0, in, findings);
      return;
    }
    if (body.question().isEmpty()) {
      ctx.status(HttpStatus.BAD_REQUEST);
      s.pages().render(ctx, "record", formModel(ctx, p, body, null, findings));
      return;
    }
    StoredRecord r;
    try {
      r = s.records().create(p.id(), body, errors(findings), me, DuplicateConfirmation.rule(ctx, true));
    } catch (ExactDuplicate same) {
      exactDuplicate(ctx, p, body, null, findings, same);
      return;
    } catch (QuotaFull full) {
      quotaFull(ctx, p, body, null, findings, full);
      return;
    }
    ctx.redirect(saveNext(ctx) ? SaveAndNext.after(s, p, r.id()) : "/projects/" + p.id() + "/records/" + r.id(), HttpStatus.SEE_OTHER);
  }

  private void show(Context ctx) {
    Project p = ProjectRoutes.project(s, ctx);
    StoredRecord r = record(ctx, p);
    Map<String, Object> model = formModel(ctx, p, r.body(), r, s.validator().validate(p, r.body()));
    s.pages().render(ctx, "record", model);
  }

  private void save(Context ctx) {
    Account me = Web.require(ctx, Role.ADMIN, Role.ANNOTATOR);
    Project p = ProjectRoutes.project(s, ctx);
    StoredRecord before = record(ctx, p);
    int version;
    try {
      version = Integer.parseInt(Web.form(ctx, "version"));
    } catch (NumberFormatException e) {
      throw new BadRequestResponse("the form lacks the record version it was opened at");
    }
    RecordFormInput in = RecordFormInput.read(ctx, s, p, me).refusedWhenTooLong().withAnswerSpan(p);
    RecordBody body = in.body();
    List<Finding> findings = findings(p, in);
    if (!in.save()) {
      unsaved(ctx, p, before, version, in, findings);
      return;
    }
    boolean questionChanged = !before.body().question().equals(body.question()); // a copy confirmed once is not asked about again
    try {
      s.records().update(p.id(), before.id(), version, body, errors(findings), me, DuplicateConfirmation.rule(ctx, questionChanged));
    } catch (ExactDuplicate same) {
      exactDuplicate(ctx, p, body, before, findings, same);
      return;
    } catch (VersionConflict c) {
      ctx.status(HttpStatus.CONFLICT);
      Map<String, Object> model = formModel(ctx, p, body, c.current(), findings);
      model.put("conflict", c);
      model.put("changes", FieldChanges.between(c.current().body(), body));
      model.put("formVersion", c.current().version());
      s.pages().render(ctx, "record", model);
      return;
    } catch (QuotaFull full) {
      quotaFull(ctx, p, body, before, findings, full);
      return;
    }
    ctx.redirect(saveNext(ctx) ? SaveAndNext.after(s, p, before.id()) : "/projects/" + p.id() + "/records/" + before.id(),
        HttpStatus.SEE_OTHER);
  }

  private static boolean saveNext(Context ctx) {
    return Web.form(ctx, "action").equals("save-next");
  }

  /** The refusals' findings when the form was refused before the checks (text too long to store, a wrong answer span), else the validator's. */
  private List<Finding> findings(Project p, RecordFormInput in) {
    return in.refusals().isEmpty() ? s.validator().validate(p, in.body()) : in.refusals();
  }

  /** The form again after a fetch, an upload or a template (nothing saved): 200, or 400 with the step's error. */
  private void unsaved(Context ctx, Project p, StoredRecord stored, int version, RecordFormInput in, List<Finding> findings) {
    // "Show the sentences" only splits the article: the record is not finished, so its checks are not shown yet
    boolean split = Web.form(ctx, "action").equals("split") && in.error() == null;
    Map<String, Object> model = formModel(ctx, p, in.body(), stored, split ? List.of() : findings);
    if (stored != null) {
      model.put("formVersion", version);
    }
    model.put("notes", in.notes());
    if (in.charsetChoice() != null) {
      model.put("charsetChoice", in.charsetChoice());
    }
    if (in.error() != null) {
      ctx.status(HttpStatus.BAD_REQUEST);
      model.put("formError", in.error());
    }
    s.pages().render(ctx, "record", model);
  }

  /** The form again, with the annotator's text, the quota message and the question type marked; 409. */
  private void quotaFull(Context ctx, Project p, RecordBody body, StoredRecord stored, List<Finding> findings, QuotaFull full) {
    ctx.status(HttpStatus.CONFLICT);
    Map<String, Object> model = formModel(ctx, p, body, stored, findings);
    model.put("quotaError", full.getMessage());
    var marked = new java.util.ArrayList<Object>((List<?>) model.get("errorFields"));
    marked.add("questionType");
    model.put("errorFields", marked);
    s.pages().render(ctx, "record", model);
  }

  /** The form shown again unsaved (409, the copies named): the question is an exact duplicate the form has not confirmed. */
  private void exactDuplicate(Context ctx, Project p, RecordBody body, StoredRecord stored, List<Finding> findings, ExactDuplicate same) {
    ctx.status(HttpStatus.CONFLICT);
    Map<String, Object> model = formModel(ctx, p, body, stored, findings);
    if (stored != null) {
      model.put("formVersion", Integer.parseInt(Web.form(ctx, "version")));
    }
    model.put("exactDuplicates", same.copies());
    model.put("exactDuplicateNumbers", s.records().numbers(same.copies().stream().map(org.qakit.serve.record.NearDuplicates.Match::recordId).toList()));
    s.pages().render(ctx, "record", model);
  }

  /** The record page of {@code r} with {@code extra} in the model (the audit form's error and what was typed), answered with {@code status}. */
  void page(Context ctx, Project p, StoredRecord r, Map<String, Object> extra, HttpStatus status) {
    Map<String, Object> model = formModel(ctx, p, r.body(), r, s.validator().validate(p, r.body()));
    model.putAll(extra);
    ctx.status(status);
    s.pages().render(ctx, "record", model);
  }

  private StoredRecord record(Context ctx, Project p) {
    return s.records().find(p.id(), Web.id(ctx, "rid")).orElseThrow(() -> new NotFoundResponse("no such record"));
  }

  private Map<String, Object> formModel(Context ctx, Project p, RecordBody body, StoredRecord stored, List<Finding> findings) {
    var model = new HashMap<String, Object>();
    model.put("project", p);
    model.put("body", body);
    model.put("diagramsText", RecordForm.diagramsText(body));
    model.put("answerSentencesText", String.join("\n", body.answerSentences()));
    model.put("optionFields", RecordForm.optionFields(body));
    model.put("labels", RecordForm.labels(body));
    model.put("categories", p.kind() == org.qakit.serve.project.ProjectKind.SCENARIO_CHOICE ? s.templates().all() : List.of());
    model.put("images", body.diagrams().stream().flatMap(d -> org.qakit.serve.image.DiagramImages.imageId(d.id()).stream()
        .map(id -> Map.of("id", id, "category", d.category() == null ? "" : d.category(), "description", d.description()))).toList());
    model.put("answerTypes", org.qakit.serve.record.AnswerTypes.offeredFor(body.answerType()));
    // the source is cut once: the clickable article, the sentence count and the analysed sentences
    List<ArticleSentences.Piece> article = ArticleSentences.of(body.source()).pieces();
    RecordFormAids.put(model, s, p, body, article, Web.account(ctx));
    model.put("findings", findings);
    model.put("draftState", org.qakit.serve.record.RecordState.DRAFT);
    model.put("scales", org.qakit.serve.audit.AuditScale.values());
    model.put("hasErrors", findings.stream().anyMatch(Finding::isError));
    model.put("errorFields", findings.stream().filter(Finding::isError).map(Finding::field).distinct().toList());
    if (stored != null) {
      model.put("record", stored);
      model.put("formVersion", stored.version());
      model.put("number", s.records().key(stored.id()).map(org.qakit.serve.record.RecordKeys.Key::number).orElse(0));
      model.put("history", s.records().historyLines(stored.id()));
      List<org.qakit.serve.audit.Audit> audits = s.audits().of(stored.id());
      model.put("audits", audits);
      // an auditor who rated this record before sees that rating in the form, to change it (a refused form's typed values replace it)
      var me = Web.account(ctx);
      audits.stream().filter(a -> me != null && a.auditor().equals(me.username())).reduce((first, last) -> last).ifPresent(mine -> {
        model.put("auditChosen", java.util.Arrays.stream(org.qakit.serve.audit.AuditScale.values())
            .collect(java.util.stream.Collectors.toMap(org.qakit.serve.audit.AuditScale::id, scale -> String.valueOf(mine.rating(scale)))));
        model.put("auditComment", mine.comment());
        model.put("auditRatedBefore", true);
      });
      model.put("state", org.qakit.serve.record.RecordState.of(stored.errors(), audits.stream().anyMatch(org.qakit.serve.audit.Audit::excludes)));
      var duplicates = s.records().nearDuplicates(p.id(), stored.id(), body.question());
      model.put("duplicates", duplicates);
      model.put("duplicateNumbers", s.records().numbers(duplicates.stream().map(org.qakit.serve.record.NearDuplicates.Match::recordId).toList()));
      List<String> sentences = article.stream().filter(ArticleSentences.Piece::sentence).map(ArticleSentences.Piece::text).toList();
      model.put("sourceSentences", sentences.size());
      var parts = new java.util.ArrayList<String>();
      parts.add(body.question());
      parts.addAll(body.answerSentences());
      parts.add(body.scenario());
      parts.addAll(body.options());
      parts.addAll(sentences.subList(0, Math.min(ANALYSED_SENTENCES, sentences.size())));
      String analysed = String.join("\n\n", parts.stream().filter(t -> !t.isBlank()).distinct().toList());
      model.put("analysis", TextAnalysis.analyse(p.language(), analysed));
      if (p.kind() == org.qakit.serve.project.ProjectKind.SCENARIO_CHOICE) {
        Suggestions.put(model, s.suggester(), body);
      }
    }
    return model;
  }

  private static int errors(List<Finding> findings) {
    return (int) findings.stream().filter(Finding::isError).count();
  }
}
