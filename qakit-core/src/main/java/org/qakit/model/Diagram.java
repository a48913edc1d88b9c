package org.qakit.model;

/**
 * A diagram of a scenario, given as text: GeoSQA's annotators described each image following a
 * category template (or in free text when none fitted).
 *
 * @param id identifier of the image within its scenario (file name or ordinal)
 * @param category the description template's category, or null for free text
 * @param description the textual description of the diagram
 */
public record Diagram(String id, String category, String description) {
  public Diagram {
    if (id == null || id.isBlank()) {
      throw new IllegalArgumentException("diagram id must not be empty");
    }
    if (description == null) {
      throw new IllegalArgumentException("diagram '" + id + "': description must not be null");
    }
    category = Checks.optional(category);
  }
}
