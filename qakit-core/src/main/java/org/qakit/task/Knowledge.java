package org.qakit.task;

/** The background knowledge a task lets a solver read, as QuaRTz's three settings name it. */
public enum Knowledge {
  /** No background knowledge: the item alone (question and options, or question and candidates). */
  NONE("none", "no background knowledge: the item alone"),
  /** Sentences retrieved from the task's background corpus. */
  RETRIEVED("retrieved", "sentences retrieved from the task's background corpus"),
  /** The gold knowledge stored with each item (QuaRTz's para, SciQ's support, GKMC's evidence): an upper bound. */
  GOLD("gold", "the gold knowledge stored with each item (an upper bound)"),
  /** Whatever the solver brings: the task does not restrict it. */
  OPEN("open", "any knowledge the solver brings");

  private final String id;
  private final String description;

  Knowledge(String id, String description) {
    this.id = id;
    this.description = description;
  }

  public String id() {
    return id;
  }

  public String description() {
    return description;
  }
}
