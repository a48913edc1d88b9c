package org.qakit.model;

/**
 * The source document the candidates of an answer-selection item come from.
 *
 * @param id the document identifier
 * @param title the title, or null
 */
public record Document(String id, String title) {
  public Document {
    if (id == null || id.isBlank()) {
      throw new IllegalArgumentException("document id must not be empty");
    }
    title = Checks.optional(title);
  }
}
