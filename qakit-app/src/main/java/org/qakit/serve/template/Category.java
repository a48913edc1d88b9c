package org.qakit.serve.template;

import java.util.List;

/** A diagram category with its description templates, by id. */
public record Category(long id, String name, List<Template> templates) {
  public Category {
    templates = List.copyOf(templates);
  }

  /** One description template of a category. */
  public record Template(long id, long categoryId, String text) {}
}
