package org.qakit.serve.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qakit.model.Diagram;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.TextSpan;

/**
 * Reads the record form into a {@link RecordBody} and writes a body back into the form's text
 * areas. Multi-line fields: answer sentences one a line; diagrams one a line as {@code category |
 * description} (no {@code |}: a free-text description without category), a line starting with
 * {@code @ID} being the description of uploaded image ID ({@code @12 map | A map of …}); options
 * {@code option0} … {@code option3}, and {@code option4} … as long as the form has them (a record
 * imported with more options keeps them all; labels after {@code Z} are {@code AA}, {@code AB}, …).
 * The exact answer's span comes as {@code answerStart} and {@code answerEnd} (offsets into the
 * source, set by the page's script when words are selected in the article); absent, the body has
 * none, and a number that is not one gives a span that fits no article (refused by {@link
 * org.qakit.serve.record.AnswerSpans}).
 */
public final class RecordForm {
  /** Options a scenario question offers (A–D, as GeoSQA's). */
  public static final int OPTIONS = 4;
  private static final Pattern IMAGE = Pattern.compile("@([0-9]{1,18})\\b");

  private RecordForm() {}

  public static RecordBody read(Context ctx) {
    var options = new ArrayList<String>();
    for (int i = 0; i < OPTIONS || ctx.formParam("option" + i) != null; i++) {
      options.add(Web.form(ctx, "option" + i));
    }
    boolean anyOption = options.stream().anyMatch(o -> !o.isBlank());
    return new RecordBody(Web.form(ctx, "question"), Web.form(ctx, "questionType"), Web.form(ctx, "answerType"),
        Web.form(ctx, "answer"), lines(Web.form(ctx, "answerSentences")), Web.form(ctx, "source"), Web.form(ctx, "title"),
        Web.form(ctx, "url"), Web.form(ctx, "scenario"), diagrams(Web.form(ctx, "diagrams")), anyOption ? options : List.of(),
        Web.form(ctx, "correct"), span(Web.form(ctx, "answerStart"), Web.form(ctx, "answerEnd")));
  }

  /** The answer span of the form's two offset fields; null when both are empty. */
  static TextSpan span(String start, String end) {
    if (start.isBlank() && end.isBlank()) {
      return null;
    }
    try {
      return new TextSpan(Integer.parseInt(start.strip()), Integer.parseInt(end.strip()));
    } catch (NumberFormatException e) {
      return new TextSpan(-1, -1);
    }
  }

  /** The diagrams text area's content for a body. */
  public static String diagramsText(RecordBody body) {
    var sb = new StringBuilder();
    for (Diagram d : body.diagrams()) {
      DiagramImages.imageId(d.id()).ifPresent(id -> sb.append('@').append(id).append(' '));
      sb.append(d.category() == null ? "" : d.category() + " | ").append(d.description()).append('\n');
    }
    return sb.toString();
  }

  /** The labels of the form's option fields ({@link RecordBody#label}: A, B, …, Z, AA, …), one per {@link #optionFields} entry. */
  public static List<String> labels(RecordBody body) {
    int n = Math.max(OPTIONS, body.options().size());
    var out = new ArrayList<String>(n);
    for (int i = 0; i < n; i++) {
      out.add(RecordBody.label(i));
    }
    return out;
  }

  /** The options padded to {@link #OPTIONS} for the form (a record with more, e.g. imported, shows them all). */
  public static List<String> optionFields(RecordBody body) {
    var out = new ArrayList<>(body.options());
    while (out.size() < OPTIONS) {
      out.add("");
    }
    return out;
  }

  static List<String> lines(String text) {
    return Arrays.stream(text.split("\\R")).map(String::strip).filter(s -> !s.isEmpty()).toList();
  }

  static List<Diagram> diagrams(String text) {
    var out = new ArrayList<Diagram>();
    for (String raw : lines(text)) {
      Matcher m = IMAGE.matcher(raw);
      String id = m.lookingAt() ? DiagramImages.diagramId(Long.parseLong(m.group(1))) : "d" + (out.size() + 1);
      String line = m.lookingAt() ? raw.substring(m.end()).strip() : raw;
      int bar = line.indexOf('|');
      String category = bar < 0 ? null : line.substring(0, bar).strip();
      String description = bar < 0 ? line : line.substring(bar + 1).strip();
      out.add(new Diagram(id, category == null || category.isEmpty() ? null : category, description));
    }
    return out;
  }
}
