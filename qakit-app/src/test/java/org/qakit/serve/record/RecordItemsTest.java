package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.serve.project.ProjectKind;

class RecordItemsTest {
  @Test
  void anAnswerSelectionItemRoundTripsThroughARecord() {
    var item = new AnswerSelectionItem("q1", "Who?", List.of(new Candidate(null, "It rained.", 0), new Candidate(null, "Ada wrote it.", 1)),
        null, Map.of("question_type", "PERSON"), null);
    RecordBody body = RecordItems.toBody(item, Map.of());
    assertThat(body.answerSentences()).containsExactly("Ada wrote it.");
    Item back = RecordItems.toItem(ProjectKind.ANSWER_SELECTION, 7, body);
    assertThat(((AnswerSelectionItem) back).candidates()).isEqualTo(item.candidates());
    assertThat(back.id()).isEqualTo("r7");
    assertThat(back.types()).isEqualTo(Map.of("question_type", "PERSON"));
  }

  @Test
  void aMultipleChoiceItemKeepsItsGoldOption() {
    var item = MultipleChoiceItem.of("m", "Which?", List.of(new org.qakit.model.Choice("1", "a"), new org.qakit.model.Choice("2", "b")), "2");
    RecordBody body = RecordItems.toBody(item, Map.of());
    assertThat(body.correct()).isEqualTo("B");
    var back = (MultipleChoiceItem) RecordItems.toItem(ProjectKind.SCENARIO_CHOICE, 1, body);
    assertThat(back.gold().text()).isEqualTo("b");
    assertThat(back.types()).isEqualTo(Map.of("question_type", "OTHER"));
  }

  @Test
  void aBodyRoundTripsThroughJson() {
    var body = new RecordBody(" Q? ", "person", "", "A", List.of("s1", " ", "s2"), "src\r\nmore", "", "", "", List.of(), List.of(), "b");
    assertThat(body.questionType()).isEqualTo("PERSON");
    assertThat(body.answerSentences()).containsExactly("s1", "s2");
    assertThat(body.source()).isEqualTo("src\nmore");
    assertThat(RecordBody.fromJson(body.toJson())).isEqualTo(body);
  }
}
