package org.qakit.split;

import java.util.List;
import java.util.Map;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;

/** Synthetic two-choice items with a question type and a group, for hand-counted split tests. */
final class TestItems {
  private TestItems() {}

  static MultipleChoiceItem item(String id, String type, String group) {
    return new MultipleChoiceItem(id, "stem " + id, List.of(new Choice("A", "a"), new Choice("B", "b")), "A",
        null, List.of(), type == null ? Map.of() : Map.of("question_type", type), group, Map.of());
  }

  /** {@code n} items {@code prefix-00} … of one type, each in no group. */
  static List<MultipleChoiceItem> ofType(String prefix, String type, int n) {
    return java.util.stream.IntStream.range(0, n).mapToObj(i -> item(String.format("%s-%02d", prefix, i), type, null)).toList();
  }
}
