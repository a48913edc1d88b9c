package org.qakit.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

class ItemFieldTest {
  private final MultipleChoiceItem mc = new MultipleChoiceItem("q1", "stem",
      List.of(new Choice("A", "a"), new Choice("B", "b"), new Choice("C", "c")), "B", null, List.of(),
      Map.of("question_type", "DATETIME", "group", "typed-group"), "scenario-7", Map.of());
  private final AnswerSelectionItem as = AnswerSelectionItem.of("q2", "question", List.of(new Candidate("0", "s", 1)));
  private final List<Item> items = List.of(mc, as);

  @Test
  void builtInFieldsReadTheItem() {
    assertThat(ItemField.of("kind", items).value(mc)).isEqualTo("multiple-choice");
    assertThat(ItemField.of("kind", items).value(as)).isEqualTo("answer-selection");
    assertThat(ItemField.of("group", items).value(mc)).isEqualTo("scenario-7");
    assertThat(ItemField.of("choices", items).value(mc)).isEqualTo("3");
    assertThat(ItemField.of("answer", items).value(mc)).isEqualTo("B");
  }

  @Test
  void fieldsAnItemLacksAreNullAndLabelledNone() {
    assertThat(ItemField.of("group", items).value(as)).isNull();
    assertThat(ItemField.of("choices", items).value(as)).isNull();
    assertThat(ItemField.of("answer", items).label(as)).isEqualTo("(none)");
    assertThat(ItemField.of("question_type", items).label(as)).isEqualTo("(none)");
  }

  @Test
  void typeKeysAreFieldsAndTheTypesPrefixReachesOneNamedLikeABuiltIn() {
    assertThat(ItemField.of("question_type", items).value(mc)).isEqualTo("DATETIME");
    assertThat(ItemField.of("types.question_type", items).value(mc)).isEqualTo("DATETIME");
    assertThat(ItemField.of("types.group", items).value(mc)).isEqualTo("typed-group");
    assertThat(ItemField.of("group", items).value(mc)).isEqualTo("scenario-7");
  }

  @Test
  void anUnknownFieldListsTheAvailableOnes() {
    assertThatThrownBy(() -> ItemField.of("question_typ", items))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("unknown item field 'question_typ'; fields: kind, group, choices, candidates, answer, types.group, question_type");
    assertThatThrownBy(() -> ItemField.of("types.answer_type", items))
        .hasMessageStartingWith("unknown item field 'types.answer_type'; fields: kind,");
    assertThatThrownBy(() -> ItemField.of(" ", items)).hasMessageStartingWith("expected an item field name, found an empty one; fields: kind,");
  }

  @Test
  void hasValueInSaysWhetherAnyItemHasOne() {
    assertThat(ItemField.of("group", items).hasValueIn(items)).isTrue();
    assertThat(ItemField.of("group", items).hasValueIn(List.of(as))).isFalse();
  }
}
