package org.qakit.serve.project;

import java.util.Locale;

/**
 * A project's guidelines for its annotators, as an admin wrote them: plain text, or Markdown that
 * the record form shows formatted ({@code org.qakit.serve.web.GuidelinesHtml}, which lets no HTML
 * of the text through).
 *
 * @param markdown whether {@code text} is Markdown; plain text otherwise
 */
public record Guidelines(String text, boolean markdown) {
  /** No guidelines. */
  public static final Guidelines NONE = new Guidelines("", true);

  public Guidelines {
    text = text == null ? "" : text.replace("\r\n", "\n").strip();
  }

  /** The format's name as stored and as the form sends it: {@code markdown} or {@code plain}. */
  public String format() {
    return markdown ? "markdown" : "plain";
  }

  /** The format named {@code name} ({@link #format}); anything else is an error naming what is expected. */
  public static boolean isMarkdown(String name) {
    return switch (name == null ? "" : name.strip().toLowerCase(Locale.ROOT)) {
      case "markdown", "" -> true;
      case "plain" -> false;
      default -> throw new IllegalArgumentException("the guidelines' format is markdown or plain, not '" + name + "'");
    };
  }

  public boolean isEmpty() {
    return text.isEmpty();
  }
}
