package org.qakit.dataset;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Function;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

/**
 * One item field read by name, the single place that maps a name a person types ({@code --by
 * question_type}, {@code --stratify-by answer}, {@code --group-by group}) to a value of an item.
 *
 * <p>Fields:
 *
 * <ul>
 *   <li>{@code kind}: the item kind's id ({@code multiple-choice}, {@code answer-selection}, …);
 *   <li>{@code group}: the item's group key (scenario, knowledge sentence, document); none when the
 *       item has no group;
 *   <li>{@code choices}: the number of choices, as a decimal string ({@code "4"}); multiple choice
 *       only, none for other kinds;
 *   <li>{@code answer}: the gold label ({@code "B"}); multiple choice only, none for other kinds;
 *   <li>any key of {@link Item#types()} present in the items, e.g. {@code question_type}; none for
 *       an item without that key. A type key may also be written {@code types.KEY}, which is how a
 *       type key that has a built-in field's name ({@code group}) is reached.
 * </ul>
 *
 * <p>A name that is neither built in nor a type key of any of the items is an error that lists the
 * available fields. An item without a value gives {@code null} from {@link #value}; {@link
 * #label} shows it as {@value #NONE}.
 */
public final class ItemField {
  /** How an item without a value for the field is shown. */
  public static final String NONE = "(none)";
  /** The fields every dataset has, in the order error messages list them. */
  public static final List<String> BUILT_IN = List.of("kind", "group", "choices", "candidates", "answer");

  private static final String TYPES_PREFIX = "types.";

  private final String name;
  private final Function<Item, String> reader;

  private ItemField(String name, Function<Item, String> reader) {
    this.name = name;
    this.reader = reader;
  }

  /**
   * The field called {@code name} in {@code items}.
   *
   * @throws IllegalArgumentException if the name is empty, or neither built in nor a type key that
   *     one of the items has; the message lists the available fields
   */
  public static ItemField of(String name, Collection<? extends Item> items) {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("expected an item field name, found an empty one; fields: " + String.join(", ", available(items)));
    }
    Function<Item, String> builtIn = builtIn(name);
    if (builtIn != null) {
      return new ItemField(name, builtIn);
    }
    String key = name.startsWith(TYPES_PREFIX) ? name.substring(TYPES_PREFIX.length()) : name;
    if (!typeKeys(items).contains(key)) {
      throw new IllegalArgumentException("unknown item field '" + name + "'; fields: " + String.join(", ", available(items)));
    }
    return new ItemField(name, item -> item.types().get(key));
  }

  /** The built-in fields followed by the type keys the items have (sorted). */
  public static List<String> available(Collection<? extends Item> items) {
    var all = new java.util.ArrayList<>(BUILT_IN);
    for (String key : typeKeys(items)) {
      all.add(BUILT_IN.contains(key) ? TYPES_PREFIX + key : key);
    }
    return List.copyOf(all);
  }

  /** The name this field was asked for by. */
  public String name() {
    return name;
  }

  /** The item's value for this field, or null when it has none. */
  public String value(Item item) {
    return reader.apply(Objects.requireNonNull(item, "item"));
  }

  /** The item's value, or {@value #NONE} when it has none. */
  public String label(Item item) {
    String v = value(item);
    return v == null ? NONE : v;
  }

  /** Whether at least one of the items has a value for this field. */
  public boolean hasValueIn(Collection<? extends Item> items) {
    return items.stream().anyMatch(i -> value(i) != null);
  }

  private static Function<Item, String> builtIn(String name) {
    return switch (name) {
      case "kind" -> item -> item.kind().id();
      case "group" -> Item::group;
      case "choices" -> item -> item instanceof MultipleChoiceItem m ? Integer.toString(m.choices().size()) : null;
      case "candidates" -> item -> item instanceof AnswerSelectionItem a ? Integer.toString(a.candidates().size()) : null;
      case "answer" -> item -> item instanceof MultipleChoiceItem m ? m.answer() : null;
      default -> null;
    };
  }

  private static TreeSet<String> typeKeys(Collection<? extends Item> items) {
    var keys = new TreeSet<String>();
    for (Item item : items) {
      keys.addAll(item.types().keySet());
    }
    return keys;
  }

  @Override
  public String toString() {
    return name;
  }
}
