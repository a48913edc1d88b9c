package org.qakit.solve.choice;

import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;

/**
 * How an option's retrieval query is built, shared by {@link IrSolver} and {@link ReadingSolver}
 * so that both search the index with the same text (Clark et al. 2016, §IR; scenario first, as in
 * Huang et al. 2019, GeoSQA): {@code scenario text (if any) + " " + stem + " " + option}. Diagram
 * descriptions and the item's gold knowledge are not used.
 */
final class OptionQuery {
  private OptionQuery() {}

  /** The item's scenario text, or "" when it has none. */
  static String scenario(MultipleChoiceItem item) {
    return item.scenario() == null ? "" : item.scenario().text();
  }

  /** The query of option {@code c}. */
  static String of(MultipleChoiceItem item, Choice c) {
    String scenario = scenario(item);
    return (scenario.isEmpty() ? "" : scenario + " ") + item.stem() + " " + c.text();
  }
}
