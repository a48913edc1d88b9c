package org.qakit.dataset;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
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
 *   <li>any key of a multiple-choice item's {@link MultipleChoiceItem#annotations()} present in
 *       the items, e.g. QuaRTz's {@code para_anno.cause_dir_sign} or {@code
 *       question_anno.more_cause_dir}; none for an item without it. Also {@code annotations.KEY};
 *       a type key of the same name wins over the bare name.
 *   <li>{@code id~REGEX}, a field derived from the item id: the text of the first match of the
 *       Java regular expression in the id (its first capturing group when it has one), none when
 *       it does not match. QuaRTz's flipped twins: {@code id~flip$} gives {@code flip} and none;
 *       {@code id~-(\d+)(?:-flip)?$} the question's number within its statement.
 * </ul>
 *
 * <p>A name that is none of these is an error that lists the available fields; an invalid regular
 * expression is an error that says so. An item without a value gives {@code null} from {@link #value}; {@link
 * #label} shows it as {@value #NONE}.
 */
public final class ItemField {
  /** How an item without a value for the field is shown. */
  public static final String NONE = "(none)";
  /** The fields every dataset has, in the order error messages list them. */
  public static final List<String> BUILT_IN = List.of("kind", "group", "choices", "candidates", "answer");

  private static final String TYPES_PREFIX = "types.";
  private static final String ANNOTATIONS_PREFIX = "annotations.";
  private static final String ID_PATTERN_PREFIX = "id~";

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
    if (name.startsWith(ID_PATTERN_PREFIX)) {
      return new ItemField(name, idPattern(name.substring(ID_PATTERN_PREFIX.length())));
    }
    if (name.startsWith(ANNOTATIONS_PREFIX) && annotationKeys(items).contains(name.substring(ANNOTATIONS_PREFIX.length()))) {
      String key = name.substring(ANNOTATIONS_PREFIX.length());
      return new ItemField(name, item -> annotations(item).get(key));
    }
    String key = name.startsWith(TYPES_PREFIX) ? name.substring(TYPES_PREFIX.length()) : name;
    if (typeKeys(items).contains(key)) {
      return new ItemField(name, item -> item.types().get(key));
    }
    if (!name.startsWith(TYPES_PREFIX) && annotationKeys(items).contains(name)) {
      return new ItemField(name, item -> annotations(item).get(name));
    }
    throw new IllegalArgumentException("unknown item field '" + name + "'; fields: " + String.join(", ", available(items))
        + ", id~REGEX");
  }

  /** The id-derived field of {@code regex}: the first match's text (its first group when it has one), or null. */
  private static Function<Item, String> idPattern(String regex) {
    if (regex.isEmpty()) {
      throw new IllegalArgumentException("item field 'id~': expected a regular expression after id~, e.g. id~flip$");
    }
    Pattern pattern;
    try {
      pattern = Pattern.compile(regex);
    } catch (PatternSyntaxException e) {
      throw new IllegalArgumentException("item field 'id~" + regex + "': expected a Java regular expression after id~, "
          + e.getDescription() + " near index " + e.getIndex());
    }
    return item -> {
      Matcher m = pattern.matcher(item.id());
      if (!m.find()) {
        return null;
      }
      return m.groupCount() > 0 ? m.group(1) : m.group();
    };
  }

  /**
   * The built-in fields, then the type keys the items have, then their annotation keys (each
   * sorted); the id-derived {@code id~REGEX} is not listed.
   */
  public static List<String> available(Collection<? extends Item> items) {
    var all = new java.util.ArrayList<>(BUILT_IN);
    TreeSet<String> types = typeKeys(items);
    for (String key : types) {
      all.add(BUILT_IN.contains(key) ? TYPES_PREFIX + key : key);
    }
    for (String key : annotationKeys(items)) {
      all.add(BUILT_IN.contains(key) || types.contains(key) ? ANNOTATIONS_PREFIX + key : key);
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

  private static Map<String, String> annotations(Item item) {
    return item instanceof MultipleChoiceItem m ? m.annotations() : Map.of();
  }

  private static TreeSet<String> annotationKeys(Collection<? extends Item> items) {
    var keys = new TreeSet<String>();
    for (Item item : items) {
      keys.addAll(annotations(item).keySet());
    }
    return keys;
  }

  @Override
  public String toString() {
    return name;
  }
}
