package org.qakit.model;

import java.util.List;

/**
 * The situation a scenario question is asked about: scenario text, diagrams described in words,
 * and a table (GeoSQA, GKMC, GeoTSQA).
 *
 * @param text the scenario text (may be empty when only diagrams or a table are given)
 * @param diagrams diagram descriptions, in order
 * @param table a table, or null
 */
public record Scenario(String text, List<Diagram> diagrams, Table table) {
  public Scenario {
    text = text == null ? "" : text;
    diagrams = Checks.list(diagrams, "scenario", "diagrams");
    if (text.isBlank() && diagrams.isEmpty() && table == null) {
      throw new IllegalArgumentException("scenario has no text, no diagram and no table");
    }
  }

  public static Scenario text(String text) {
    return new Scenario(text, List.of(), null);
  }
}
