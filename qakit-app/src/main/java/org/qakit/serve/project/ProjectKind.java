package org.qakit.serve.project;

import java.util.List;
import org.qakit.model.ItemKind;

/**
 * What a project's records are, and the formats they leave and enter by:
 * <ul>
 *   <li>{@code extractive}: SQAD v3 layout (question, exact answer, answer sentence(s), source
 *       article with title and URL, question and answer type) — extraction items;
 *   <li>{@code scenario-choice}: GeoSQA layout (scenario text, diagram descriptions, a question
 *       with four options A–D) — multiple-choice items;
 *   <li>{@code answer-selection}: NLPCC DBQA layout (question, document, the answer sentence(s)
 *       among the document's sentences) — answer-selection items.
 * </ul>
 * Exports use the writable formats that hold the kind; {@code sqad} is read-only in qakit, so an
 * extractive project exports {@code qakit-jsonl} (which {@code qakit data stats} reads) and imports
 * {@code sqad} folders. These are dataset formats; every kind also exports and imports {@code
 * qakit-serve}, the project with everything the server keeps about its records ({@link
 * org.qakit.serve.exchange.ProjectArchive}), which is not listed here.
 */
public enum ProjectKind {
  EXTRACTIVE("extractive", ItemKind.EXTRACTION, List.of("qakit-jsonl"), List.of("qakit-jsonl", "sqad", "sciq"),
      List.of("PERSON", "DATETIME", "NUMERIC", "LOCATION", "ENTITY", "OTHER")),
  SCENARIO_CHOICE("scenario-choice", ItemKind.MULTIPLE_CHOICE, List.of("qakit-jsonl"), List.of("qakit-jsonl", "gkmc", "geotsqa"),
      List.of("FACT", "REASONING", "CALCULATION", "DIAGRAM")),
  ANSWER_SELECTION("answer-selection", ItemKind.ANSWER_SELECTION, List.of("nlpcc-dbqa", "qakit-jsonl"),
      List.of("nlpcc-dbqa", "wikiqa", "qakit-jsonl"), List.of("PERSON", "DATETIME", "NUMERIC", "LOCATION", "OTHER"));

  private final String id;
  private final ItemKind itemKind;
  private final List<String> exportFormats;
  private final List<String> importFormats;
  private final List<String> suggestedTypes;

  ProjectKind(String id, ItemKind itemKind, List<String> exportFormats, List<String> importFormats, List<String> suggestedTypes) {
    this.id = id;
    this.itemKind = itemKind;
    this.exportFormats = exportFormats;
    this.importFormats = importFormats;
    this.suggestedTypes = suggestedTypes;
  }

  public String id() {
    return id;
  }

  /** The item kind a record of this project becomes. */
  public ItemKind itemKind() {
    return itemKind;
  }

  /** The writable formats an export offers, the first being the default. */
  public List<String> exportFormats() {
    return exportFormats;
  }

  /** The formats an import reads. */
  public List<String> importFormats() {
    return importFormats;
  }

  /** Question types offered when a project is created. */
  public List<String> suggestedTypes() {
    return suggestedTypes;
  }

  public static ProjectKind of(String id) {
    for (ProjectKind k : values()) {
      if (k.id.equals(id)) {
        return k;
      }
    }
    throw new IllegalArgumentException("unknown project kind '" + id + "'; expected extractive, scenario-choice or answer-selection");
  }
}
