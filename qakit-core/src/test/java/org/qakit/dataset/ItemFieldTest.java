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
        .hasMessage("unknown item field 'question_typ'; fields: kind, group, choices, candidates, answer, types.group, question_type, id~REGEX");
    assertThatThrownBy(() -> ItemField.of("types.answer_type", items))
        .hasMessageStartingWith("unknown item field 'types.answer_type'; fields: kind,");
    assertThatThrownBy(() -> ItemField.of(" ", items)).hasMessageStartingWith("expected an item field name, found an empty one; fields: kind,");
  }

  @Test
  void annotationKeysAreFieldsAndATypeKeyOfTheSameNameWins() {
    var annotated = new MultipleChoiceItem("QRQA-90002-1-flip", "stem", List.of(new Choice("A", "a"), new Choice("B", "b")), "B",
        null, List.of(), Map.of("question_type", "T"), "QRSent-90002",
        Map.of("para_anno.cause_dir_sign", "MORE", "question_type", "from-annotation"));
    var all = List.<Item>of(mc, as, annotated);
    assertThat(ItemField.of("para_anno.cause_dir_sign", all).value(annotated)).isEqualTo("MORE");
    assertThat(ItemField.of("annotations.para_anno.cause_dir_sign", all).value(annotated)).isEqualTo("MORE");
    assertThat(ItemField.of("para_anno.cause_dir_sign", all).value(mc)).isNull();
    assertThat(ItemField.of("para_anno.cause_dir_sign", all).value(as)).isNull();
    assertThat(ItemField.of("question_type", all).value(annotated)).isEqualTo("T");
    assertThat(ItemField.of("annotations.question_type", all).value(annotated)).isEqualTo("from-annotation");
    assertThat(ItemField.available(all)).endsWith("question_type", "para_anno.cause_dir_sign", "annotations.question_type");
  }

  @Test
  void idPatternFieldsAreTheMatchOrItsFirstGroup() {
    var flipped = MultipleChoiceItem.of("QRQA-90002-1-flip", "s", List.of(new Choice("A", "a"), new Choice("B", "b")), "A");
    var second = MultipleChoiceItem.of("QRQA-90002-2", "s", List.of(new Choice("A", "a"), new Choice("B", "b")), "A");
    var all = List.<Item>of(flipped, second);
    assertThat(ItemField.of("id~flip$", all).value(flipped)).isEqualTo("flip");
    assertThat(ItemField.of("id~flip$", all).label(second)).isEqualTo("(none)");
    assertThat(ItemField.of("id~-(\\d+)(?:-flip)?$", all).value(flipped)).isEqualTo("1");
    assertThat(ItemField.of("id~-(\\d+)(?:-flip)?$", all).value(second)).isEqualTo("2");
    assertThatThrownBy(() -> ItemField.of("id~(flip", all)).hasMessageStartingWith("item field 'id~(flip': expected a Java regular expression after id~, ");
    assertThatThrownBy(() -> ItemField.of("id~", all)).hasMessageStartingWith("item field 'id~': expected a regular expression");
  }

  @Test
  void hasValueInSaysWhetherAnyItemHasOne() {
    assertThat(ItemField.of("group", items).hasValueIn(items)).isTrue();
    assertThat(ItemField.of("group", items).hasValueIn(List.of(as))).isFalse();
  }
}
