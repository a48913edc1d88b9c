package org.qakit.serve.record;

import java.util.ArrayList;
import java.util.List;
import org.qakit.model.Diagram;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.store.InputLimits;

/**
 * Whether a record can be stored: every field within its {@link InputLimits} and the record's JSON
 * within {@link InputLimits#RECORD_JSON}, no NUL character (PostgreSQL refuses one in text) and
 * no lone surrogate (it has no UTF-8 form). The record form shows the findings (field names are the
 * form's) and keeps what was typed; {@link Records} refuses such a body ({@link TooLong}) before
 * any SQL runs, so an import or any other caller gets a message, never a database error.
 */
public final class RecordLimits {
  private RecordLimits() {}

  /** Thrown by {@link Records} for a body {@link #check} finds errors in; the message lists them. */
  public static final class TooLong extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    TooLong(List<Finding> findings) {
      super(String.join("; ", findings.stream().map(f -> f.field() + ": " + f.message()).toList()));
    }
  }

  /** The errors that keep {@code b} out of the database; empty when it can be stored. */
  public static List<Finding> check(RecordBody b) {
    return check(b, InputLimits.RECORD_JSON);
  }

  /** As {@link #check(RecordBody)}, for a column of {@code maxJson} characters. */
  static List<Finding> check(RecordBody b, int maxJson) {
    var out = new ArrayList<Finding>();
    text(out, "question", "the question", b.question(), InputLimits.QUESTION);
    text(out, "questionType", "the question type", b.questionType(), InputLimits.QUESTION_TYPE);
    text(out, "answerType", "the answer type", b.answerType(), InputLimits.QUESTION_TYPE);
    text(out, "answer", "the exact answer", b.answer(), InputLimits.SHORT_TEXT);
    text(out, "answerSentences", "the answer sentences", String.join("\n", b.answerSentences()), InputLimits.LONG_TEXT);
    text(out, "source", "the source text", b.source(), InputLimits.SOURCE_CHARS);
    text(out, "title", "the title", b.title(), InputLimits.SHORT_TEXT);
    text(out, "url", "the URL", b.url(), InputLimits.SHORT_TEXT);
    text(out, "scenario", "the scenario", b.scenario(), InputLimits.LONG_TEXT);
    text(out, "diagrams", "the diagram descriptions", diagramsText(b.diagrams()), InputLimits.LONG_TEXT);
    for (int i = 0; i < b.options().size(); i++) {
      text(out, "options", "option " + RecordBody.label(i), b.options().get(i), InputLimits.SHORT_TEXT);
    }
    text(out, "options", "the options together", String.join("\n", b.options()) + (b.options().isEmpty() ? "" : "\n"), InputLimits.ALL_OPTIONS);
    text(out, "correct", "the correct option", b.correct(), InputLimits.LABEL);
    if (out.isEmpty()) {
      int json = b.toJson().length();
      if (json > maxJson) {
        out.add(Finding.error("source", String.format(java.util.Locale.ROOT,
            "the record takes %,d characters stored (as JSON, with escapes), more than the %,d a record may take: shorten its longest text",
            json, maxJson)));
      }
    }
    return List.copyOf(out);
  }

  private static void text(List<Finding> out, String field, String what, String value, int max) {
    String tooLong = InputLimits.tooLong(what, value, max);
    if (tooLong != null) {
      out.add(Finding.error(field, tooLong + ": shorten it"));
      return;
    }
    String bad = unstorable(value);
    if (bad != null) {
      out.add(Finding.error(field, what + " " + bad + ": remove it"));
    }
  }

  /** Why {@code s} cannot be stored as text (a NUL, a lone surrogate), or null. */
  static String unstorable(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == 0) {
        return "holds a NUL character (U+0000) at character " + i;
      }
      if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return String.format(java.util.Locale.ROOT, "holds a lone surrogate (U+%04X) at character %d, which is no character", (int) c, i);
      }
    }
    return null;
  }

  /** The diagrams as the form's text area shows them. */
  private static String diagramsText(List<Diagram> diagrams) {
    var sb = new StringBuilder();
    for (Diagram d : diagrams) {
      DiagramImages.imageId(d.id()).ifPresent(id -> sb.append('@').append(id).append(' '));
      sb.append(d.category() == null ? "" : d.category() + " | ").append(d.description()).append('\n');
    }
    return sb.toString();
  }
}
