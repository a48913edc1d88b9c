package org.qakit.model;

/** The task shapes an {@link Item} can have; {@link #id()} is the name used in files and output. */
public enum ItemKind {
  MULTIPLE_CHOICE("multiple-choice"),
  ANSWER_SELECTION("answer-selection"),
  KB_QUESTION("kb-question"),
  EXTRACTION("extraction");

  private final String id;

  ItemKind(String id) {
    this.id = id;
  }

  public String id() {
    return id;
  }
}
