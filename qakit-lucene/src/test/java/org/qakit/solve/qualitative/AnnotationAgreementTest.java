package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.model.Choice;
import org.qakit.model.Evidence;
import org.qakit.model.MultipleChoiceItem;

class AnnotationAgreementTest {

  private static MultipleChoiceItem item() {
    var a = new LinkedHashMap<String, String>();
    a.put("para_anno.cause_dir_str", "thicker");
    a.put("para_anno.cause_dir_sign", "MORE");
    a.put("para_anno.effect_dir_str", "less");
    a.put("para_anno.effect_dir_sign", "LESS");
    a.put("question_anno.more_cause_dir", "much thicker");
    a.put("question_anno.more_effect_dir", "higher");
    a.put("question_anno.less_effect_dir", "lower");
    return new MultipleChoiceItem("q1", "Lena swaps in a much thicker wire. The resistance will be",
        List.of(new Choice("A", "higher"), new Choice("B", "lower")), "B", null,
        List.of(Evidence.of("s1", "The thicker a wire is, the less electrical resistance it has.")), java.util.Map.of(), "s1", a);
  }

  private static QualitativeEvidence.SideEvidence side(String cue, String direction) {
    return new QualitativeEvidence.SideEvidence(cue, direction, List.of(), List.of());
  }

  @Test
  void eachStepIsComparedWithItsAnnotation() {
    var rel = new QualitativeEvidence.RelationEvidence("the-X-the-Y", side("thicker", "MORE"), side("less", "LESS"), "opposite");
    var q = new QualitativeEvidence.QuestionEvidence("options-give-effect", "cause", "MORE", List.of());
    var options = List.of(
        new QualitativeEvidence.OptionEvidence("A", 0.0, "effect", "MORE", -1, List.of()),
        new QualitativeEvidence.OptionEvidence("B", 1.0, "effect", "MORE", 1, List.of())); // B read wrongly as MORE
    var agreement = new AnnotationAgreement();
    agreement.add(item(), new QualitativeEvidence("gold", null, rel, q, "answer", null, options));
    assertThat(agreement.steps()).extracting(s -> s.name() + " " + s.agree() + "/" + s.disagree() + "/" + s.unread() + "/" + s.unannotated())
        .containsExactly("relation sign 1/0/0/0", "cause direction 1/0/0/0", "effect direction 1/0/0/0", "cause cue 1/0/0/0",
            "effect cue 1/0/0/0", "question given 1/0/0/0", "option direction 1/1/0/0", "answer 1/0/0/0");
    assertThat(agreement.steps().get(6).rate()).isEqualTo(0.5); // 1 of 2
  }

  @Test
  void anAbstentionLeavesTheLaterStepsUnread() {
    var agreement = new AnnotationAgreement();
    agreement.add(item(), new QualitativeEvidence("gold", null, null, null, "abstain", "statement: …", null));
    assertThat(agreement.steps()).extracting(s -> s.name() + " " + s.unread())
        .containsExactly("relation sign 1", "cause direction 1", "effect direction 1", "cause cue 1", "effect cue 1",
            "question given 0", "option direction 2", "answer 1");
    // question given: without a reading there is no side to look the annotation up for, so it counts as unannotated
    assertThat(agreement.steps().get(5).unannotated()).isEqualTo(1);
  }
}
