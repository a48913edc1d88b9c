package org.qakit.serve.web;

import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qakit.model.Diagram;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Account;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.image.ImagePurge;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.AnswerSpans;
import org.qakit.serve.record.Finding;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.RecordLimits;
import org.qakit.serve.source.CharsetChoice;
import org.qakit.serve.source.FetchedSource;
import org.qakit.serve.source.SourceException;
import org.qakit.serve.source.TextUpload;
import org.qakit.serve.store.InputLimits;

/**
 * A submitted record form with what it asks the server to add before saving, in this order:
 * <ol>
 *   <li>{@code action=fetch} (extractive): the source URL fetched by the server
 *       ({@link org.qakit.serve.source.SourceFetcher}) replaces the source text (unless its text is
 *       longer than {@link InputLimits#SOURCE_CHARS}); the page's title fills an empty title, the
 *       final URL the URL field;
 *   <li>a text file in {@code sourceFile} replaces the source text when it is UTF-8 ({@link
 *       TextUpload}); a file in another encoding is not read yet but offered for confirmation
 *       ({@link CharsetChoice}: the detected encoding and a preview); {@code action=charset-preview}
 *       shows it read in the chosen {@code sourceCharset}, {@code action=charset-use} reads it so
 *       into the source text (the file comes back in {@code pendingFile}, Base64, and {@code pendingName});
 *   <li>an image in {@code diagramImage} (scenario) is stored ({@link DiagramImages}) and a
 *       diagram line {@code @ID} is added for its description;
 *   <li>a diagram line {@code @ID} must name an image of the project (one deleted by {@link
 *       ImagePurge}, or never uploaded there, is an error);
 *   <li>a {@code template} chosen (scenario) fills the last diagram line when its description is
 *       empty, else adds a line {@code category | template text}.
 * </ol>
 * {@code action=save} (the Save button, and the default) saves afterwards; any other action shows
 * the form again with the additions, unsaved. When one step fails nothing is saved and the form
 * keeps everything else that was typed; so it does when a field is longer than it may be
 * ({@link #refusedWhenTooLong}) or a selected answer is not where the article holds it ({@link
 * #withAnswerSpan}). {@code action=save-next} saves as {@code save} does.
 *
 * @param refusals the findings that refused the form before the checks ran (a field too long, an
 *     answer span the article does not hold); empty when none did
 */
public record RecordFormInput(RecordBody body, boolean save, List<String> notes, String error, List<Finding> refusals,
    CharsetChoice charsetChoice) {
  public RecordFormInput {
    notes = List.copyOf(notes);
    refusals = List.copyOf(refusals);
  }

  /**
   * This input with its answer span checked or placed ({@link AnswerSpans#place}); when the
   * article does not hold the selected answer, one that is not saved, with the span dropped (so
   * that the form comes back without it) and an error saying so. An input that is not saved (a
   * fetch, an upload, <i>Show the sentences</i>) only loses a span the article does not hold.
   */
  public RecordFormInput withAnswerSpan(Project p) {
    if (!refusals.isEmpty()) {
      return this;
    }
    AnswerSpans.Placed placed = AnswerSpans.place(p, body);
    if (!save) { // the form comes back unsaved: a span the article no longer holds is dropped, not an error
      return new RecordFormInput(placed.refusal() == null ? placed.body() : body.withAnswerSpan(null), false, notes, error, refusals,
          charsetChoice);
    }
    if (placed.refusal() == null) {
      return new RecordFormInput(placed.body(), save, notes, error, refusals, charsetChoice);
    }
    String message = placed.refusal().message();
    return new RecordFormInput(body.withAnswerSpan(null), false, notes, error == null ? message : error + "; " + message,
        List.of(placed.refusal()), charsetChoice);
  }

  /**
   * This input, or, when its body holds text longer than its field may be ({@link RecordLimits}),
   * one that is not saved, with the limits' findings and an error saying so; everything typed is
   * kept for the form.
   */
  public RecordFormInput refusedWhenTooLong() {
    List<Finding> limits = RecordLimits.check(body);
    if (limits.isEmpty()) {
      return this;
    }
    String message = String.join("; ", limits.stream().map(Finding::message).toList());
    return new RecordFormInput(body, false, notes, error == null ? message : error + "; " + message, limits, charsetChoice);
  }

  /** Reads the form of project {@code p} submitted by {@code me}. */
  public static RecordFormInput read(Context ctx, Services s, Project p, Account me) {
    RecordBody b = RecordForm.read(ctx);
    String action = Web.form(ctx, "action");
    boolean save = action.isEmpty() || action.equals("save") || action.equals("save-next");
    var notes = new ArrayList<String>();
    CharsetChoice choice = null;
    try {
      if (action.equals("fetch") && p.kind() == ProjectKind.EXTRACTIVE) {
        if (b.url().isEmpty()) {
          throw new SourceException("give the source URL to fetch");
        }
        FetchedSource f = s.fetcher().fetch(b.url());
        String tooLong = InputLimits.tooLong(f.url() + ": the page's text", f.text(), InputLimits.SOURCE_CHARS);
        if (tooLong != null) {
          throw new SourceException(tooLong + " for a source: not taken");
        }
        b = withSource(b, f.text(), b.title().isEmpty() ? f.title() : b.title(), f.url());
        notes.add("fetched " + f.text().length() + " characters from " + f.url() + ": check the text, then save");
      }
      if (action.startsWith("charset-") && p.kind() != ProjectKind.SCENARIO_CHOICE) {
        String name = Web.form(ctx, "pendingName");
        byte[] pending = CharsetChoice.bytes(Web.form(ctx, "pendingFile"));
        String charset = Web.form(ctx, "sourceCharset");
        if (action.equals("charset-use")) {
          String t = TextUpload.decode(name, pending, charset);
          b = withSource(b, t, b.title(), b.url());
          notes.add("read " + t.length() + " characters from " + name + " as " + charset + " (confirmed)");
        } else {
          choice = CharsetChoice.of(name, pending, charset);
        }
      }
      UploadedFile text = file(ctx, "sourceFile");
      if (text != null && p.kind() != ProjectKind.SCENARIO_CHOICE) {
        byte[] data = bytes(text);
        if (TextUpload.isUtf8(data)) {
          String t = TextUpload.decode(text.filename(), data);
          b = withSource(b, t, b.title(), b.url());
          notes.add("read " + t.length() + " characters from " + text.filename() + " (UTF-8)");
        } else {
          choice = CharsetChoice.of(text.filename(), data, null);
        }
      }
      UploadedFile image = file(ctx, "diagramImage");
      if (image != null && p.kind() == ProjectKind.SCENARIO_CHOICE) {
        long id = s.images().add(p.id(), image.filename(), bytes(image), me);
        b = withDiagram(b, new Diagram(DiagramImages.diagramId(id), null, ""), false);
        notes.add("image " + id + " stored: describe it on its line @" + id);
      }
      if (p.kind() == ProjectKind.SCENARIO_CHOICE) {
        List<Long> missing = s.images().missing(p.id(), b.diagrams());
        if (!missing.isEmpty()) {
          throw new SourceException("no image " + String.join(", ", missing.stream().map(id -> "@" + id).toList())
              + " in this project (an image no saved record refers to is deleted after " + ImagePurge.GRACE.toHours()
              + " hours): upload it again, or remove its line");
        }
      }
      String template = Web.form(ctx, "template");
      if (!template.isBlank() && p.kind() == ProjectKind.SCENARIO_CHOICE) {
        Map.Entry<String, String> t = s.templates().template(parse(template)).orElseThrow(() -> new SourceException("no such template"));
        b = withDiagram(b, new Diagram("d", t.getKey(), t.getValue()), true);
        notes.add("template of " + t.getKey() + " added: fill in its blanks");
      }
    } catch (SourceException e) {
      return new RecordFormInput(b, false, notes, e.getMessage(), List.of(), choice);
    }
    return new RecordFormInput(b, save && choice == null, notes, null, List.of(), choice);
  }

  private static UploadedFile file(Context ctx, String field) {
    if (!ctx.isMultipartFormData()) {
      return null;
    }
    UploadedFile f = ctx.uploadedFile(field);
    return f == null || (f.size() == 0 && (f.filename() == null || f.filename().isEmpty())) ? null : f;
  }

  private static byte[] bytes(UploadedFile f) {
    try (InputStream in = f.content()) {
      return in.readNBytes(Math.max(InputLimits.SOURCE_BYTES, DiagramImages.MAX_BYTES) + 1);
    } catch (IOException e) {
      throw new SourceException(f.filename() + ": " + e.getMessage());
    }
  }

  private static long parse(String id) {
    try {
      return Long.parseLong(id.strip());
    } catch (NumberFormatException e) {
      throw new SourceException("no such template");
    }
  }

  private static RecordBody withSource(RecordBody b, String source, String title, String url) {
    return new RecordBody(b.question(), b.questionType(), b.answerType(), b.answer(), b.answerSentences(), source, title, url,
        b.scenario(), b.diagrams(), b.options(), b.correct());
  }

  /** {@code b} with diagram {@code d} added, or (a template) its category and text filling the last diagram when it is undescribed. */
  private static RecordBody withDiagram(RecordBody b, Diagram d, boolean template) {
    var diagrams = new ArrayList<>(b.diagrams());
    int last = diagrams.size() - 1;
    if (template && last >= 0 && diagrams.get(last).description().isBlank()) {
      diagrams.set(last, new Diagram(diagrams.get(last).id(), d.category(), d.description()));
    } else {
      diagrams.add(template ? new Diagram("d" + (diagrams.size() + 1), d.category(), d.description()) : d);
    }
    return new RecordBody(b.question(), b.questionType(), b.answerType(), b.answer(), b.answerSentences(), b.source(), b.title(),
        b.url(), b.scenario(), diagrams, b.options(), b.correct());
  }
}
