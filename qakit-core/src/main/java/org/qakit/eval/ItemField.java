package org.qakit.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

/**
 * A field of an item that results can be broken down by ({@code qakit eval --by FIELD}): one of
 * the built-in fields or a key of {@link Item#types()}.
 *
 * <ul>
 *   <li>{@code kind}: the item kind ({@code multiple-choice}, {@code answer-selection}, …);
 *   <li>{@code group}: the group key (scenario, document, knowledge sentence);
 *   <li>{@code choices}: the number of options of a multiple-choice item;
 *   <li>{@code candidates}: the number of candidates of an answer-selection item;
 *   <li>{@code answer}: the gold label of a multiple-choice item;
 *   <li>any key of the items' types, e.g. {@code question_type}, {@code answer_type}.
 * </ul>
 *
 * <p>An item that has no value for the field (a group key it lacks, a type it is not annotated
 * with, {@code choices} of an answer-selection item) gets {@link #NONE}, so every item falls in
 * exactly one value. A type key is available only when at least one item carries it; a built-in
 * name shadows a type key of the same name.
 */
public final class ItemField {
  /** The value of an item that has none for the field. */
  public static final String NONE = "(none)";

  /** The fields every dataset has, in the order they are listed. */
  public static final List<String> BUILT_IN = List.of("kind", "group", "choices", "candidates", "answer");

  private final String name;

  private ItemField(String name) {
    this.name = name;
  }

  /**
   * The field {@code name} of {@code items}.
   *
   * @throws IllegalArgumentException naming the available fields when {@code name} is neither
   *     built in nor a type key some item carries
   */
  public static ItemField of(String name, List<? extends Item> items) {
    List<String> available = available(items);
    if (name == null || !available.contains(name)) {
      throw new IllegalArgumentException(
          "unknown field '" + name + "' to break results down by; available: " + String.join(", ", available));
    }
    return new ItemField(name);
  }

  /** The built-in fields, then the type keys some item carries, sorted. */
  public static List<String> available(List<? extends Item> items) {
    var types = new TreeSet<String>();
    items.forEach(i -> types.addAll(i.types().keySet()));
    types.removeAll(BUILT_IN);
    var all = new ArrayList<>(BUILT_IN);
    all.addAll(types);
    return List.copyOf(all);
  }

  public String name() {
    return name;
  }

  /** The item's value of this field, or {@link #NONE}. */
  public String value(Item item) {
    String v =
        switch (name) {
          case "kind" -> item.kind().id();
          case "group" -> item.group();
          case "choices" -> item instanceof MultipleChoiceItem m ? String.valueOf(m.choices().size()) : null;
          case "candidates" -> item instanceof AnswerSelectionItem a ? String.valueOf(a.candidates().size()) : null;
          case "answer" -> item instanceof MultipleChoiceItem m ? m.answer() : null;
          default -> item.types().get(name);
        };
    return v == null ? NONE : v;
  }

  @Override
  public String toString() {
    return name;
  }
}
