package org.qakit.format;

import java.util.List;

/** Holds what every format declares about itself: its id, its description and its task views. */
public abstract class AbstractFormat implements Format {
  private final String id;
  private final String description;
  private final List<View> views;

  /**
   * @param id the registry id ({@code qakit list formats})
   * @param description the help text: layout, source paper, id rules
   * @param views the task views; the first is the default
   */
  protected AbstractFormat(String id, String description, List<View> views) {
    if (id == null || !id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
      throw new IllegalArgumentException("format id must be lower-case words joined by '-', found '" + id + "'");
    }
    if (description == null || description.isBlank()) {
      throw new IllegalArgumentException("format '" + id + "': description must not be empty");
    }
    if (views == null || views.isEmpty()) {
      throw new IllegalArgumentException("format '" + id + "': expected at least one view");
    }
    this.id = id;
    this.description = description;
    this.views = List.copyOf(views);
  }

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final String description() {
    return description;
  }

  @Override
  public final List<View> views() {
    return views;
  }
}
